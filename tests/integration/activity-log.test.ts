import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../system.js';
import { addMember, addMemberInBuiltInRole, counterpartyInput, createOrganization } from '../support/factories.js';
import { GraphQLClient } from '../support/graphql-client.js';
import { startTestSystem } from '../support/system.js';

let system: System;

type Entry = { action: string; entity: string; summary: string; actor: { email: string } | null; changes: { field: string; before: string | null; after: string | null }[] };
type Page = { edges: { cursor: string; node: Entry }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };

const LOG = `query ($first: Int, $after: String, $action: ActivityAction, $entity: String, $actorId: ID, $from: DateTime, $to: DateTime) {
  activityLog(first: $first, after: $after, action: $action, entity: $entity, actorId: $actorId, from: $from, to: $to) {
    edges { cursor node { action entity summary actor { email } changes { field before after } } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const CREATE_COUNTERPARTY = 'mutation ($input: CounterpartyCreateInput!) { counterpartyCreate(input: $input) { counterparty { id } userErrors { code } } }';

async function log(browser: GraphQLClient, variables: Record<string, unknown> = {}): Promise<Page> {
  const result = await browser.request<{ activityLog: Page }>(LOG, { first: 50, ...variables });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.activityLog;
}

/** An organisation whose owner has done a few things in two services. */
async function busyOrganization() {
  const { organizationId, owner } = await createOrganization(system);
  const admin = new GraphQLClient(system.url);
  await admin.signIn(owner.email, owner.password);
  const input = counterpartyInput({ legalName: 'PT Sumber Jaya', alias: 'Sumber Jaya' });
  await admin.request(CREATE_COUNTERPARTY, { input });
  await admin.request('mutation { roleCreate(input: { name: "Kasir", permissions: ["statements:read"] }) { role { id } } }');
  const maker = await addMemberInBuiltInRole(system, organizationId, 'MAKER');
  const members = await admin.request<{ members: { edges: { node: { id: string; email: string } }[] } }>('{ members(first: 20) { edges { node { id email } } } }');
  const memberId = members.data!.members.edges.find((edge) => edge.node.email === maker.email)!.node.id;
  await admin.request('mutation ($input: MemberInput!) { memberDeactivate(input: $input) { member { status } } }', { input: { memberId } });
  return { organizationId, owner, admin, maker, input };
}

beforeAll(async () => {
  system = await startTestSystem();
});

afterAll(() => system?.stop());

describe('the activity log', () => {
  it('shows every change of every service, newest first, with who made it and what changed', async () => {
    const { owner, admin, maker } = await busyOrganization();
    const entries = (await log(admin)).edges.map((edge) => edge.node);
    expect(entries.map((entry) => [entry.action, entry.entity, entry.summary])).toEqual([
      ['UPDATED', 'MEMBER', `Member ${maker.email} deactivated`],
      ['CREATED', 'ROLE', 'Role Kasir created'],
      ['CREATED', 'COUNTERPARTY', 'Counterparty PT Sumber Jaya (Sumber Jaya) created'],
    ]);
    expect(entries.every((entry) => entry.actor?.email === owner.email)).toBe(true);
    expect(entries[0]!.changes).toEqual([{ field: 'status', before: 'Active', after: 'Deactivated' }]);
    expect(entries[1]!.changes).toEqual([
      { field: 'name', before: null, after: 'Kasir' },
      { field: 'permissions', before: null, after: 'statements:read' },
    ]);
  });

  it('filters by action, by kind of record, by member and by time', async () => {
    const { admin } = await busyOrganization();
    expect((await log(admin, { action: 'UPDATED' })).edges.map((edge) => edge.node.entity)).toEqual(['MEMBER']);
    expect((await log(admin, { entity: 'COUNTERPARTY' })).edges.map((edge) => edge.node.action)).toEqual(['CREATED']);
    const ownerId = (await admin.request<{ viewer: { user: { id: string } } }>('{ viewer { user { id } } }')).data!.viewer.user.id;
    expect((await log(admin, { actorId: ownerId })).edges).toHaveLength(3);
    const somebodyElse = Buffer.from('User:00000000-0000-4000-8000-000000000000').toString('base64url');
    expect((await log(admin, { actorId: somebodyElse })).edges).toEqual([]);
    expect((await log(admin, { from: new Date(Date.now() + 60_000).toISOString() })).edges).toEqual([]);
    expect((await log(admin, { to: new Date(Date.now() - 3_600_000).toISOString() })).edges).toEqual([]);
  });

  it('pages through the merged log one entry at a time without repeating or skipping any', async () => {
    const { admin } = await busyOrganization();
    const all = (await log(admin)).edges.map((edge) => edge.node.summary);
    const paged: string[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 10; guard += 1) {
      const page: Page = await log(admin, { first: 1, after });
      paged.push(...page.edges.map((edge) => edge.node.summary));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(paged).toEqual(all);
  });

  it('writes nothing for a refused change, shows nothing of another organisation, and is FORBIDDEN without activity-log:read', async () => {
    const { organizationId, admin, input } = await busyOrganization();
    await admin.request(CREATE_COUNTERPARTY, { input });
    expect((await log(admin, { entity: 'COUNTERPARTY' })).edges).toHaveLength(1);
    const other = await busyOrganization();
    expect((await log(other.admin)).edges).toHaveLength(3);
    const member = await addMember(system, organizationId, ['statements:read']);
    const browser = new GraphQLClient(system.url);
    await browser.signIn(member.email, member.password);
    expect((await browser.request(LOG)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
