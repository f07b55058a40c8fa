import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

const DECIMAL = /^-?(0|[1-9]\d{0,30})(\.\d{1,10})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * A string scalar with a format check on the way in and out. Numbers are
 * refused on purpose: a JSON number cannot carry every rupiah exactly.
 */
function stringScalar(name: string, valid: (text: string) => boolean, expected: string) {
  const check = (value: unknown): string => {
    if (typeof value !== 'string' || !valid(value)) {
      throw new GraphQLError(`${name} must be ${expected}; got ${JSON.stringify(value)}.`, {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    return value;
  };
  // A plain object, not a GraphQLScalarType: graphql-tools then merges only
  // these functions into the SDL's scalar and keeps schema.graphql's description.
  return {
    serialize: (value: unknown) =>
      check(value instanceof Date && name === 'DateTime' ? value.toISOString() : value),
    parseValue: check,
    parseLiteral: (ast: ValueNode) => check(ast.kind === Kind.STRING ? ast.value : undefined),
  } as unknown as GraphQLScalarType<string, string>;
}

export const scalarResolvers = {
  Decimal: stringScalar(
    'Decimal',
    (text) => DECIMAL.test(text),
    'a decimal string such as "1500000.00"',
  ),
  Date: stringScalar('Date', isRealDate, 'a date as YYYY-MM-DD'),
  DateTime: stringScalar(
    'DateTime',
    (text) => !Number.isNaN(Date.parse(text)) && /T/.test(text),
    'an ISO 8601 date-time',
  ),
};
