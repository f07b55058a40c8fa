import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';

/** The public contract, as the BFF serves it. */
export const contract = buildSchema(
  readFileSync(path.resolve(import.meta.dirname, '../../schema.graphql'), 'utf8'),
);

const SCALAR_SAMPLES: Record<string, unknown> = {
  String: 'x',
  ID: 'eA',
  Boolean: false,
  Int: 1,
  Float: 1,
  Decimal: '1.00',
  Date: '2026-01-01',
  DateTime: '2026-01-01T00:00:00Z',
};

/**
 * A value of the right shape for a required input: enough for a call to
 * reach its authorization and its lookups. `ids` supplies values for ID
 * fields by their path (for example `input.roleId`).
 */
export function sample(
  type: GraphQLInputType,
  at = '',
  ids: Record<string, unknown> = {},
): unknown {
  if (at in ids) return ids[at];
  if (isNonNullType(type)) return sample(type.ofType, at, ids);
  if (isListType(type)) return [];
  const named = getNamedType(type);
  if (isScalarType(named)) return SCALAR_SAMPLES[named.name] ?? 'x';
  if (isEnumType(named)) return named.getValues()[0]!.value;
  if (isInputObjectType(named)) {
    return Object.fromEntries(
      Object.values(named.getFields())
        .filter((field) => isNonNullType(field.type) || `${at}.${field.name}` in ids)
        .map((field) => [field.name, sample(field.type, `${at}.${field.name}`, ids)]),
    );
  }
  return null;
}

/** The paths of every ID (or [ID]) an operation field takes, through its input objects: `id`, `input.roleId`, … */
export function idPaths(field: GraphQLField<unknown, unknown>): string[] {
  const paths: string[] = [];
  const walk = (type: GraphQLInputType, at: string, depth: number) => {
    const named = getNamedType(type);
    if (named.name === 'ID') paths.push(at);
    else if (isInputObjectType(named) && depth < 4)
      for (const inner of Object.values(named.getFields()))
        walk(inner.type, `${at}.${inner.name}`, depth + 1);
  };
  for (const arg of field.args) walk(arg.type, arg.name, 0);
  return paths;
}

/** An operation calling one field with sample arguments, selecting its type name. */
export function operationFor(
  kind: 'query' | 'mutation',
  name: string,
  ids: Record<string, unknown> = {},
) {
  const root = kind === 'query' ? contract.getQueryType()! : contract.getMutationType()!;
  const field = root.getFields()[name]!;
  const used = field.args.filter(
    (arg) =>
      isNonNullType(arg.type) ||
      Object.keys(ids).some((path) => path === arg.name || path.startsWith(`${arg.name}.`)),
  );
  const declared = used.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = used.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const returns = getNamedType(field.type);
  const selection = 'getFields' in returns ? ' { __typename }' : '';
  return {
    query: `${kind} Probe${declared ? `(${declared})` : ''} { ${name}${passed ? `(${passed})` : ''}${selection} }`,
    variables: Object.fromEntries(used.map((arg) => [arg.name, sample(arg.type, arg.name, ids)])),
  };
}
