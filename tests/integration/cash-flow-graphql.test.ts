import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, addMemberInBuiltInRole, createCounterpartyRest } from '../support/factories.js';
import { signedInClient, type GraphQLClient, type UserErrors } from '../support/graphql-client.js';
import { organisationSuite } from '../support/organisation-suite.js';
import { enterLineGraphql } from '../support/treasury-graphql.js';

const suite = organisationSuite({ name: 'PT Arus Kas Lancar', clients: true });
let accountId: string;
let supplierId: string;

const RULE =
  'id name priority category direction counterparty { id } counterpartyAlias descriptionPattern descriptionMatch amountMin amountMax enabled';
const CREATE = `mutation ($input: CashFlowRuleCreateInput!) { cashFlowRuleCreate(input: $input) { rule { ${RULE} } userErrors { field code message } } }`;
const CATEGORIZE = `mutation ($input: StatementTransactionCategorizeInput!) {
  statementTransactionCategorize(input: $input) { statementTransaction { id cashCategory { category source rule { name } } } userErrors { field code message } }
}`;
const REPORT = `query ($from: Date!, $to: Date!) {
  cashFlow(currency: IDR, from: $from, to: $to, granularity: MONTH) {
    periods { start end inflow { amount currency } outflow { amount } net { amount } }
    inflows { category amounts { amount } total { amount } lineCount }
    outflows { category amounts { amount } total { amount } lineCount }
    totalInflow { amount } totalOutflow { amount } net { amount currency }
  }
}`;

type Rule = {
  id: string;
  name: string;
  priority: number;
  category: string;
  counterparty: { id: string } | null;
  counterpartyAlias: string | null;
  enabled: boolean;
};

async function line(
  client: GraphQLClient,
  date: string,
  description: string,
  direction: 'DEBIT' | 'CREDIT',
  amount: string,
): Promise<string> {
  return enterLineGraphql(client, {
    bankAccountId: accountId,
    date,
    description,
    direction,
    amount,
  });
}

async function createRule(client: GraphQLClient, input: Record<string, unknown>) {
  return (
    await client.data<{ cashFlowRuleCreate: { rule: Rule | null; userErrors: UserErrors } }>(
      CREATE,
      { input },
    )
  ).cashFlowRuleCreate;
}

beforeAll(async () => {
  const supplier = await createCounterpartyRest(suite.system, suite.owner, {
    legalName: 'PT Graha Properti Abadi',
    alias: 'Graha Properti',
    bankAccounts: [
      { bankCode: '008', accountNumber: '1230001122', accountName: 'PT GRAHA PROPERTI' },
    ],
  });
  supplierId = Buffer.from(`Counterparty:${supplier.id}`).toString('base64url');
  accountId = (
    await suite.ownerClient.data<{ bankAccountCreate: { bankAccount: { id: string } } }>(
      'mutation ($input: BankAccountCreateInput!) { bankAccountCreate(input: $input) { bankAccount { id } } }',
      {
        input: {
          bankCode: '014',
          accountNumber: '6170201234',
          accountName: 'PT ARUS KAS LANCAR',
          alias: 'BCA Operasional',
          currency: 'IDR',
          connectionType: 'MANUAL',
        },
      },
    )
  ).bankAccountCreate.bankAccount.id;
});

describe('the cash flow through GraphQL', () => {
  it('rules categorise lines as they are entered; the report sums them by category and month; a person’s correction stays; the lines behind a figure carry their category', async () => {
    const rent = await createRule(suite.ownerClient, {
      name: 'Sewa kantor',
      category: 'RENT',
      direction: 'DEBIT',
      counterpartyId: supplierId,
    });
    expect(rent.userErrors).toEqual([]);
    expect(rent.rule).toMatchObject({
      priority: 1,
      category: 'RENT',
      direction: 'DEBIT',
      counterparty: { id: supplierId },
      counterpartyAlias: 'Graha Properti',
      descriptionMatch: 'CONTAINS',
    });
    const sales = await createRule(suite.ownerClient, {
      name: 'Penjualan',
      category: 'SALES',
      direction: 'CREDIT',
      descriptionPattern: 'penjualan *',
      descriptionMatch: 'WILDCARD',
      amountMin: '1000',
    });
    expect(sales.rule).toMatchObject({
      priority: 2,
      descriptionPattern: 'penjualan *',
      descriptionMatch: 'WILDCARD',
      amountMin: '1000.00',
      amountMax: null,
    });

    const rentLine = await line(
      suite.ownerClient,
      '2026-10-30',
      'TRF KE PT GRAHA PROPERTI SEWA NOV',
      'DEBIT',
      '45000000',
    );
    await line(suite.ownerClient, '2026-11-03', 'PENJUALAN TOKO CIKINI', 'CREDIT', '12500000.50');
    await line(suite.ownerClient, '2026-11-04', 'PENJUALAN TOKO', 'CREDIT', '500');
    const deposit = await line(
      suite.ownerClient,
      '2026-11-05',
      'SETORAN TUNAI',
      'CREDIT',
      '300000',
    );

    const corrected = await suite.ownerClient.data<{
      statementTransactionCategorize: {
        statementTransaction: { id: string; cashCategory: unknown };
        userErrors: UserErrors;
      };
    }>(CATEGORIZE, {
      input: { statementTransactionId: deposit, category: 'OTHER_INCOME' },
    });
    expect(corrected.statementTransactionCategorize).toEqual({
      statementTransaction: {
        id: deposit,
        cashCategory: { category: 'OTHER_INCOME', source: 'MANUAL', rule: null },
      },
      userErrors: [],
    });

    const report = await suite.ownerClient.data<{ cashFlow: Record<string, unknown> }>(REPORT, {
      from: '2026-10-01',
      to: '2026-11-30',
    });
    expect(report.cashFlow).toEqual({
      periods: [
        {
          start: '2026-10-01',
          end: '2026-10-31',
          inflow: { amount: '0.00', currency: 'IDR' },
          outflow: { amount: '45000000.00' },
          net: { amount: '-45000000.00' },
        },
        {
          start: '2026-11-01',
          end: '2026-11-30',
          inflow: { amount: '12800500.50', currency: 'IDR' },
          outflow: { amount: '0.00' },
          net: { amount: '12800500.50' },
        },
      ],
      inflows: [
        {
          category: 'SALES',
          amounts: [{ amount: '0.00' }, { amount: '12500000.50' }],
          total: { amount: '12500000.50' },
          lineCount: 1,
        },
        {
          category: 'OTHER_INCOME',
          amounts: [{ amount: '0.00' }, { amount: '300000.00' }],
          total: { amount: '300000.00' },
          lineCount: 1,
        },
        {
          category: null,
          amounts: [{ amount: '0.00' }, { amount: '500.00' }],
          total: { amount: '500.00' },
          lineCount: 1,
        },
      ],
      outflows: [
        {
          category: 'RENT',
          amounts: [{ amount: '45000000.00' }, { amount: '0.00' }],
          total: { amount: '45000000.00' },
          lineCount: 1,
        },
        {
          category: null,
          amounts: [{ amount: '0.00' }, { amount: '0.00' }],
          total: { amount: '0.00' },
          lineCount: 0,
        },
      ],
      totalInflow: { amount: '12800500.50' },
      totalOutflow: { amount: '45000000.00' },
      net: { amount: '-32199499.50', currency: 'IDR' },
    });

    const lines = await suite.ownerClient.data<{
      cashFlowLines: {
        totalCount: number;
        total: { amount: string };
        edges: {
          node: {
            id: string;
            description: string;
            cashCategory: {
              category: string;
              source: string;
              rule: { name: string } | null;
            } | null;
          };
        }[];
      };
    }>(
      `{ cashFlowLines(currency: IDR, from: "2026-10-01", to: "2026-11-30", direction: DEBIT, category: RENT, first: 10) {
          totalCount total { amount } edges { node { id description cashCategory { category source rule { name } } } } } }`,
    );
    expect(lines.cashFlowLines).toEqual({
      totalCount: 1,
      total: { amount: '45000000.00' },
      edges: [
        {
          node: {
            id: rentLine,
            description: 'TRF KE PT GRAHA PROPERTI SEWA NOV',
            cashCategory: { category: 'RENT', source: 'RULE', rule: { name: 'Sewa kantor' } },
          },
        },
      ],
    });
    const uncategorised = await suite.ownerClient.data<{
      cashFlowLines: { edges: { node: { description: string; cashCategory: null } }[] };
    }>(
      '{ cashFlowLines(currency: IDR, from: "2026-10-01", to: "2026-11-30", uncategorised: true) { edges { node { description cashCategory { category } } } } }',
    );
    expect(uncategorised.cashFlowLines.edges).toEqual([
      { node: { description: 'PENJUALAN TOKO', cashCategory: null } },
    ]);

    // A looser rule and "apply rules": the small sale is categorised, the correction stays.
    const preview = await suite.ownerClient.data<{
      cashFlowRulePreview: {
        preview: {
          matching: number;
          uncategorised: number;
          corrected: number;
          sample: { description: string; amount: { amount: string } }[];
        };
      };
    }>(
      'mutation ($input: CashFlowRuleDraftInput!) { cashFlowRulePreview(input: $input) { preview { matching uncategorised corrected sample { description amount { amount } } } userErrors { code } } }',
      { input: { category: 'OTHER_INCOME', direction: 'CREDIT' } },
    );
    expect(preview.cashFlowRulePreview.preview).toMatchObject({
      matching: 3,
      uncategorised: 1,
      corrected: 1,
    });
    await createRule(suite.ownerClient, {
      name: 'Masuk lain',
      category: 'OTHER_INCOME',
      direction: 'CREDIT',
    });
    const applied = await suite.ownerClient.data<{
      cashFlowRulesApply: {
        result: { considered: number; changed: number; categorised: number; uncategorised: number };
      };
    }>(
      'mutation { cashFlowRulesApply { result { considered changed categorised uncategorised } userErrors { code } } }',
    );
    expect(applied.cashFlowRulesApply.result).toEqual({
      considered: 3,
      changed: 1,
      categorised: 3,
      uncategorised: 0,
    });
    const node = await suite.ownerClient.data<{
      node: { cashCategory: { category: string; source: string } };
    }>(
      'query ($id: ID!) { node(id: $id) { ... on StatementTransaction { cashCategory { category source } } } }',
      {
        id: deposit,
      },
    );
    expect(node.node.cashCategory).toEqual({ category: 'OTHER_INCOME', source: 'MANUAL' });
    const handedBack = await suite.ownerClient.data<{
      statementTransactionCategorize: {
        statementTransaction: {
          cashCategory: { category: string; source: string; rule: { name: string } };
        };
      };
    }>(CATEGORIZE, {
      input: { statementTransactionId: deposit, category: null },
    });
    expect(handedBack.statementTransactionCategorize.statementTransaction.cashCategory).toEqual({
      category: 'OTHER_INCOME',
      source: 'RULE',
      rule: { name: 'Masuk lain' },
    });
  });

  it('rules are listed, fetched as nodes, reordered and deleted; bad input names its field; another type’s id is not found', async () => {
    const before = (
      await suite.ownerClient.data<{ cashFlowRules: Rule[] }>(`{ cashFlowRules { ${RULE} } }`)
    ).cashFlowRules;
    const first = before[0]!;
    const node = await suite.ownerClient.data<{ node: { __typename: string; name: string } }>(
      'query ($id: ID!) { node(id: $id) { __typename ... on CashFlowRule { name } } }',
      { id: first.id },
    );
    expect(node.node).toEqual({ __typename: 'CashFlowRule', name: first.name });
    const reversed = [...before].reverse().map((rule) => rule.id);
    const reordered = await suite.ownerClient.data<{
      cashFlowRulesReorder: { rules: { id: string; priority: number }[]; userErrors: UserErrors };
    }>(
      'mutation ($input: CashFlowRulesReorderInput!) { cashFlowRulesReorder(input: $input) { rules { id priority } userErrors { field code message } } }',
      { input: { ruleIds: reversed } },
    );
    expect(reordered.cashFlowRulesReorder.rules!.map((rule) => rule.id)).toEqual(reversed);

    const taken = await createRule(suite.ownerClient, {
      name: first.name.toUpperCase(),
      category: 'OTHER',
      descriptionPattern: 'apa saja',
    });
    expect(taken).toEqual({
      rule: null,
      userErrors: [
        {
          field: 'name',
          code: 'U-TRSY-CF-4',
          message: 'Another categorisation rule already has this name.',
        },
      ],
    });
    const empty = await createRule(suite.ownerClient, { name: 'Tanpa syarat', category: 'OTHER' });
    expect(empty.userErrors).toEqual([
      {
        field: null,
        code: 'U-TRSY-CF-10',
        message:
          'Give the rule at least one condition: a direction, a counterparty, a description or an amount.',
      },
    ]);
    const wrongType = await createRule(suite.ownerClient, {
      name: 'Rekanan salah',
      category: 'OTHER',
      counterpartyId: accountId,
    });
    expect(wrongType.userErrors).toEqual([
      { field: 'counterpartyId', code: 'U-TRSY-CF-6', message: 'Counterparty not found.' },
    ]);
    const notRule = await suite.ownerClient.data<{
      cashFlowRuleDelete: { deletedRuleId: null; userErrors: UserErrors };
    }>(
      'mutation ($input: CashFlowRuleDeleteInput!) { cashFlowRuleDelete(input: $input) { deletedRuleId userErrors { field code } } }',
      { input: { ruleId: accountId } },
    );
    expect(notRule.cashFlowRuleDelete).toEqual({
      deletedRuleId: null,
      userErrors: [{ field: 'ruleId', code: 'U-TRSY-CF-1' }],
    });
    const notLine = await suite.ownerClient.data<{
      statementTransactionCategorize: { userErrors: UserErrors };
    }>(CATEGORIZE, { input: { statementTransactionId: first.id, category: 'SALES' } });
    expect(notLine.statementTransactionCategorize.userErrors).toEqual([
      {
        field: 'statementTransactionId',
        code: 'U-TRSY-CF-17',
        message: 'Statement transaction not found.',
      },
    ]);
    const deleted = await suite.ownerClient.data<{
      cashFlowRuleDelete: { deletedRuleId: string; rules: { priority: number }[] };
    }>(
      'mutation ($input: CashFlowRuleDeleteInput!) { cashFlowRuleDelete(input: $input) { deletedRuleId rules { priority } userErrors { code } } }',
      { input: { ruleId: reversed[0] } },
    );
    expect(deleted.cashFlowRuleDelete).toMatchObject({
      deletedRuleId: reversed[0],
      rules: before.slice(1).map((_rule, index) => ({ priority: index + 1 })),
    });

    const badRange = await suite.ownerClient.request(REPORT, {
      from: '2026-12-01',
      to: '2026-11-01',
    });
    expect(badRange.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      serviceCode: 'U-TRSY-CF-15',
      field: 'from',
    });
  });

  it('an Approver reads but may not change rules or categories (FORBIDDEN); a member without cash-analysis:read may not read; lines need statements:read too', async () => {
    const approver = await signedInClient(
      suite.system.url,
      await addMemberInBuiltInRole(suite.system, suite.organizationId, 'APPROVER'),
    );
    expect(
      (await approver.data<{ cashFlowRules: unknown[] }>('{ cashFlowRules { id } }')).cashFlowRules
        .length,
    ).toBeGreaterThan(0);
    for (const [query, variables] of [
      [CREATE, { input: { name: 'Tidak boleh', category: 'OTHER', direction: 'DEBIT' } }],
      [CATEGORIZE, { input: { statementTransactionId: accountId, category: 'SALES' } }],
      ['mutation { cashFlowRulesApply { userErrors { code } } }', {}],
    ] as const) {
      const refused = await approver.request(query, variables);
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const outsider = await signedInClient(
      suite.system.url,
      await addMember(suite.system, suite.organizationId, ['statements:read']),
    );
    for (const query of [
      '{ cashFlowRules { id } }',
      '{ cashFlow(currency: IDR, from: "2026-11-01", to: "2026-11-30", granularity: WEEK) { net { amount } } }',
    ]) {
      const refused = await outsider.request(query);
      expect(refused.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    const preview = await outsider.request(
      'mutation { cashFlowRulePreview(input: { category: OTHER, direction: DEBIT }) { userErrors { code } } }',
    );
    expect(preview.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Without cash-analysis:read a statement transaction shows no category.
    const listed = await outsider.data<{
      statementTransactions: { edges: { node: { cashCategory: unknown } }[] };
    }>('{ statementTransactions(first: 5) { edges { node { cashCategory { category } } } } }');
    expect(
      listed.statementTransactions.edges.every((edge) => edge.node.cashCategory === null),
    ).toBe(true);
    const analyst = await signedInClient(
      suite.system.url,
      await addMember(suite.system, suite.organizationId, ['cash-analysis:read']),
    );
    const lines = await analyst.request(
      '{ cashFlowLines(currency: IDR, from: "2026-11-01", to: "2026-11-30") { totalCount } }',
    );
    expect(lines.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (
        await analyst.data<{ cashFlow: { net: { amount: string } } }>(
          '{ cashFlow(currency: IDR, from: "2026-11-01", to: "2026-11-30", granularity: WEEK) { net { amount } } }',
        )
      ).cashFlow.net.amount,
    ).toBe('12800500.50');
  });
});
