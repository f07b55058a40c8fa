import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MUTATION_RULES,
  ruleAllows,
  type MutationName,
  type MutationRule,
} from '../../bff/authorization.js';
import {
  BUILT_IN_ROLES,
  isPermission,
  PERMISSIONS,
  type BuiltInRole,
} from '../../contracts/account/permissions.js';
import type { System } from '../../system.js';
import {
  addMember,
  addMemberInBuiltInRole,
  createOrganization,
  signInRest,
  type Tokens,
} from '../support/factories.js';
import { GraphQLClient } from '../support/graphql-client.js';
import { contract, operationFor } from '../support/schema-samples.js';
import { workerSystem } from '../support/system.js';

const mutations = Object.values(contract.getMutationType()!.getFields());
const ROLES = Object.keys(BUILT_IN_ROLES) as BuiltInRole[];
/** The rule of a mutation of schema.graphql: undefined for one that has none (the first test names it). */
const ruleOf = (name: string): MutationRule | undefined => MUTATION_RULES[name as MutationName];

/** What a mutation's description in schema.graphql says it needs: every one of the permissions, or one of them. */
type Documented = { permissions: string[]; anyOf: boolean };

/**
 * Reads the permission sentence of a mutation's description: "Needs the
 * `a:b` permission.", "Needs the `a:b` and the `c:d` permissions.", "Needs the
 * `a:b` or the `c:d` permission.", or "Permissions as `otherMutation`." What
 * follows ", and also" (a permission asked only in some cases) is not part of
 * the requirement. Null when the description names no permission.
 */
function documented(name: string, seen = new Set<string>()): Documented | null {
  const text = (contract.getMutationType()!.getFields()[name]?.description ?? '').replace(
    /\s+/g,
    ' ',
  );
  const as = /Permissions as `(\w+)`/.exec(text);
  if (as && !seen.has(as[1]!)) return documented(as[1]!, seen.add(name));
  const sentence =
    /Needs (?:the )?(`[a-z-]+:[a-z-]+`(?:(?:,| and| or)+ (?:the )?`[a-z-]+:[a-z-]+`)*)/.exec(
      text,
    )?.[1];
  if (!sentence) return null;
  return {
    permissions: [...sentence.matchAll(/`([a-z-]+:[a-z-]+)`/g)].map((match) => match[1]!),
    anyOf: / or /.test(sentence),
  };
}

let system: System;
let organizationId: string;
const tokens = new Map<BuiltInRole, Tokens>();
const members = new Map<string, Promise<Tokens>>();

/** A member of the organisation holding exactly these permissions, signed in (one per distinct set). */
function memberHolding(permissions: readonly string[]): Promise<Tokens> {
  const key = [...permissions].sort().join(' ');
  let member = members.get(key);
  if (!member)
    members.set(
      key,
      (member = addMember(system, organizationId, [...permissions]).then((credentials) =>
        signInRest(system, credentials),
      )),
    );
  return member;
}

beforeAll(async () => {
  system = await workerSystem();
  ({ organizationId } = await createOrganization(system));
  for (const role of ROLES)
    tokens.set(
      role,
      await signInRest(system, await addMemberInBuiltInRole(system, organizationId, role)),
    );
});

afterAll(() => system?.stop());

async function call(name: string, accessToken?: string): Promise<string | undefined> {
  const { query, variables } = operationFor('mutation', name);
  const client = new GraphQLClient(system.url);
  const result = await client.request(
    query,
    variables,
    accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  );
  return result.errors?.[0]?.extensions?.code;
}

describe('the permission matrix', () => {
  it('every mutation of the schema has a rule, and every rule names a permission of the catalogue', () => {
    const names = mutations.map((field) => field.name).sort();
    expect(Object.keys(MUTATION_RULES).sort()).toEqual(names);
    const unknown = Object.values(MUTATION_RULES).flatMap((rule) =>
      rule.kind === 'permission'
        ? rule.permissions.filter((permission) => !isPermission(permission))
        : [],
    );
    expect(unknown).toEqual([]);
  });

  it('every mutation’s rule is the permission its description documents, and one that documents none is for anyone or any signed-in user', () => {
    const disagreeing = mutations.flatMap((field) => {
      const rule = ruleOf(field.name);
      const stated = documented(field.name);
      const ruled =
        rule?.kind === 'permission'
          ? { permissions: [...rule.permissions], anyOf: Boolean(rule.anyOf) }
          : null;
      return JSON.stringify(stated) === JSON.stringify(ruled)
        ? []
        : [{ mutation: field.name, documented: stated, rule: ruled ?? rule?.kind ?? 'none' }];
    });
    expect(disagreeing).toEqual([]);
  });

  for (const field of mutations) {
    const rule = ruleOf(field.name);
    // A mutation without a rule has no row to run: the first test fails, naming it.
    if (!rule) continue;
    const stated = documented(field.name);
    const expectation =
      rule.kind === 'permission'
        ? `needs ${rule.permissions.join(rule.anyOf ? ' or ' : ' and ')}: ${ROLES.map((role) => `${role} ${ruleAllows(rule, BUILT_IN_ROLES[role].permissions) ? 'allowed' : 'FORBIDDEN'}`).join(', ')}`
        : rule.kind === 'signed-in'
          ? 'allowed for every signed-in role, UNAUTHENTICATED without a session'
          : 'public';
    it(`${field.name}: ${expectation}`, async () => {
      for (const role of ROLES) {
        const code = await call(field.name, tokens.get(role)!.accessToken);
        expect({ role, forbidden: code === 'FORBIDDEN' }).toEqual({
          role,
          forbidden: !ruleAllows(rule, BUILT_IN_ROLES[role].permissions),
        });
        expect(code).not.toBe('UNAUTHENTICATED');
      }
      const anonymous = await call(field.name);
      if (rule.kind === 'public') expect(anonymous).not.toBe('UNAUTHENTICATED');
      else expect(anonymous).toBe('UNAUTHENTICATED');
    });

    if (stated) {
      // Built from the description, not from the rule: a member holding every other permission of the catalogue.
      const lacking = stated.anyOf
        ? [stated.permissions]
        : stated.permissions.map((permission) => [permission]);
      it(`${field.name}: a member holding every permission but ${lacking.map((set) => set.join(' and ')).join(', or but ')} gets FORBIDDEN, one holding just what it documents does not`, async () => {
        for (const missing of lacking) {
          const member = await memberHolding(
            PERMISSIONS.filter((permission) => !missing.includes(permission)),
          );
          expect({ missing, code: await call(field.name, member.accessToken) }).toEqual({
            missing,
            code: 'FORBIDDEN',
          });
        }
        const enough = stated.anyOf
          ? stated.permissions.map((permission) => [permission])
          : [stated.permissions];
        for (const held of enough)
          expect({
            held,
            code: await call(field.name, (await memberHolding(held)).accessToken),
          }).not.toEqual({ held, code: 'FORBIDDEN' });
      });
    }
  }
});
