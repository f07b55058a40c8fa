import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MUTATION_RULES, type MutationName } from '../../bff/authorization.js';
import { BUILT_IN_ROLES, isPermission, type BuiltInRole } from '../../contracts/account/permissions.js';
import type { System } from '../../system.js';
import { addMemberInBuiltInRole, createOrganization, signInRest, type Tokens } from '../support/factories.js';
import { GraphQLClient } from '../support/graphql-client.js';
import { contract, operationFor } from '../support/schema-samples.js';
import { startTestSystem } from '../support/system.js';

const mutations = Object.values(contract.getMutationType()!.getFields());
const ROLES = Object.keys(BUILT_IN_ROLES) as BuiltInRole[];

let system: System;
const tokens = new Map<BuiltInRole, Tokens>();

beforeAll(async () => {
  system = await startTestSystem();
  const { organizationId } = await createOrganization(system);
  for (const role of ROLES) tokens.set(role, await signInRest(system, await addMemberInBuiltInRole(system, organizationId, role)));
});

afterAll(() => system?.stop());

async function call(name: string, accessToken?: string): Promise<string | undefined> {
  const { query, variables } = operationFor('mutation', name);
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
