import {
  getNamedType,
  isEnumType,
  isInterfaceType,
  isLeafType,
  isNonNullType,
  isObjectType,
  isUnionType,
  parse,
  validate,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COST_BUCKETS } from '../contracts/account/api-cost.js';
import { DEFAULT_PAGE_SIZE } from '../contracts/common/schemas.js';
import { buildSchema } from './schema.js';
import { offlineOperationPolicy } from '../tests/support/operation-policy.js';

type ConnectionField = { parent: GraphQLObjectType; field: GraphQLField<unknown, unknown> };

const isConnection = (type: GraphQLObjectType) =>
  'edges' in type.getFields() && 'pageInfo' in type.getFields();
const takesNoRequiredArgument = (field: GraphQLField<unknown, unknown>) =>
  field.args.every(
    (argument) => !isNonNullType(argument.type) || argument.defaultValue !== undefined,
  );

/** Every field of the schema that answers a connection and takes `first`. */
function connectionFields(schema: GraphQLSchema): ConnectionField[] {
  return Object.values(schema.getTypeMap())
    .filter((type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'))
    .flatMap((parent) =>
      Object.values(parent.getFields())
        .filter((field) => {
          const type = getNamedType(field.type);
          return (
            isObjectType(type) &&
            isConnection(type) &&
            field.args.some((argument) => argument.name === 'first')
          );
        })
        .map((field) => ({ parent, field })),
    );
}

/** The largest page the `first` argument's description promises ("At most 100.", "1 to 200"); null when it promises none. */
function documentedMaximum(field: GraphQLField<unknown, unknown>): number | null {
  const description = field.args.find((argument) => argument.name === 'first')?.description ?? '';
  const found = /at most ([\d,]+)|\d+ to ([\d,]+)/i.exec(description);
  return found ? Number((found[1] ?? found[2])!.replace(/,/g, '')) : null;
}

/**
 * What a list screen or an integrator typically asks of a node: its own
 * values, and the values of the objects it links to (a counterparty's name,
 * an amount's currency), one level down; no nested connections.
 */
function typicalSelection(type: GraphQLObjectType, depth: number, alias = ''): string {
  // Each kind of a union's nodes asks under names of its own: kinds share field names of other types.
  const name = (field: string) => (alias ? `${alias}_${field}: ${field}` : field);
  const parts = Object.values(type.getFields())
    .filter(takesNoRequiredArgument)
    .flatMap((field) => {
      const named = getNamedType(field.type);
      if (isLeafType(named) || isEnumType(named)) return [name(field.name)];
      if (depth === 0 || !(isObjectType(named) || isInterfaceType(named))) return [];
      if (isObjectType(named) && isConnection(named)) return [];
      const inner = typicalSelection(named as GraphQLObjectType, depth - 1);
      return inner ? [`${name(field.name)} { ${inner} }`] : [];
    });
  return parts.join(' ');
}

/** A value for each argument the field requires: an enum's first value, or a literal of the scalar's shape. */
function requiredArguments(field: GraphQLField<unknown, unknown>): string {
  const literal: Record<string, string> = {
    Currency: '"IDR"',
    Date: '"2026-01-01"',
    Int: '1',
    Boolean: 'true',
  };
  return field.args
    .filter(
      (argument) =>
        argument.name !== 'first' &&
        isNonNullType(argument.type) &&
        argument.defaultValue === undefined,
    )
    .map((argument) => {
      const type = getNamedType(argument.type);
      return `${argument.name}: ${isEnumType(type) ? type.getValues()[0]!.name : (literal[type.name] ?? '"x"')}`;
    })
    .join(' ');
}

/** A query that asks the connection for `first` nodes: from the root, or through `node(id:)` on the type that holds it. */
function queryFor(
  schema: GraphQLSchema,
  { parent, field }: ConnectionField,
  first: number,
): string {
  const connection = getNamedType(field.type) as GraphQLObjectType;
  const node = getNamedType(connection.getFields().edges!.type) as GraphQLObjectType;
  const nodeType = getNamedType(node.getFields().node!.type);
  // A union's nodes (reconcilable items of every kind) are asked for each kind's values.
  const nodeSelection = isUnionType(nodeType)
    ? `__typename ${nodeType
        .getTypes()
        .map((member) => `... on ${member.name} { ${typicalSelection(member, 1, member.name)} }`)
        .join(' ')}`
    : typicalSelection(nodeType as GraphQLObjectType, 1);
  const totalCount = 'totalCount' in connection.getFields() ? 'totalCount' : '';
  const selection = `${field.name}(first: ${first} ${requiredArguments(field)}) { ${totalCount} pageInfo { hasNextPage endCursor } edges { cursor node { ${nodeSelection} } } }`;
  if (parent === schema.getQueryType()) return `query { ${selection} }`;
  return `query { node(id: "x") { ... on ${parent.name} { ${selection} } } }`;
}

describe('the documented page sizes and the cost limit', () => {
  const schema = buildSchema();
  const { config, policy } = offlineOperationPolicy(schema);
  const connections = connectionFields(schema);

  it('when any connection is asked for its documented largest page with a typical selection, the cost limit admits it', () => {
    expect(connections.length).toBeGreaterThan(15);
    const refused: string[] = [];
    for (const connection of connections) {
      const name = `${connection.parent.name}.${connection.field.name}`;
      const maximum = documentedMaximum(connection.field);
      if (maximum === null) {
        refused.push(`${name}: its \`first\` documents no maximum`);
        continue;
      }
      const document = parse(queryFor(schema, connection, maximum), policy.gate.parseOptions);
      const assessed = policy.gate.assess(document, null, {});
      const errors = [...validate(schema, document), ...assessed.errors];
      for (const error of errors) refused.push(`${name}(first: ${maximum}): ${error.message}`);
      // A full bucket, of an API key or of a session, pays for it.
      const smallest = Math.min(
        DEFAULT_COST_BUCKETS.apiKeys.bucketSize,
        DEFAULT_COST_BUCKETS.sessions.bucketSize,
      );
      if (assessed.cost > smallest)
        refused.push(`${name}(first: ${maximum}) costs ${assessed.cost}, more than a bucket holds`);
    }
    expect(refused).toEqual([]);
  });

  it('when a page size is a variable, the operation costs what it costs with the literal, and only the chosen operation counts', () => {
    const document = parse(
      'query Small { counterparties(first: 2) { edges { node { id } } } } query Page($first: Int) { counterparties(first: $first) { edges { node { id legalName } } } }',
      policy.gate.parseOptions,
    );
    const literal = parse(
      '{ counterparties(first: 37) { edges { node { id legalName } } } }',
      policy.gate.parseOptions,
    );
    const viaVariable = policy.gate.assess(document, 'Page', { first: 37 });
    expect(viaVariable).toEqual({ errors: [], cost: 602 });
    expect(policy.gate.assess(literal, null, {}).cost).toBe(602);
    // The second time, from the document's remembered costs: the same.
    expect(policy.gate.assess(document, 'Page', { first: 37 }).cost).toBe(602);
    expect(policy.gate.assess(document, 'Small', {}).cost).toBeLessThan(602);
  });

  it('when a page of customers nests a page of each one’s revisions, the cost limit refuses it: pages multiply', () => {
    const document = parse(
      'query { customers(first: 100) { edges { node { id legalName revisions(first: 100) { edges { node { id at } } } } } } }',
      policy.gate.parseOptions,
    );
    expect(policy.gate.check(document, null, {}).map((error) => error.message)).toEqual([
      `Query Cost limit of ${config.maxCost} exceeded, found 550062.5.`,
    ]);
  });

  const costOf = (query: string, variables: Record<string, unknown> = {}) =>
    policy.gate.assess(parse(query, policy.gate.parseOptions), null, variables);

  it('when a connection is asked without first, it costs the page it answers: its declared default, else the lists’ default of 20', () => {
    const page = (args: string) =>
      costOf(`{ counterparties${args} { edges { node { id legalName } } } }`).cost;
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    expect(page('')).toBe(page('(first: 20)'));
    expect(page('')).toBe(325);
    // Backwards too, and a page size given as a variable left out.
    expect(page('(last: 7)')).toBe(page('(first: 7)'));
    expect(
      costOf(
        'query ($first: Int) { counterparties(first: $first) { edges { node { id legalName } } } }',
        {},
      ).cost,
    ).toBe(325);
    const statements = (args: string) =>
      costOf(`{ statementTransactions${args} { edges { node { id amount { amount } } } } }`).cost;
    expect(statements('')).toBe(statements('(first: 25)'));
    expect(statements('')).toBeGreaterThan(statements('(first: 20)'));
    const proposals = (args: string) =>
      costOf(`{ reconciliationProposals${args} { edges { node { id } } } }`).cost;
    expect(proposals('')).toBe(proposals('(first: 50)'));
  });

  it('when nodes fetches records by id, each costs what it costs on a page, whether the ids are a literal or a variable', () => {
    const ids = Array.from({ length: 100 }, (_, index) => `"id${index}"`);
    const selection = '... on Counterparty { id legalName }';
    const hundred = costOf(`{ nodes(ids: [${ids.join(', ')}]) { ${selection} } }`);
    const page = costOf(`{ counterparties(first: 100) { edges { node { ${selection} } } } }`);
    expect(hundred).toEqual({ errors: [], cost: page.cost });
    expect(hundred.cost).toBe(2_075);
    const asVariable = costOf(`query ($ids: [ID!]!) { nodes(ids: $ids) { ${selection} } }`, {
      ids: ids.map((id) => JSON.parse(id) as string),
    });
    expect(asVariable.cost).toBe(hundred.cost);
    const one = costOf(`query ($ids: [ID!]!) { nodes(ids: $ids) { ${selection} } }`, {
      ids: 'id0',
    });
    expect(one.cost).toBe(
      costOf(`{ counterparties(first: 1) { edges { node { ${selection} } } } }`).cost,
    );
  });

  it('when aliases of nodes ask for more records than pages could within the cost limit, the operation is refused as the pages would be', () => {
    const ids = Array.from({ length: 100 }, (_, index) => `"id${index}"`).join(', ');
    const payment = typicalSelection(buildSchema().getType('Payment') as GraphQLObjectType, 1);
    const aliases = (field: (alias: string) => string) =>
      `{ ${['a', 'b', 'c'].map((alias) => `${alias}: ${field(alias)}`).join(' ')} }`;
    const byIds = costOf(aliases(() => `nodes(ids: [${ids}]) { ... on Payment { ${payment} } }`));
    const byPages = costOf(
      aliases(() => `payments(first: 100) { edges { node { ... on Payment { ${payment} } } } }`),
    );
    expect(byPages.errors.map((error) => error.message)).toEqual([
      expect.stringMatching(new RegExp(`^Query Cost limit of ${config.maxCost} exceeded, found`)),
    ]);
    expect(byIds.errors.map((error) => error.message)).toEqual(
      byPages.errors.map((error) => error.message),
    );
  });
});
