import { describe, expect, it } from 'vitest';
import { addMember, callRest } from '../support/factories.js';
import { GraphQLClient, signedInClient } from '../support/graphql-client.js';
import { organisationSuite } from '../support/organisation-suite.js';
import { lineOnNewAccountRest } from '../support/treasury-rest.js';

const suite = organisationSuite({
  name: 'PT Cahaya Sentosa',
  outsider: 'PT Organisasi Seberang',
  clients: true,
});

const RULE = `id name priority amountToleranceAbsolute amountToleranceRelative allowTransferFees daysBefore daysAfter requireAmount requireCounterparty requireReference
  proposeAt autoConfirmAt enabled createdBy { email } updatedAt`;
const LIST = `query { reconciliationRules { usesDefault rules { ${RULE} } } }`;
const CREATE = `mutation ($input: ReconciliationRuleCreateInput!) { reconciliationRuleCreate(input: $input) { rule { ${RULE} } userErrors { field code message } } }`;
const UPDATE = `mutation ($input: ReconciliationRuleUpdateInput!) { reconciliationRuleUpdate(input: $input) { rule { ${RULE} } userErrors { field code message } } }`;
const DELETE = `mutation ($input: ReconciliationRuleDeleteInput!) { reconciliationRuleDelete(input: $input) { deletedRuleId ruleSet { rules { id priority } } userErrors { field code message } } }`;
const REORDER = `mutation ($input: ReconciliationRulesReorderInput!) { reconciliationRulesReorder(input: $input) { ruleSet { rules { id name priority } } userErrors { field code message } } }`;
const PREVIEW = `mutation ($input: ReconciliationRulesPreviewInput!) { reconciliationRulesPreview(input: $input) {
  preview { from to statementTransactions items truncated proposed wouldConfirm existingMatches agreeing contradicting missed newProposals
    sample { confidence ruleIndex decision verdict amount { amount currency } reasons { code text values { name value } } statementTransactions { recordId date description amount { amount } } items { recordId amount { amount } } } }
  userErrors { field code message } } }`;

type Rule = {
  id: string;
  name: string;
  priority: number;
  autoConfirmAt: string | null;
  [key: string]: unknown;
};
type UserErrors = { field: string | null; code: string; message: string }[];
type RulePayload = { rule: Rule | null; userErrors: UserErrors };

async function createRule(client: GraphQLClient, input: Record<string, unknown>): Promise<Rule> {
  const result = await client.request<{ reconciliationRuleCreate: RulePayload }>(CREATE, { input });
  const rule = result.data?.reconciliationRuleCreate.rule;
  if (!rule) throw new Error(JSON.stringify(result));
  return rule;
}

const rulesOf = async (client: GraphQLClient) =>
  (await client.request<{ reconciliationRules: { usesDefault: boolean; rules: Rule[] } }>(LIST))
    .data!.reconciliationRules;

describe('matching rules through GraphQL', () => {
  it('creates a rule with decimal tolerances and thresholds, lists it in priority order, and changes it', async () => {
    expect(await rulesOf(suite.ownerClient)).toEqual({ usesDefault: true, rules: [] });
    const rule = await createRule(suite.ownerClient, {
      name: 'Transfer fees',
      amountToleranceAbsolute: '2500',
      amountToleranceRelative: '0.005',
      daysBefore: 2,
      daysAfter: 5,
    });
    expect(rule).toMatchObject({
      name: 'Transfer fees',
      priority: 1,
      amountToleranceAbsolute: '2500.00',
      amountToleranceRelative: '0.00500',
      daysBefore: 2,
      daysAfter: 5,
      proposeAt: '0.3000',
      autoConfirmAt: null,
      enabled: true,
    });
    expect(rule.createdBy).toMatchObject({ email: expect.stringContaining('@') });
    const changed = await suite.ownerClient.request<{ reconciliationRuleUpdate: RulePayload }>(
      UPDATE,
      {
        input: { ruleId: rule.id, requireCounterparty: true, name: null },
      },
    );
    expect(changed.data!.reconciliationRuleUpdate).toMatchObject({
      userErrors: [],
      rule: { name: 'Transfer fees', requireCounterparty: true },
    });
    const on = await suite.ownerClient.request<{ reconciliationRuleUpdate: RulePayload }>(UPDATE, {
      input: { ruleId: rule.id, autoConfirmAt: '0.97' },
    });
    expect(on.data!.reconciliationRuleUpdate.rule).toMatchObject({ autoConfirmAt: '0.9700' });
    const off = await suite.ownerClient.request<{ reconciliationRuleUpdate: RulePayload }>(UPDATE, {
      input: { ruleId: rule.id, autoConfirmAt: null },
    });
    expect(off.data!.reconciliationRuleUpdate.rule).toMatchObject({
      autoConfirmAt: null,
      requireCounterparty: true,
    });
    expect((await rulesOf(suite.ownerClient)).usesDefault).toBe(false);
    const deleted = await suite.ownerClient.request<{
      reconciliationRuleDelete: { deletedRuleId: string; ruleSet: { rules: unknown[] } };
    }>(DELETE, { input: { ruleId: rule.id } });
    expect(deleted.data!.reconciliationRuleDelete).toMatchObject({
      deletedRuleId: rule.id,
      ruleSet: { rules: [] },
    });
  });

  it('bad input is refused with the specific error naming its field, and nothing changes', async () => {
    const rule = await createRule(suite.ownerClient, { name: 'Strict' });
    const before = await rulesOf(suite.ownerClient);
    const tooWide = await suite.ownerClient.request<{ reconciliationRuleUpdate: RulePayload }>(
      UPDATE,
      {
        input: { ruleId: rule.id, amountToleranceRelative: '0.25' },
      },
    );
    expect(tooWide.data!.reconciliationRuleUpdate).toEqual({
      rule: null,
      userErrors: [
        {
          field: 'amountToleranceRelative',
          code: 'U-TRSY-RR-6',
          message:
            'The percentage tolerance must be from 0% to 10% (a fraction from 0 to 0.1, at most 5 decimals).',
        },
      ],
    });
    const belowReview = await suite.ownerClient.request<{ reconciliationRuleCreate: RulePayload }>(
      CREATE,
      {
        input: { name: 'Eager', proposeAt: '0.95', autoConfirmAt: '0.9' },
      },
    );
    expect(belowReview.data!.reconciliationRuleCreate.userErrors).toEqual([
      {
        field: 'autoConfirmAt',
        code: 'U-TRSY-RR-10',
        message: 'Matches can confirm themselves only at or above the review threshold.',
      },
    ]);
    const taken = await suite.ownerClient.request<{ reconciliationRuleCreate: RulePayload }>(
      CREATE,
      {
        input: { name: 'strict' },
      },
    );
    expect(taken.data!.reconciliationRuleCreate.userErrors).toMatchObject([
      { field: 'name', code: 'U-TRSY-RR-4' },
    ]);
    const preview = await suite.ownerClient.request<{
      reconciliationRulesPreview: { preview: unknown; userErrors: UserErrors };
    }>(PREVIEW, { input: { rules: [{}, { daysBefore: 61 }] } });
    expect(preview.data!.reconciliationRulesPreview).toMatchObject({
      preview: null,
      userErrors: [{ field: 'rules.1.daysBefore', code: 'U-TRSY-RR-7' }],
    });
    expect(await rulesOf(suite.ownerClient)).toEqual(before);
    await suite.ownerClient.request(DELETE, { input: { ruleId: rule.id } });
  });

  it('another organisation’s rule is NOT FOUND to change, delete or reorder, and stays as it was', async () => {
    const mine = await createRule(suite.ownerClient, { name: 'Mine' });
    const foreign = await createRule(suite.outsiderClient, { name: 'Theirs' });
    const update = await suite.ownerClient.request<{ reconciliationRuleUpdate: RulePayload }>(
      UPDATE,
      {
        input: { ruleId: foreign.id, name: 'Taken over' },
      },
    );
    expect(update.data!.reconciliationRuleUpdate.userErrors).toEqual([
      { field: 'ruleId', code: 'U-TRSY-RR-1', message: 'Matching rule not found.' },
    ]);
    const removal = await suite.ownerClient.request<{
      reconciliationRuleDelete: { userErrors: UserErrors };
    }>(DELETE, { input: { ruleId: foreign.id } });
    expect(removal.data!.reconciliationRuleDelete.userErrors).toMatchObject([
      { field: 'ruleId', code: 'U-TRSY-RR-1' },
    ]);
    const reorder = await suite.ownerClient.request<{
      reconciliationRulesReorder: { userErrors: UserErrors };
    }>(REORDER, { input: { ruleIds: [foreign.id, mine.id] } });
    expect(reorder.data!.reconciliationRulesReorder.userErrors).toMatchObject([
      { code: 'U-TRSY-RR-1' },
    ]);
    // An id of another type is answered the same way.
    const notARule = Buffer.from(`Counterparty:${crypto.randomUUID()}`).toString('base64url');
    expect(
      (
        await suite.ownerClient.request<{ reconciliationRuleUpdate: RulePayload }>(UPDATE, {
          input: { ruleId: notARule, name: 'x' },
        })
      ).data!.reconciliationRuleUpdate.userErrors,
    ).toMatchObject([{ field: 'ruleId', code: 'U-TRSY-RR-1' }]);
    expect((await rulesOf(suite.outsiderClient)).rules).toMatchObject([
      { id: foreign.id, name: 'Theirs', priority: 1 },
    ]);
    await suite.ownerClient.request(DELETE, { input: { ruleId: mine.id } });
  });

  it('without reconciliation:read nothing is shown; without reconciliation:reconcile nothing changes; self-confirmation needs reconciliation:auto-reconcile (FORBIDDEN)', async () => {
    const rule = await createRule(suite.ownerClient, { name: 'Guarded' });
    const outsider = await signedInClient(
      suite.system.url,
      await addMember(suite.system, suite.organizationId, ['statements:read']),
    );
    expect((await outsider.request(LIST)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (await outsider.request(PREVIEW, { input: { rules: [] } })).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    const reader = await signedInClient(
      suite.system.url,
      await addMember(suite.system, suite.organizationId, ['reconciliation:read']),
    );
    expect((await rulesOf(reader)).rules).toMatchObject([{ id: rule.id }]);
    expect(
      (await reader.request(CREATE, { input: { name: 'Mine' } })).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect(
      (await reader.request(UPDATE, { input: { ruleId: rule.id, name: 'Renamed' } })).errors?.[0]
        ?.extensions?.code,
    ).toBe('FORBIDDEN');
    const reconciler = await signedInClient(
      suite.system.url,
      await addMember(suite.system, suite.organizationId, [
        'reconciliation:read',
        'reconciliation:reconcile',
      ]),
    );
    const eager = await reconciler.request(UPDATE, {
      input: { ruleId: rule.id, autoConfirmAt: '0.95' },
    });
    expect(eager.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await rulesOf(suite.ownerClient)).rules).toMatchObject([
      { id: rule.id, name: 'Guarded', autoConfirmAt: null },
    ]);
    await suite.ownerClient.request(DELETE, { input: { ruleId: rule.id } });
  });

  it('twenty priority changes at once keep the priorities unique: 1 to 5, in one of the orders asked for', async () => {
    const rules: Rule[] = [];
    for (const name of ['A', 'B', 'C', 'D', 'E'])
      rules.push(await createRule(suite.ownerClient, { name }));
    const ids = rules.map((rule) => rule.id);
    const orders = Array.from({ length: 20 }, (_, index) =>
      [...ids.slice(index % 5), ...ids.slice(0, index % 5)].reverse(),
    );
    const answers = await Promise.all(
      orders.map((ruleIds) =>
        suite.ownerClient.request<{ reconciliationRulesReorder: { userErrors: UserErrors } }>(
          REORDER,
          {
            input: { ruleIds },
          },
        ),
      ),
    );
    expect(answers.map((answer) => answer.data?.reconciliationRulesReorder.userErrors)).toEqual(
      Array(20).fill([]),
    );
    const after = (await rulesOf(suite.ownerClient)).rules;
    expect(after.map((rule) => rule.priority)).toEqual([1, 2, 3, 4, 5]);
    expect(orders.map((order) => order.join())).toContain(after.map((rule) => rule.id).join());
  });

  it('previews draft rules on the last 90 days and writes nothing', async () => {
    const rest = <T>(method: string, path: string, body: unknown) =>
      callRest<T>(suite.system.treasuryUrl, method, path, suite.owner, body);
    const { lineId } = await lineOnNewAccountRest(
      suite.system,
      suite.owner,
      {},
      {
        transactionDate: '2026-11-20',
        description: 'TRSF E-BANKING CR 2011/FTSCY/WS95031 CV ABADI',
        amount: '730000.00',
      },
    );
    await rest('POST', '/expected-transactions', {
      date: '2026-11-19',
      description: 'Pelunasan faktur',
      amount: '730000.00',
      direction: 'CREDIT',
    });
    const before = await rulesOf(suite.ownerClient);
    const answer = await suite.ownerClient.request<{
      reconciliationRulesPreview: { preview: Record<string, unknown>; userErrors: UserErrors };
    }>(PREVIEW, {
      input: { rules: [{ name: 'Draft', amountToleranceRelative: '0.01', proposeAt: '0.2' }] },
    });
    expect(answer.data!.reconciliationRulesPreview.userErrors).toEqual([]);
    expect(answer.data!.reconciliationRulesPreview.preview).toMatchObject({
      to: '2026-11-22',
      from: '2026-08-25',
      statementTransactions: 1,
      items: 1,
      truncated: false,
      proposed: 1,
      wouldConfirm: 0,
      existingMatches: 0,
      newProposals: 1,
      sample: [
        {
          ruleIndex: 0,
          decision: 'REVIEW',
          verdict: 'NEW',
          amount: { amount: '730000.00', currency: 'IDR' },
          statementTransactions: [
            {
              recordId: Buffer.from(`StatementTransaction:${lineId}`).toString('base64url'),
              date: '2026-11-20',
              amount: { amount: '730000.00' },
            },
          ],
        },
      ],
    });
    expect(await rulesOf(suite.ownerClient)).toEqual(before);
  });
});
