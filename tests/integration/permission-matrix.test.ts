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
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MUTATION_RULES, type MutationName } from '../../bff/authorization.js';
import { BUILT_IN_ROLES, isPermission, type BuiltInRole } from '../../services/kit/permissions.js';
import type { System } from '../../system.js';
import { addMemberInBuiltInRole, createOrganization, signInRest, type Tokens } from '../support/factories.js';
import { GraphQLClient } from '../support/graphql-client.js';
import { startTestSystem } from '../support/system.js';

const schema = buildSchema(readFileSync(path.resolve(import.meta.dirname, '../../schema.graphql'), 'utf8'));
const mutations = Object.values(schema.getMutationType()!.getFields());
const ROLES = Object.keys(BUILT_IN_ROLES) as BuiltInRole[];

const SCALAR_SAMPLES: Record<string, unknown> = { String: 'x', ID: 'eA', Boolean: false, Int: 1, Float: 1, Decimal: '1.00', Date: '2026-01-01', DateTime: '2026-01-01T00:00:00Z' };

/** A value of the right shape for a required input: enough for the call to reach its authorization. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [];
  const named = getNamedType(type);
  if (isScalarType(named)) return SCALAR_SAMPLES[named.name] ?? 'x';
  if (isEnumType(named)) return named.getValues()[0]!.value;
  if (isInputObjectType(named)) {
    return Object.fromEntries(
      Object.values(named.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sample(field.type)]),
    );
  }
  return null;
}

/** The mutation called with sample arguments, selecting only its type name. */
function operationFor(name: string) {
  const field = schema.getMutationType()!.getFields()[name]!;
  const required = field.args.filter((arg) => isNonNullType(arg.type));
  const declared = required.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return {
    query: `mutation Probe${declared ? `(${declared})` : ''} { ${name}${passed ? `(${passed})` : ''} { __typename } }`,
    variables: Object.fromEntries(required.map((arg) => [arg.name, sample(arg.type)])),
  };
}

let system: System;
const tokens = new Map<BuiltInRole, Tokens>();

beforeAll(async () => {
  system = await startTestSystem();
  const { organizationId } = await createOrganization(system);
  for (const role of ROLES) tokens.set(role, await signInRest(system, await addMemberInBuiltInRole(system, organizationId, role)));
});

afterAll(() => system?.stop());

async function call(name: string, accessToken?: string): Promise<string | undefined> {
  const { query, variables } = operationFor(name);
  const client = new GraphQLClient(system.url);
  const result = await client.request(query, variables, accessToken ? { authorization: `Bearer ${accessToken}` } : {});
  return result.errors?.[0]?.extensions?.code;
}

describe('the permission matrix', () => {
  it('every mutation of the schema has a rule, and every rule names a permission of the catalogue', () => {
    const names = mutations.map((field) => field.name).sort();
    expect(Object.keys(MUTATION_RULES).sort()).toEqual(names);
    const unknown = Object.values(MUTATION_RULES).flatMap((rule) => (rule.kind === 'permission' && !isPermission(rule.permission) ? [rule.permission] : []));
    expect(unknown).toEqual([]);
  });

  for (const field of mutations) {
    const rule = MUTATION_RULES[field.name as MutationName];
    const expectation =
      rule.kind === 'permission'
        ? `needs ${rule.permission}: ${ROLES.map((role) => `${role} ${(BUILT_IN_ROLES[role].permissions as readonly string[]).includes(rule.permission) ? 'allowed' : 'FORBIDDEN'}`).join(', ')}`
        : rule.kind === 'signed-in'
          ? 'allowed for every signed-in role, UNAUTHENTICATED without a session'
          : 'public';
    it(`${field.name}: ${expectation}`, async () => {
      for (const role of ROLES) {
        const code = await call(field.name, tokens.get(role)!.accessToken);
        const allowed = rule.kind !== 'permission' || (BUILT_IN_ROLES[role].permissions as readonly string[]).includes(rule.permission);
        expect({ role, forbidden: code === 'FORBIDDEN' }).toEqual({ role, forbidden: !allowed });
        expect(code).not.toBe('UNAUTHENTICATED');
      }
      const anonymous = await call(field.name);
      if (rule.kind === 'public') expect(anonymous).not.toBe('UNAUTHENTICATED');
      else expect(anonymous).toBe('UNAUTHENTICATED');
    });
  }
});
