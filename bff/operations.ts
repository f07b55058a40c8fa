import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import {
  getNullableType,
  getOperationAST,
  GraphQLError,
  isInputObjectType,
  isListType,
  Kind,
  NoSchemaIntrospectionCustomRule,
  TypeInfo,
  validate,
  valueFromAST,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type ParseOptions,
  type ValueNode,
  type ValidationRule,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values.js';

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

/**
 * Puts the value of a `first`/`last` variable into the document, so that the
 * cost rule, which reads page sizes from literals only, costs a page size
 * given as a variable exactly like the same literal.
 */
function inlinePageSizes(document: DocumentNode, variables: Record<string, unknown>): DocumentNode {
  return visit(document, {
    Argument(node) {
      if (
        (node.name.value !== 'first' && node.name.value !== 'last') ||
        node.value.kind !== Kind.VARIABLE
      )
        return undefined;
      const value = variables[node.value.name.value];
      if (typeof value !== 'number' || !Number.isInteger(value)) return undefined;
      return { ...node, value: { kind: Kind.INT, value: String(value) } };
    },
  });
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

export type OperationGate = {
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
  const costOf = (document: DocumentNode) => costsOf(schema, limits.maxCost, document);

  /**
   * What a document's checks need that its variables do not change, worked
   * out once per document (Apollo and the socket keep parsed documents): its
   * arguments with their types, and which variables give page sizes.
   */
  type Plan = {
    arguments: { name: string; type: GraphQLInputType; value: ValueNode }[];
    /** The variables that give a page size (`first: $first`); none when every page size is a literal. */
    pageSizeVariables: string[];
    /** The costs of the operations, by the page sizes (as `costWith` keys them) they were admitted with: the cost depends on nothing else. */
    admittedPageSizes: Map<string, number[]>;
  };
  const plans = new WeakMap<DocumentNode, Plan>();
  const planOf = (document: DocumentNode): Plan => {
    const known = plans.get(document);
    if (known) return known;
    const typeInfo = new TypeInfo(schema);
    const found: Plan['arguments'] = [];
    const pageSizeVariables = new Set<string>();
    visit(
      document,
      visitWithTypeInfo(typeInfo, {
        Argument(node) {
          const argument = typeInfo.getArgument();
          if (argument)
            found.push({ name: node.name.value, type: argument.type, value: node.value });
          if (
            (node.name.value === 'first' || node.name.value === 'last') &&
            node.value.kind === Kind.VARIABLE
          )
            pageSizeVariables.add(node.value.name.value);
        },
      }),
    );
    const plan: Plan = {
      arguments: found,
      pageSizeVariables: [...pageSizeVariables],
      admittedPageSizes: new Map(),
    };
    plans.set(document, plan);
    return plan;
  };
  /**
   * The cost's refusals of a document with these variables, or the cost of
   * each of its operations. An admitted cost is remembered per document and
   * set of page sizes (a client pages with a handful of sizes): costing walks
   * and validates the whole document, a large share of a small request. A
   * refusal is worked out again each time, so each answer gets errors of its
   * own.
   */
  const costWith = (
    document: DocumentNode,
    plan: Plan,
    variables: Record<string, unknown>,
  ): { errors: GraphQLError[]; costs: number[] } => {
    const key = plan.pageSizeVariables.map((name) => String(variables[name])).join(',');
    const known = plan.admittedPageSizes.get(key);
    if (known) return { errors: [], costs: known };
    const found =
      plan.pageSizeVariables.length === 0
        ? costOf(document)
        : costOf(inlinePageSizes(document, variables));
    if (found.errors.length > 0) return found;
    if (plan.admittedPageSizes.size >= COSTS_KEPT_PER_DOCUMENT) plan.admittedPageSizes.clear();
    plan.admittedPageSizes.set(key, found.costs);
    return found;
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
    const plan = planOf(document);
    const priced = costWith(document, plan, variables);
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

  return {
    parseOptions: { maxTokens: limits.maxTokens },
    validationRules,
    validationOptions: { maxErrors: 10, hideSuggestions: !limits.introspection },
    check: (document, operationName, variables) =>
      assess(document, operationName, variables).errors,
    assess,
  };
}
