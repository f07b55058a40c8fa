import {
  GraphQLError,
  GraphQLObjectType,
  Kind,
  TypeInfo,
  getNamedType,
  parse,
  validate,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type FieldNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type NameNode,
  type VariableNode,
  type OperationDefinitionNode,
} from 'graphql';
import { bulkOperationErrors, BULK_QUERY_MAX } from '../../../contracts/account/bulk-operations.js';
import type { ErrorDefinition } from '../../../contracts/common/errors.js';

/** The variables the runner pages with; a bulk query of the integrator's has none of its own. */
export const PAGE_VARIABLES = { first: 'kasBulkFirst', after: 'kasBulkAfter' } as const;
/** The alias of the page information the runner adds to the list's selection. */
export const PAGE_INFO_KEY = 'kasBulkPageInfo';

/**
 * A bulk query read and ready to page: the document the runner executes
 * (the integrator's, its list taking the runner's `first` and `after`, with
 * the page information added), where each page's nodes sit in the answer,
 * and the list's name.
 */
export type BulkQuery = {
  document: DocumentNode;
  rootField: string;
  /** The list's key in the answer (its alias, or its name). */
  listKey: string;
  /** Where a page's nodes are: `edges[].node` (their keys) or `nodes[]`. */
  nodes: { edges: string; node: string } | { nodes: string };
};

/** A refusal of a bulk query, with the words that fill its message. */
export type BulkQueryRefusal = { refusal: ErrorDefinition; values?: Record<string, string> };

/** A connection: an object type with page information and edges. */
const isConnection = (type: GraphQLNamedType): type is GraphQLObjectType =>
  type instanceof GraphQLObjectType &&
  'pageInfo' in type.getFields() &&
  'edges' in type.getFields();

const responseKey = (field: FieldNode) => field.alias?.value ?? field.name.value;

/** The fields a selection names directly, by name. */
const fieldsOf = (field: FieldNode) =>
  (field.selectionSet?.selections ?? []).filter(
    (selection): selection is FieldNode => selection.kind === Kind.FIELD,
  );

/**
 * Reads an integrator's bulk query against the schema, as Shopify's
 * `bulkOperationRunQuery` does: it must parse (U-ACC-BULK-1), be one query
 * without variables (2), select exactly one list at its top with its nodes
 * (3), fit the schema (4), and hold no second list inside (5). The answer is
 * the document the runner pages with, or the refusal.
 */
export function readBulkQuery(schema: GraphQLSchema, text: string): BulkQuery | BulkQueryRefusal {
  let document: DocumentNode;
  try {
    if (text.length > BULK_QUERY_MAX)
      throw new GraphQLError(`longer than ${BULK_QUERY_MAX} characters`);
    document = parse(text, { maxTokens: 5_000 });
  } catch (error) {
    return {
      refusal: bulkOperationErrors.unparsable,
      values: { detail: (error as Error).message },
    };
  }
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operations[0];
  if (
    operations.length !== 1 ||
    operation!.operation !== 'query' ||
    (operation!.variableDefinitions?.length ?? 0) > 0
  )
    return { refusal: bulkOperationErrors.notAQuery };
  const invalid = validate(schema, document)[0];
  if (invalid) return { refusal: bulkOperationErrors.invalid, values: { detail: invalid.message } };
  const [root, ...others] = operation!.selectionSet.selections;
  const rootDefinition =
    root?.kind === Kind.FIELD ? schema.getQueryType()?.getFields()[root.name.value] : undefined;
  const listType = rootDefinition ? getNamedType(rootDefinition.type) : undefined;
  const pages =
    rootDefinition?.args.some((arg) => arg.name === 'first') &&
    rootDefinition.args.some((arg) => arg.name === 'after');
  if (
    others.length > 0 ||
    root?.kind !== Kind.FIELD ||
    !listType ||
    !isConnection(listType) ||
    !pages
  )
    return { refusal: bulkOperationErrors.notOneConnection };
  const nodes = nodesOf(root);
  if (!nodes) return { refusal: bulkOperationErrors.notOneConnection };
  if (connectionsIn(schema, document) > 1) return { refusal: bulkOperationErrors.nestedConnection };
  return {
    document: paged(document, operation!, root),
    rootField: root.name.value,
    listKey: responseKey(root),
    nodes,
  };
}

/** Where the list's nodes are selected: `edges { node { … } }` or `nodes { … }`; null when neither is. */
function nodesOf(list: FieldNode): BulkQuery['nodes'] | null {
  const fields = fieldsOf(list);
  const edges = fields.find((field) => field.name.value === 'edges');
  const node = edges && fieldsOf(edges).find((field) => field.name.value === 'node');
  if (edges && node) return { edges: responseKey(edges), node: responseKey(node) };
  const direct = fields.find((field) => field.name.value === 'nodes');
  return direct ? { nodes: responseKey(direct) } : null;
}

/** How many fields of the document are lists (connections), fragments' included. */
function connectionsIn(schema: GraphQLSchema, document: DocumentNode): number {
  const typeInfo = new TypeInfo(schema);
  let count = 0;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const type = typeInfo.getType();
        if (type && isConnection(getNamedType(type))) count += 1;
      },
    }),
  );
  return count;
}

const named = (value: string): NameNode => ({ kind: Kind.NAME, value });
const variable = (name: string): VariableNode => ({ kind: Kind.VARIABLE, name: named(name) });

/**
 * The document the runner executes page after page: the list's own `first`,
 * `after`, `last` and `before` replaced by the runner's variables, and its
 * page information selected under an alias of the runner's.
 */
function paged(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  root: FieldNode,
): DocumentNode {
  const paging = new Set(['first', 'after', 'last', 'before']);
  const list: FieldNode = {
    ...root,
    arguments: [
      ...(root.arguments ?? []).filter((argument) => !paging.has(argument.name.value)),
      { kind: Kind.ARGUMENT, name: named('first'), value: variable(PAGE_VARIABLES.first) },
      { kind: Kind.ARGUMENT, name: named('after'), value: variable(PAGE_VARIABLES.after) },
    ],
    selectionSet: {
      kind: Kind.SELECTION_SET,
      selections: [
        ...root.selectionSet!.selections,
        {
          kind: Kind.FIELD,
          alias: named(PAGE_INFO_KEY),
          name: named('pageInfo'),
          selectionSet: {
            kind: Kind.SELECTION_SET,
            selections: ['hasNextPage', 'endCursor'].map((name): FieldNode => ({
              kind: Kind.FIELD,
              name: named(name),
            })),
          },
        },
      ],
    },
  };
  const definition: OperationDefinitionNode = {
    ...operation,
    variableDefinitions: [
      {
        kind: Kind.VARIABLE_DEFINITION,
        variable: variable(PAGE_VARIABLES.first),
        type: { kind: Kind.NON_NULL_TYPE, type: { kind: Kind.NAMED_TYPE, name: named('Int') } },
      },
      {
        kind: Kind.VARIABLE_DEFINITION,
        variable: variable(PAGE_VARIABLES.after),
        type: { kind: Kind.NAMED_TYPE, name: named('String') },
      },
    ],
    selectionSet: { kind: Kind.SELECTION_SET, selections: [list] },
  };
  return {
    ...document,
    definitions: document.definitions.map((entry) => (entry === operation ? definition : entry)),
  };
}
