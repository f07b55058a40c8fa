import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, type GraphQLEnumType } from 'graphql';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_ENTITIES, ACTIVITY_MESSAGES } from '../../services/kit/activity.js';
import { en, id } from '../../web/i18n/messageFiles';
import {
  activityEntityLabel,
  labelledEntities,
  activityMessageLabel,
} from '../../web/domain/activity/activityLabels.js';
import {
  addMember,
  addMemberInBuiltInRole,
  counterpartyInput,
  createOrganization,
} from '../support/factories.js';
import { everyPage, GraphQLClient, signedInClient } from '../support/graphql-client.js';
import { systemSuite } from '../support/system-suite.js';
import { createExpectedGraphql } from '../support/treasury-graphql.js';

type Entry = {
  action: string;
  entity: string;
  summary: string;
  actor: { email: string } | null;
  changes: { field: string; before: string | null; after: string | null }[];
};
type Page = {
  edges: { cursor: string; node: Entry }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

const LOG = `query ($first: Int, $after: String, $action: ActivityAction, $entity: String, $actorId: ID, $from: DateTime, $to: DateTime) {
  activityLog(first: $first, after: $after, action: $action, entity: $entity, actorId: $actorId, from: $from, to: $to) {
    edges { cursor node { action entity summary actor { email } changes { field before after } } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const CREATE_COUNTERPARTY =
  'mutation ($input: CounterpartyCreateInput!) { counterpartyCreate(input: $input) { counterparty { id } userErrors { code } } }';

async function log(browser: GraphQLClient, variables: Record<string, unknown> = {}): Promise<Page> {
  return (await browser.data<{ activityLog: Page }>(LOG, { first: 50, ...variables })).activityLog;
}

/** An organisation whose owner has done a few things in two services. */
async function busyOrganization() {
  const { organizationId, owner } = await createOrganization(suite.system);
  const admin = await signedInClient(suite.system.url, owner);
  const input = counterpartyInput({ legalName: 'PT Sumber Jaya', alias: 'Sumber Jaya' });
  await admin.request(CREATE_COUNTERPARTY, { input });
  await admin.request(
    'mutation { roleCreate(input: { name: "Kasir", permissions: ["statements:read"] }) { role { id } } }',
  );
  const maker = await addMemberInBuiltInRole(suite.system, organizationId, 'MAKER');
  const members = await admin.request<{
    members: { edges: { node: { id: string; email: string } }[] };
  }>('{ members(first: 20) { edges { node { id email } } } }');
  const memberId = members.data!.members.edges.find((edge) => edge.node.email === maker.email)!.node
    .id;
  await admin.request(
    'mutation ($input: MemberInput!) { memberDeactivate(input: $input) { member { status } } }',
    { input: { memberId } },
  );
  return { organizationId, owner, admin, maker, input };
}

const suite = systemSuite();

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
    expect(entries[0]!.changes).toEqual([
      { field: 'status', before: 'Active', after: 'Deactivated' },
    ]);
    expect(entries[1]!.changes).toEqual([
      { field: 'name', before: null, after: 'Kasir' },
      { field: 'permissions', before: null, after: 'statements:read' },
    ]);
  });

  it('filters by action, by kind of record, by member and by time', async () => {
    const { admin } = await busyOrganization();
    expect((await log(admin, { action: 'UPDATED' })).edges.map((edge) => edge.node.entity)).toEqual(
      ['MEMBER'],
    );
    expect(
      (await log(admin, { entity: 'COUNTERPARTY' })).edges.map((edge) => edge.node.action),
    ).toEqual(['CREATED']);
    const ownerId = (
      await admin.request<{ viewer: { user: { id: string } } }>('{ viewer { user { id } } }')
    ).data!.viewer.user.id;
    expect((await log(admin, { actorId: ownerId })).edges).toHaveLength(3);
    const somebodyElse = Buffer.from('User:00000000-0000-4000-8000-000000000000').toString(
      'base64url',
    );
    expect((await log(admin, { actorId: somebodyElse })).edges).toEqual([]);
    expect((await log(admin, { from: new Date(Date.now() + 60_000).toISOString() })).edges).toEqual(
      [],
    );
    expect(
      (await log(admin, { to: new Date(Date.now() - 3_600_000).toISOString() })).edges,
    ).toEqual([]);
  });

  it('pages through the merged log one entry at a time without repeating or skipping any, even entries written within one millisecond', async () => {
    const { admin, organizationId } = await busyOrganization();
    // Entries of one request share a millisecond on a fast machine: a cursor that keeps milliseconds only would skip the later ones.
    await sql`update account.activity_log set occurred_at = timestamptz '2026-11-22 10:00:00.123' + (id + 1 - (select min(id) from account.activity_log where organization_id = ${organizationId})) * interval '1 microsecond'
      where organization_id = ${organizationId}`.execute(suite.system.account.db);
    const all = (await log(admin)).edges.map((edge) => edge.node.summary);
    const paged = (await everyPage((after) => log(admin, { first: 1, after }))).map(
      (node) => node.summary,
    );

    expect(paged).toEqual(all);

    for (const broken of [
      'not-a-cursor',
      Buffer.from(JSON.stringify({ account: 'not-a-cursor' })).toString('base64url'),
    ]) {
      const refused = await admin.request(LOG, { first: 5, after: broken });
      expect(refused.data).toBeNull();
      expect(refused.errors?.[0]).toMatchObject({
        message: 'The cursor is not valid.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('writes nothing for a refused change, shows nothing of another organisation, and is FORBIDDEN without activity-log:read', async () => {
    const { organizationId, admin, input } = await busyOrganization();
    await admin.request(CREATE_COUNTERPARTY, { input });
    expect((await log(admin, { entity: 'COUNTERPARTY' })).edges).toHaveLength(1);
    const other = await busyOrganization();
    expect((await log(other.admin)).edges).toHaveLength(3);
    const member = await addMember(suite.system, organizationId, ['statements:read']);
    const browser = await signedInClient(suite.system.url, member);
    expect((await browser.request(LOG)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

const DESCRIBED = `query ($entity: String) {
  activityLog(first: 20, entity: $entity) {
    edges { node { entity entityKind summary description { message parts { __typename name
      ... on ActivityTextPart { text } ... on ActivityCountPart { count } ... on ActivityMoneyPart { money { amount currency } } ... on ActivityDatePart { date } } } } }
  }
}`;
type Described = {
  entity: string;
  entityKind: string;
  summary: string;
  description: { message: string; parts: Record<string, unknown>[] } | null;
};

describe('activity descriptions from structured data', () => {
  it('describes a change as a message with typed parts: money as Money, dates as Date, codes and names as text', async () => {
    const { owner } = await createOrganization(suite.system);
    const admin = await signedInClient(suite.system.url, owner);
    await createExpectedGraphql(admin, {
      date: '2026-12-18',
      description: 'Sewa gudang Desember',
      amount: '4500000.00',
      direction: 'DEBIT',
    });
    const account = await admin.request<{ bankAccountCreate: { bankAccount: { id: string } } }>(
      'mutation ($input: BankAccountCreateInput!) { bankAccountCreate(input: $input) { bankAccount { id } } }',
      {
        input: {
          bankCode: '014',
          accountNumber: '0183456722',
          accountName: 'PT UJI',
          alias: 'BCA Uji',
          currency: 'IDR',
          connectionType: 'MANUAL',
        },
      },
    );
    await admin.request('mutation { statementTransactionsExport(input: {}) { export { id } } }');

    const entries = (
      await admin.request<{ activityLog: { edges: { node: Described }[] } }>(DESCRIBED)
    ).data!.activityLog.edges.map((edge) => edge.node);
    const expected = entries.find((entry) => entry.entity === 'EXPECTED_TRANSACTION')!;
    expect(expected.entityKind).toBe('EXPECTED_TRANSACTION');
    expect(expected.description).toEqual({
      message: 'EXPECTED_TRANSACTION_CREATED',
      parts: [
        {
          __typename: 'ActivityMoneyPart',
          name: 'amount',
          money: { amount: '4500000.00', currency: 'IDR' },
        },
        { __typename: 'ActivityDatePart', name: 'date', date: '2026-12-18' },
        { __typename: 'ActivityTextPart', name: 'direction', text: 'DEBIT' },
      ],
    });
    // The plain English summary stays for integrators who read text.
    expect(expected.summary).toBe('Expected outgoing IDR 4500000.00 on 2026-12-18 created');

    const bankAccount = entries.find((entry) => entry.entityKind === 'BANK_ACCOUNT')!;
    expect(account.data!.bankAccountCreate.bankAccount.id).toBeTruthy();
    expect(bankAccount.description).toEqual({
      message: 'BANK_ACCOUNT_CREATED',
      parts: [
        { __typename: 'ActivityTextPart', name: 'accountNumber', text: '0183456722' },
        { __typename: 'ActivityTextPart', name: 'alias', text: 'BCA Uji' },
        { __typename: 'ActivityTextPart', name: 'bank', text: expect.any(String) },
        { __typename: 'ActivityTextPart', name: 'currency', text: 'IDR' },
      ],
    });
    const exported = entries.find((entry) => entry.entity === 'EXPORT')!;
    expect(exported).toMatchObject({
      entityKind: 'EXPORT',
      description: {
        message: 'EXPORT_REQUESTED',
        parts: [{ __typename: 'ActivityTextPart', name: 'kind', text: 'STATEMENT_TRANSACTIONS' }],
      },
    });
  });

  it('an entry written before descriptions were kept answers a null description and keeps its summary', async () => {
    const { organizationId, owner } = await createOrganization(suite.system);
    const admin = await signedInClient(suite.system.url, owner);
    await admin.request(
      'mutation { roleCreate(input: { name: "Lama", permissions: ["statements:read"] }) { role { id } } }',
    );
    await sql`update activity_log set description = null where organization_id = ${organizationId}`.execute(
      suite.system.account.db,
    );
    const [entry] = (
      await admin.request<{ activityLog: { edges: { node: Described }[] } }>(DESCRIBED)
    ).data!.activityLog.edges.map((edge) => edge.node);
    expect(entry).toMatchObject({
      entityKind: 'ROLE',
      summary: 'Role Lama created',
      description: null,
    });
  });
});

/** Every `entity: 'KIND'` written next to a recordActivity call in the services' sources. */
function kindsTheServicesWrite(): Set<string> {
  const kinds = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.ts') && !file.endsWith('.test.ts')) {
        const text = readFileSync(file, 'utf8');
        // recordActivity(trx, entry) or, for a member's change, recordActivityBy(trx, auth, change).
        for (const call of text.split(/recordActivity(?:By)?\(/).slice(1)) {
          const kind = /entity: '([A-Z_]+)'/.exec(call.slice(0, 600))?.[1];
          if (kind) kinds.add(kind);
        }
      }
    }
  };
  walk(path.resolve('services'));
  return kinds;
}

describe('every kind of record and every description has a label in both languages', () => {
  const schema = buildSchema(readFileSync(path.resolve('schema.graphql'), 'utf8'));
  const enumValues = (name: string) =>
    (schema.getType(name) as GraphQLEnumType)
      .getValues()
      .map((value) => value.name)
      .sort();
  const catalogues: Record<string, Record<string, string>> = { en, id };

  it('the kinds the services write are the contracts’ list, the schema’s ActivityEntityKind and the kinds the web’s catalogues label, none of them "Other record"', () => {
    const written = [...kindsTheServicesWrite()].sort();
    expect(written.length).toBeGreaterThanOrEqual(12);
    expect(
      written.filter((kind) => !(ACTIVITY_ENTITIES as readonly string[]).includes(kind)),
    ).toEqual([]);
    expect(enumValues('ActivityEntityKind')).toEqual([...ACTIVITY_ENTITIES].sort());
    expect(labelledEntities(en).sort()).toEqual([...ACTIVITY_ENTITIES].sort());
    for (const kind of ACTIVITY_ENTITIES) {
      const label = activityEntityLabel(kind, en).id;
      expect(label).not.toBe('activity.entity.other');
      for (const [language, catalogue] of Object.entries(catalogues))
        expect(catalogue[label], `${language}: ${label}`).toBeTruthy();
    }
  });

  it('each message of the kit is in the schema’s ActivityMessage and worded in English and Indonesian', () => {
    expect(enumValues('ActivityMessage')).toEqual(Object.keys(ACTIVITY_MESSAGES).sort());
    for (const message of Object.keys(ACTIVITY_MESSAGES)) {
      for (const [language, catalogue] of Object.entries(catalogues))
        expect(catalogue[activityMessageLabel(message).id], `${language}: ${message}`).toBeTruthy();
    }
  });
});
