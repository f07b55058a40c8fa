import { beforeAll, describe, expect, it } from 'vitest';
import { createCounterpartyRest, createOrganization, signInRest } from '../support/factories.js';
import { signedInClient, type GraphQLClient } from '../support/graphql-client.js';
import {
  payableOrganisation,
  type PayableOrganisation,
  payeeAccountOf,
} from '../support/payments.js';
import { systemSuite } from '../support/system-suite.js';
import { TEST_DATE } from '../support/system.js';
import { enterLineGraphql } from '../support/treasury-graphql.js';

const suite = systemSuite();

type Total = {
  amount: { amount: string; currency: string };
  direction: string | null;
  count: number;
};
type Page = {
  totalCount: number;
  totals: Total[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { cursor: string; node: { id: string } }[];
};
type UserErrors = { field: string | null; code: string; message: string }[];

const TOTALS = 'totals { amount { amount currency } direction count }';

/** The ids of a whole list read page by page (`first: 2`) in one sort, and the totals of its first page. */
async function walk(
  client: GraphQLClient,
  list: 'bills' | 'payments' | 'statementTransactions',
  sort: string,
  sortDirection: string,
  filters = '',
) {
  const ids: string[] = [];
  let after: string | null = null;
  let first: Page | undefined;
  for (let pages = 0; pages < 20; pages += 1) {
    const data: Record<string, Page> = await client.data(
      `query ($after: String) { ${list}(first: 2, after: $after, sort: ${sort}, sortDirection: ${sortDirection}${filters}) { totalCount ${TOTALS} pageInfo { hasNextPage endCursor } edges { cursor node { id } } } }`,
      { after },
    );
    const page = data[list]!;
    first ??= page;
    ids.push(...page.edges.map((edge) => edge.node.id));
    if (!page.pageInfo.hasNextPage) return { ids, first };
    after = page.pageInfo.endCursor;
  }
  throw new Error(`${list} did not end after 20 pages`);
}

/** The organisation's owner, a supplier, and the bills of the list, by name. */
async function billsOrganisation(
  name: string,
  bills: { key: string; number: string; dueDate: string; amount: string; currency?: string }[],
) {
  const made = await createOrganization(suite.system, name);
  const owner = await signedInClient(suite.system.url, made.owner);
  const supplier = await createCounterpartyRest(
    suite.system,
    await signInRest(suite.system, made.owner),
    { legalName: `${name} Pemasok`, taxNumber: '012345678901234' },
  );
  const counterpartyId = Buffer.from(`Counterparty:${supplier.id}`).toString('base64url');
  const ids: Record<string, string> = {};
  for (const bill of bills) {
    const created = await owner.data<{
      billCreate: { bill: { id: string } | null; userErrors: UserErrors };
    }>(
      'mutation ($input: BillCreateInput!) { billCreate(input: $input) { bill { id } userErrors { field code message } } }',
      {
        input: {
          number: bill.number,
          date: TEST_DATE,
          dueDate: bill.dueDate,
          category: 'RENT',
          counterpartyId,
          amount: bill.amount,
          currency: bill.currency ?? 'IDR',
        },
      },
    );
    expect(created.billCreate.userErrors).toEqual([]);
    ids[bill.key] = created.billCreate.bill!.id;
  }
  return { owner, ids };
}

describe('bills sorted by a column, paged by keyset, with the totals of what the filters keep', () => {
  let owner: GraphQLClient;
  let ids: Record<string, string>;

  beforeAll(async () => {
    ({ owner, ids } = await billsOrganisation('PT Urut Tagihan', [
      { key: 'rent', number: 'B-03', dueDate: '2026-12-10', amount: '12500000' },
      { key: 'water', number: 'B-01', dueDate: '2026-12-01', amount: '750000.50' },
      { key: 'power', number: 'B-05', dueDate: '2026-12-05', amount: '3250000' },
      { key: 'cloud', number: 'B-02', dueDate: '2026-12-20', amount: '1200.25', currency: 'USD' },
      { key: 'phone', number: 'B-04', dueDate: '2026-12-03', amount: '3250000' },
    ]));
    // Another organisation's bills, larger than all of these: they never show nor count.
    await billsOrganisation('PT Tetangga Lain', [
      { key: 'a', number: 'X-1', dueDate: '2026-12-02', amount: '999999999' },
      { key: 'b', number: 'X-2', dueDate: '2026-12-04', amount: '5000', currency: 'USD' },
    ]);
  });

  it('when sorted by amount, largest first, two at a time, every bill comes once in order (equal amounts: the one entered last first) and the totals are per currency over all pages', async () => {
    const { ids: order, first } = await walk(owner, 'bills', 'AMOUNT', 'DESC');
    expect(order).toEqual([ids.rent, ids.phone, ids.power, ids.water, ids.cloud]);
    expect(first.totalCount).toBe(5);
    expect(first.totals).toEqual([
      { amount: { amount: '19750000.50', currency: 'IDR' }, direction: null, count: 4 },
      { amount: { amount: '1200.25', currency: 'USD' }, direction: null, count: 1 },
    ]);
  });

  it('when sorted by number ascending or left in the default order (soonest due first), the pages follow that column', async () => {
    expect((await walk(owner, 'bills', 'NUMBER', 'ASC')).ids).toEqual([
      ids.water,
      ids.cloud,
      ids.rent,
      ids.phone,
      ids.power,
    ]);
    expect((await walk(owner, 'bills', 'DUE_DATE', 'ASC')).ids).toEqual([
      ids.water,
      ids.phone,
      ids.power,
      ids.rent,
      ids.cloud,
    ]);
  });

  it('when the filters narrow the list, the totals add up only what they keep', async () => {
    const { first } = await walk(
      owner,
      'bills',
      'AMOUNT',
      'ASC',
      ', dueFrom: "2026-12-04", dueTo: "2026-12-31", search: "B-0"',
    );
    expect(first.totals).toEqual([
      { amount: { amount: '15750000.00', currency: 'IDR' }, direction: null, count: 2 },
      { amount: { amount: '1200.25', currency: 'USD' }, direction: null, count: 1 },
    ]);
  });

  it('when a cursor of one sort is sent with another, the list refuses it instead of skipping or repeating rows', async () => {
    const page = await owner.data<{ bills: Page }>(
      '{ bills(first: 2, sort: AMOUNT, sortDirection: DESC) { pageInfo { endCursor } } }',
    );
    const refused = await owner.request(
      'query ($after: String) { bills(first: 2, after: $after, sort: AMOUNT, sortDirection: ASC) { totalCount } }',
      { after: page.bills.pageInfo.endCursor },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toBe(
      'The list could not continue from that page. Please reload it.',
    );
  });
});

describe('payments and statement transactions sorted and totalled by the same mechanism', () => {
  let owner: GraphQLClient;
  let organisation: PayableOrganisation;
  const payments: Record<string, string> = {};
  const lines: Record<string, string> = {};

  beforeAll(async () => {
    const made = await createOrganization(suite.system, 'PT Urut Bayar');
    owner = await signedInClient(suite.system.url, made.owner);
    organisation = await payableOrganisation(suite.system, made.owner);
    const payeeAccount = await payeeAccountOf(
      suite.system,
      organisation.counterparties.sinarJaya.id,
    );
    for (const [key, amount, paymentDate] of [
      ['first', '2500000', '2026-11-25'],
      ['second', '100000.75', '2026-11-23'],
      ['third', '9000000', '2026-11-24'],
    ] as const) {
      const created = await owner.data<{
        paymentCreate: { payment: { id: string } | null; userErrors: UserErrors };
      }>(
        'mutation ($input: PaymentCreateInput!) { paymentCreate(input: $input) { payment { id } userErrors { field code message } } }',
        {
          input: {
            sourceAccountId: organisation.accounts.bcaOperations,
            counterpartyBankAccountId: payeeAccount,
            method: 'BI_FAST',
            amount,
            paymentDate,
          },
        },
      );
      expect(created.paymentCreate.userErrors).toEqual([]);
      payments[key] = created.paymentCreate.payment!.id;
    }
    for (const [key, direction, amount, date, description] of [
      ['salary', 'DEBIT', '45000000', '2026-11-20', 'Gaji November'],
      ['sale', 'CREDIT', '15000000.10', '2026-11-21', 'Penjualan toko'],
      ['fee', 'DEBIT', '6500', '2026-11-22', 'Biaya transfer'],
      ['refund', 'CREDIT', '250000', '2026-11-19', 'Refund pemasok'],
    ] as const) {
      lines[key] = await enterLineGraphql(owner, {
        bankAccountId: organisation.accounts.bcaManual,
        date,
        description,
        direction,
        amount,
      });
    }
  });

  it('when payments are sorted by payment date, earliest first, the pages follow it and the totals add up every payment of the tab', async () => {
    const { ids, first } = await walk(owner, 'payments', 'PAYMENT_DATE', 'ASC');
    expect(ids).toEqual([payments.second, payments.third, payments.first]);
    expect(first.totals).toEqual([
      { amount: { amount: '11600000.75', currency: 'IDR' }, direction: null, count: 3 },
    ]);
    expect((await walk(owner, 'payments', 'AMOUNT', 'DESC')).ids).toEqual([
      payments.third,
      payments.first,
      payments.second,
    ]);
  });

  it('when statement transactions are sorted by amount, the pages follow it and the totals are split into money out and money in', async () => {
    const { ids, first } = await walk(owner, 'statementTransactions', 'AMOUNT', 'ASC');
    expect(ids).toEqual([lines.fee, lines.refund, lines.sale, lines.salary]);
    expect(first.totals).toEqual([
      { amount: { amount: '15250000.10', currency: 'IDR' }, direction: 'CREDIT', count: 2 },
      { amount: { amount: '45006500.00', currency: 'IDR' }, direction: 'DEBIT', count: 2 },
    ]);
    expect((await walk(owner, 'statementTransactions', 'DATE', 'DESC')).ids).toEqual([
      lines.fee,
      lines.sale,
      lines.salary,
      lines.refund,
    ]);
  });

  it('when another organisation has payments and lines, this one’s totals stay the same', async () => {
    const other = await createOrganization(suite.system, 'PT Lain Bayar');
    const otherOwner = await signedInClient(suite.system.url, other.owner);
    const otherAccounts = await payableOrganisation(suite.system, other.owner);
    await enterLineGraphql(otherOwner, {
      bankAccountId: otherAccounts.accounts.bcaManual,
      date: '2026-11-20',
      description: 'Milik orang lain',
      direction: 'CREDIT',
      amount: '777777777',
    });
    const { first } = await walk(owner, 'statementTransactions', 'AMOUNT', 'DESC');
    expect(first.totalCount).toBe(4);
    expect(first.totals.map((total) => total.amount.amount)).toEqual([
      '15250000.10',
      '45006500.00',
    ]);
    expect(
      (await walk(otherOwner, 'statementTransactions', 'AMOUNT', 'DESC')).first.totals,
    ).toEqual([
      { amount: { amount: '777777777.00', currency: 'IDR' }, direction: 'CREDIT', count: 1 },
    ]);
  });
});
