import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import {
  getNullableType,
  getOperationAST,
  GraphQLError,
  isInputObjectType,
  isListType,
  Kind,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  TypeInfo,
  validate,
  valueFromAST,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type FieldNode,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  type ParseOptions,
  type ValueNode,
  type ValidationRule,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values.js';
import { createHash } from 'node:crypto';
import { DEFAULT_PAGE_SIZE } from '../contracts/common/schemas.js';

/** The limits every operation obeys, whichever transport brought it. */
export type OperationLimits = { maxCost: number; maxTokens: number; introspection: boolean };

/** The longest string any argument may carry; the services' longest field (a sealed credential) fits. */
export const MAX_STRING_LENGTH = 10_000;
/** Search arguments are matched against names, never longer than 200 characters in the services. */
export const MAX_SEARCH_LENGTH = 200;
/** Control characters other than tab, line feed and carriage return: PostgreSQL refuses NUL, and none belongs in business data. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const badInput = (message: string, extensions: Record<string, unknown> = {}) =>
  new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 }, ...extensions },
  });

/** The field that fetches records by their ids (`Query.nodes`): priced as the page of those records would be. */
const NODES_FIELD = 'nodes';

/** The page a field that takes `first` answers when asked for neither `first` nor `last`: its schema default, else the lists' default. */
function defaultPageOf(field: GraphQLField<unknown, unknown>): number | null {
  const first = field.args.find((argument) => argument.name === 'first');
  if (!first) return null;
  return typeof first.defaultValue === 'number' ? first.defaultValue : DEFAULT_PAGE_SIZE;
}

/** The page size a field's `first` or `last` asks for (the larger, should both be given), from a literal or a variable; null when neither gives one. */
function askedPageSize(node: FieldNode, variables: Record<string, unknown>): number | null {
  const sizes = (node.arguments ?? [])
    .filter((argument) => argument.name.value === 'first' || argument.name.value === 'last')
    .map((argument) =>
      argument.value.kind === Kind.INT
        ? Number(argument.value.value)
        : argument.value.kind === Kind.VARIABLE
          ? variables[argument.value.name.value]
          : null,
    )
    .filter((size): size is number => typeof size === 'number' && Number.isInteger(size));
  return sizes.length > 0 ? Math.max(...sizes) : null;
}

/** The field with its page size as the one literal `first` the cost rule reads (which reads literals only, and only the first of `first`/`last`). */
const withPageSize = (node: FieldNode, size: number): FieldNode => ({
  ...node,
  arguments: [
    {
      kind: Kind.ARGUMENT,
      name: { kind: Kind.NAME, value: 'first' },
      value: { kind: Kind.INT, value: String(size) },
    },
    ...(node.arguments ?? []).filter(
      (argument) => argument.name.value !== 'first' && argument.name.value !== 'last',
    ),
  ],
});

/** How many ids a `nodes` field asks for, from a literal or a variable (one id given alone counts as a list of one). */
function idsAsked(
  node: FieldNode,
  field: GraphQLField<unknown, unknown>,
  variables: Record<string, unknown>,
): number {
  const given = node.arguments?.find((argument) => argument.name.value === 'ids');
  const type = field.args.find((argument) => argument.name === 'ids')?.type;
  if (!given || !type) return 0;
  const ids = valueFromAST(given.value, type, variables);
  return Array.isArray(ids) ? ids.length : 0;
}

/**
 * `nodes(ids: […]) { … }` as the page of those records would be asked for,
 * `nodes(first: <ids>) { edges { node { … } } }`: a record fetched by its id
 * costs what it costs on a page, so that ids (and aliases of `nodes`) fetch
 * no more for their points than pages would.
 */
const asPage = (node: FieldNode, ids: number): FieldNode => {
  const field = (name: string, selections: FieldNode['selectionSet']): FieldNode => ({
    kind: Kind.FIELD,
    name: { kind: Kind.NAME, value: name },
    selectionSet: selections,
  });
  return withPageSize(
    {
      ...node,
      arguments: [],
      selectionSet: {
        kind: Kind.SELECTION_SET,
        selections: [
          field('edges', {
            kind: Kind.SELECTION_SET,
            selections: [field('node', node.selectionSet)],
          }),
        ],
      },
    },
    ids,
  );
};

/**
 * The document as the cost rule must see it to price the work it asks for
 * (graphql-armor's rule reads page sizes from literal `first`/`last` only,
 * and multiplies nothing else): every field that takes `first` with the page
 * it will answer as a literal (the size asked, given as a literal or a
 * variable, or when none is asked its default page, `defaultPageOf`), and
 * every `nodes(ids:)` as the page of its ids (`asPage`). Fields are rewritten
 * as they are left, so that a selection inside `nodes` is typed (and
 * rewritten) before it is wrapped.
 */
function pricedDocument(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
): DocumentNode {
  const typeInfo = new TypeInfo(schema);
  return visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field: {
        leave(node) {
          const field = typeInfo.getFieldDef();
          if (!field) return undefined;
          if (field.name === NODES_FIELD && typeInfo.getParentType() === schema.getQueryType())
            return asPage(node, idsAsked(node, field, variables));
          const fallback = defaultPageOf(field);
          if (fallback === null) return undefined;
          return withPageSize(node, askedPageSize(node, variables) ?? fallback);
        },
      },
    }),
  );
}

/** Every string inside an argument's value, with the path that names it (`input.legalName`, `ids[3]`). */
function* stringsIn(
  value: unknown,
  type: GraphQLInputType,
  path: string,
): Generator<[string, string]> {
  if (value === null || value === undefined) return;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    const items = Array.isArray(value) ? value : [value];
    for (const [index, item] of items.entries())
      yield* stringsIn(item, nullable.ofType, `${path}[${index}]`);
    return;
  }
  if (isInputObjectType(nullable) && typeof value === 'object') {
    const fields = nullable.getFields();
    for (const [name, fieldValue] of Object.entries(value as Record<string, unknown>)) {
      const field = fields[name];
      if (field) yield* stringsIn(fieldValue, field.type, `${path}.${name}`);
    }
    return;
  }
  if (typeof value === 'string') yield [path, value];
}

/** Refuses, naming the field, a string no business value can be: a control character, or more characters than any field takes. */
function checkString(path: string, value: string): GraphQLError | null {
  const control = CONTROL.exec(value);
  if (control) {
    const point = control[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    return badInput(`"${path}" contains a control character (U+${point}), which is not allowed.`, {
      field: path,
    });
  }
  const last = path.slice(path.lastIndexOf('.') + 1);
  const limit = last === 'search' ? MAX_SEARCH_LENGTH : MAX_STRING_LENGTH;
  if (value.length > limit)
    return badInput(
      `"${path}" is too long: at most ${limit.toLocaleString('en')} characters, got ${value.length.toLocaleString('en')}.`,
      { field: path },
    );
  return null;
}

/** How many admitted sets of page sizes are kept per document; a client sending ever new sizes is only costed again. */
const COSTS_KEPT_PER_DOCUMENT = 32;

/** How many documents the gate remembers the checks of (`OperationGate.document`); past it, the one used longest ago is forgotten. */
const DOCUMENTS_KEPT = 1_000;

/** A document's parse and validation as the gate remembers them: the document, or what refused it. */
type CheckedDocument =
  | { document: DocumentNode }
  | { code: 'GRAPHQL_PARSE_FAILED' | 'GRAPHQL_VALIDATION_FAILED'; errors: readonly GraphQLError[] };

/**
 * Parses and validates a document's text (the token limit while parsing,
 * graphql-js's rules and `rules`), each text once: the answer is remembered
 * by the text's hash, so that a persisted document (or a client's own,
 * sent again) is not parsed and validated again, and a refused one sent
 * again is refused for the price of its hash. Each refusal gets errors of
 * its own.
 */
function documentChecker(
  schema: GraphQLSchema,
  parseOptions: ParseOptions,
  rules: readonly ValidationRule[],
  validationOptions: { maxErrors: number; hideSuggestions: boolean },
): OperationGate['document'] {
  const checked = new Map<string, CheckedDocument>();
  const check = (text: string): CheckedDocument => {
    let document: DocumentNode;
    try {
      document = parse(text, parseOptions);
    } catch (error) {
      return {
        code: 'GRAPHQL_PARSE_FAILED',
        errors: [new GraphQLError((error as Error).message)],
      };
    }
    const invalid = validate(schema, document, [...specifiedRules, ...rules], validationOptions);
    return invalid.length > 0
      ? { code: 'GRAPHQL_VALIDATION_FAILED', errors: invalid }
      : { document };
  };
  return (text) => {
    const key = createHash('sha256').update(text).digest('base64url');
    let known = checked.get(key);
    if (known) checked.delete(key);
    else known = check(text);
    if (checked.size >= DOCUMENTS_KEPT) checked.delete(checked.keys().next().value!);
    checked.set(key, known);
    if ('document' in known) return known.document;
    const { code } = known;
    return known.errors.map(
      (error) => new GraphQLError(error.message, { nodes: error.nodes, extensions: { code } }),
    );
  };
}

export type OperationGate = {
  /**
   * A document's text parsed and validated (the token limit, graphql-js's
   * rules and the gate's), remembered by its text: the document, or the
   * refusal's errors (GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED). The
   * WebSocket checks every operation through it; over HTTP Apollo keeps the
   * documents it validated, and the route the answers to those it refused.
   */
  document: (text: string) => DocumentNode | GraphQLError[];
  /** graphql-js parse options: the token limit, applied while parsing, before any other work. */
  parseOptions: ParseOptions;
  /** Validation rules beyond graphql-js's own: depth, aliases, directives, and the introspection switch. */
  validationRules: ValidationRule[];
  /**
   * How validation runs: it stops at the 10th error, and without
   * introspection it works out no "Did you mean" suggestions (they would be
   * hidden anyway, and comparing a misspelt name with every field costs
   * more than the rest of validation).
   */
  validationOptions: { maxErrors: number; hideSuggestions: boolean };
  /**
   * What can be judged only with the variables: their coercion (a caller's
   * mistake, BAD_USER_INPUT naming the variable), the cost with page sizes
   * given as variables, and the strings every argument carries. An empty list
   * admits the operation.
   */
  check: (
    document: DocumentNode,
    operationName: string | null | undefined,
    variables: Record<string, unknown> | null | undefined,
  ) => GraphQLError[];
  /**
   * `check`, and the admitted operation's cost: what the armor's cost rule
   * finds for the operation that runs, page sizes from the variables
   * included, rounded up to whole points. HTTP and the WebSocket price an
   * operation only through this; its cost is 0 when it is refused.
   */
  assess: (
    document: DocumentNode,
    operationName: string | null | undefined,
    variables: Record<string, unknown> | null | undefined,
  ) => { errors: GraphQLError[]; cost: number };
};

/** The cost rule of graphql-armor, telling `found` the cost of each operation it admits, in the document's order. */
const costRule = (maxCost: number, found: number[]) =>
  costLimitRule({
    maxCost,
    ignoreIntrospection: true,
    // Relay nests fragments; flattened, they cost what their fields cost.
    flattenFragments: true,
    propagateOnRejection: false,
    onAccept: [(_context, { n }) => found.push(n)],
    onReject: [
      (context, error) =>
        context?.reportError(
          new GraphQLError(error.message.replace(/^Syntax Error: /, ''), {
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          }),
        ),
    ],
  });

/** The refusals of a document's cost (an operation over `maxCost`), or the cost of each of its operations. */
function costsOf(
  schema: GraphQLSchema,
  maxCost: number,
  document: DocumentNode,
): { errors: GraphQLError[]; costs: number[] } {
  const costs: number[] = [];
  const errors = validate(schema, document, [costRule(maxCost, costs)]).map(
    (error) =>
      new GraphQLError(error.message, {
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
      }),
  );
  return { errors, costs };
}

/**
 * What a document's checks need that its variables do not change, worked
 * out once per document (Apollo and the socket keep parsed documents): its
 * arguments with their types, whether its cost needs it rewritten
 * (`pricedDocument`), and which variables its cost depends on.
 */
type Plan = {
  arguments: { name: string; type: GraphQLInputType; value: ValueNode }[];
  /** Whether a field takes `first` or is `nodes`: then the cost rule reads the document as `pricedDocument` writes it. */
  rewritten: boolean;
  /** The variables the cost depends on: page sizes (`first: $first`) by their value, `nodes(ids: $ids)` by their count. */
  pricingVariables: { name: string; counted: boolean }[];
  /** The costs of the operations, by the pricing variables (as `costWith` keys them) they were admitted with: the cost depends on nothing else. */
  admittedPageSizes: Map<string, number[]>;
};

/** The plan of a document, worked out in one walk of it with the schema's types. */
function planOf(schema: GraphQLSchema, document: DocumentNode): Plan {
  const typeInfo = new TypeInfo(schema);
  const found: Plan['arguments'] = [];
  const pricingVariables = new Map<string, boolean>();
  let rewritten = false;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const field = typeInfo.getFieldDef();
        if (field && (field.name === NODES_FIELD || defaultPageOf(field) !== null))
          rewritten = true;
      },
      Argument(node) {
        const argument = typeInfo.getArgument();
        if (argument) found.push({ name: node.name.value, type: argument.type, value: node.value });
        if (node.value.kind !== Kind.VARIABLE) return;
        if (node.name.value === 'first' || node.name.value === 'last')
          pricingVariables.set(node.value.name.value, false);
        else if (node.name.value === 'ids' && typeInfo.getFieldDef()?.name === NODES_FIELD)
          pricingVariables.set(node.value.name.value, true);
      },
    }),
  );
  return {
    arguments: found,
    rewritten,
    pricingVariables: [...pricingVariables].map(([name, counted]) => ({ name, counted })),
    admittedPageSizes: new Map(),
  };
}

/**
 * The cost's refusals of a document with these variables, or the cost of
 * each of its operations. An admitted cost is remembered per document and
 * set of page sizes and id counts (a client pages with a handful of
 * sizes): costing walks and validates the whole document, a large share of
 * a small request. A refusal is worked out again each time, so each answer
 * gets errors of its own.
 */
function costWith(
  schema: GraphQLSchema,
  maxCost: number,
  document: DocumentNode,
  plan: Plan,
  variables: Record<string, unknown>,
): { errors: GraphQLError[]; costs: number[] } {
  const key = plan.pricingVariables
    .map(({ name, counted }) => {
      const value = variables[name];
      return counted ? (Array.isArray(value) ? value.length : 1) : String(value);
    })
    .join(',');
  const known = plan.admittedPageSizes.get(key);
  if (known) return { errors: [], costs: known };
  const found = costsOf(
    schema,
    maxCost,
    plan.rewritten ? pricedDocument(schema, document, variables) : document,
  );
  if (found.errors.length > 0) return found;
  if (plan.admittedPageSizes.size >= COSTS_KEPT_PER_DOCUMENT) plan.admittedPageSizes.clear();
  plan.admittedPageSizes.set(key, found.costs);
  return found;
}

/**
 * The one place the limits of an operation are decided; HTTP (through Apollo
 * Server's options and a plugin) and the WebSocket (in graphql-ws's
 * `onSubscribe`) both apply exactly these.
 */
export function createOperationGate(
  schema: GraphQLSchema,
  limits: OperationLimits,
  armorRules: ValidationRule[],
): OperationGate {
  const validationRules = limits.introspection
    ? armorRules
    : [...armorRules, NoSchemaIntrospectionCustomRule];
  const plans = new WeakMap<DocumentNode, Plan>();
  const planned = (document: DocumentNode): Plan => {
    const known = plans.get(document);
    if (known) return known;
    const plan = planOf(schema, document);
    plans.set(document, plan);
    return plan;
  };

  const assess: OperationGate['assess'] = (document, operationName, rawVariables) => {
    const operation = getOperationAST(document, operationName ?? undefined);
    if (!operation) return { errors: [], cost: 0 };
    const coerced = getVariableValues(
      schema,
      operation.variableDefinitions ?? [],
      rawVariables ?? {},
      { maxErrors: 10 },
    );
    if (coerced.errors) {
      return {
        cost: 0,
        errors: coerced.errors.map(
          (error) =>
            new GraphQLError(error.message, {
              nodes: error.nodes,
              extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
            }),
        ),
      };
    }
    const variables = coerced.coerced;
    const plan = planned(document);
    const priced = costWith(schema, limits.maxCost, document, plan, variables);
    if (priced.errors.length > 0) return { errors: priced.errors, cost: 0 };
    for (const argument of plan.arguments) {
      const value = valueFromAST(argument.value, argument.type, variables);
      if (value === undefined) continue;
      for (const [path, text] of stringsIn(value, argument.type, argument.name)) {
        const error = checkString(path, text);
        if (error) return { errors: [error], cost: 0 };
      }
    }
    const index = document.definitions
      .filter((definition) => definition.kind === Kind.OPERATION_DEFINITION)
      .indexOf(operation);
    return { errors: [], cost: Math.ceil(priced.costs[index] ?? 0) };
  };

  const parseOptions = { maxTokens: limits.maxTokens };
  const validationOptions = { maxErrors: 10, hideSuggestions: !limits.introspection };
  return {
    document: documentChecker(schema, parseOptions, validationRules, validationOptions),
    parseOptions,
    validationRules,
    validationOptions,
    check: (document, operationName, variables) =>
      assess(document, operationName, variables).errors,
    assess,
  };
}
