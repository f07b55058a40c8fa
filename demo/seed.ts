import type { Kysely } from 'kysely';
import type { AccountDatabase } from '../services/account/db-types.js';
import { createOrganizationWithOwner } from '../services/account/organizations/service.js';
import { addDays } from '../services/snap-sandbox/statement-generator.js';
import { businessToday } from '../services/treasury/statements/parsing/dates.js';
import { DEMO_BANK_ACCOUNTS, type DemoBank } from './bank.js';
import { COUNTERPARTY_ROWS, demoTaxNumber } from './counterparties.js';
import { seedDeposits } from './deposits.js';
import { seedFxRates } from './fx-rates.js';
import { seedBills } from './bills.js';
import { seedCashFlowRules } from './cash-flow-rules.js';
import { seedInvoicing, seedPurchaseOrders, type DemoInvoicing } from './invoicing.js';
import { demoCode, DEMO_APPROVERS, seedApprover } from './members.js';
import { xenditDemoReport } from './provider-report.js';
import { briStatementCsv } from './statement-file.js';
import type { StatementLine } from '../services/snap-sandbox/statement-generator.js';

export const DEMO = {
  organization: 'PT Sinar Nusantara Makmur',
  username: 'sinar-nusantara',
  email: 'demo@kas.id',
  password: 'Demo1234',
  ownerName: 'Rina Kusumawati',
};

type Seed = {
  legalName: string;
  alias: string;
  email?: string;
  type: 'COMPANY' | 'INDIVIDUAL';
  taxNumber?: string;
  bankAccounts: { bankCode: string; accountNumber: string; accountName: string; alias?: string }[];
};
/** A bank account of a counterparty: bank code, account number and, for a second account, its alias. */
/** A row as the treasury's REST API takes it; banks print the account holder as the legal name in capitals. */
const COUNTERPARTIES: Seed[] = COUNTERPARTY_ROWS.map(
  ([type, legalName, alias, email, ...accounts], index) => ({
    legalName,
    alias,
    ...(email ? { email } : {}),
    type,
    // A company is paid with its NPWP on record (U-TRSY-TRF-13): 15 digits, as the old NPWP format has them.
    ...(type === 'COMPANY' ? { taxNumber: demoTaxNumber(index) } : {}),
    bankAccounts: accounts.map(([bankCode, accountNumber, accountAlias]) => ({
      bankCode,
      accountNumber,
      accountName: legalName.toUpperCase(),
      ...(accountAlias ? { alias: accountAlias } : {}),
    })),
  }),
);

type Headers = Record<string, string>;

async function send(
  method: string,
  url: string,
  body: unknown,
  headers: Headers,
  contentType = 'application/json',
): Promise<unknown> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': contentType, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`Seeding failed at ${method} ${url}: ${response.status} ${text}`);
  return text ? (JSON.parse(text) as unknown) : null;
}

const postJson = (url: string, body: unknown, headers: Headers = {}) =>
  send('POST', url, body, headers);

/** The demo's manual BRI account, whose statement is imported from a generated BRI export. */
const COLLECTIONS = {
  bankCode: '002',
  accountNumber: '034101000123309',
  accountName: 'PT SINAR NUSANTARA MAKMUR',
  alias: 'BRI Penerimaan',
  openingBalance: '325000000.00',
};

/** The demo's own bank accounts' ids, by what they are for. */
type DemoAccounts = { operations: string; payroll: string; collections: string; dollars: string };

/**
 * The demo's bank accounts: the BCA and Mandiri ones read from the sandbox bank over SNAP (on an
 * hourly schedule) when it runs, by hand otherwise; the BRI collections account, whose statement is
 * imported; and the dollar account, its balance read by hand.
 */
async function seedBankAccounts(
  treasuryUrl: string,
  headers: Headers,
  credentials: Record<string, string> | null,
): Promise<DemoAccounts> {
  const account = async (body: Record<string, unknown>) =>
    (
      (await postJson(
        `${treasuryUrl}/bank-accounts`,
        { currency: 'IDR', ...body, status: 'ACTIVE' },
        headers,
      )) as { id: string }
    ).id;
  const connection = credentials
    ? { connectionType: 'API', credentials }
    : { connectionType: 'MANUAL' };
  const operations = await account({
    bankCode: '014',
    accountNumber: DEMO_BANK_ACCOUNTS.operations.accountNo,
    accountName: DEMO_BANK_ACCOUNTS.operations.name,
    alias: 'BCA Operasional',
    ...connection,
  });
  const payroll = await account({
    bankCode: '008',
    accountNumber: DEMO_BANK_ACCOUNTS.payroll.accountNo,
    accountName: DEMO_BANK_ACCOUNTS.payroll.name,
    alias: 'Mandiri Payroll',
    ...connection,
  });
  const collections = await account({
    bankCode: COLLECTIONS.bankCode,
    accountNumber: COLLECTIONS.accountNumber,
    accountName: COLLECTIONS.accountName,
    alias: COLLECTIONS.alias,
    connectionType: 'MANUAL',
  });
  const dollars = await account({
    bankCode: '009',
    accountNumber: '0887766554',
    accountName: 'PT SINAR NUSANTARA MAKMUR',
    alias: 'BNI Valas USD',
    currency: 'USD',
    connectionType: 'MANUAL',
  });
  await postJson(
    `${treasuryUrl}/bank-accounts/${dollars}/balances`,
    { available: '48250.00', ledger: '48250.00' },
    headers,
  );

  if (credentials) {
    await postJson(
      `${treasuryUrl}/bank-accounts/${operations}/sync-schedule`,
      { intervalMinutes: 60 },
      headers,
    );
    await postJson(
      `${treasuryUrl}/bank-accounts/${payroll}/sync-schedule`,
      { intervalMinutes: 240 },
      headers,
    );
  }
  return { operations, payroll, collections, dollars };
}

/** Imports the BRI collections account's last 45 days from a generated BRI export: the import's id and the lines it holds. */
async function importCollectionsStatement(
  treasuryUrl: string,
  headers: Headers,
  collections: string,
  today: string,
): Promise<{ importId: string; lines: StatementLine[] }> {
  const { csv, lines } = briStatementCsv({
    accountNo: COLLECTIONS.accountNumber,
    name: COLLECTIONS.accountName,
    openingBalance: COLLECTIONS.openingBalance,
    today,
    days: 45,
  });
  const upload = (await send(
    'POST',
    `${treasuryUrl}/uploads?purpose=STATEMENT`,
    csv,
    { ...headers, 'x-file-name': encodeURIComponent(`mutasi-bri-${today}.csv`) },
    'text/csv',
  )) as { id: string };
  const statementImport = (await postJson(
    `${treasuryUrl}/imports`,
    { kind: 'STATEMENT', uploadId: upload.id, bankAccountId: collections },
    headers,
  )) as { id: string };
  return { importId: statementImport.id, lines };
}

/** The three expected payments the demo's payment orders pay. */
type Payees = { rent: string; shipping: string; materials: string };

/**
 * The next weeks' expected receipts and payments: in how many days, with
 * which counterparty (its alias), which way, how much, what for, on which
 * account, with the reference of the invoice or order it settles where it
 * has one; `pays` marks the three the demo's payment orders pay.
 */
const EXPECTED: readonly {
  days: number;
  alias: string;
  direction: 'CREDIT' | 'DEBIT';
  amount: string;
  description: string;
  account: keyof DemoAccounts;
  externalId?: string;
  pays?: keyof Payees;
}[] = [
  {
    days: 2,
    alias: 'Indo Pangan',
    direction: 'CREDIT',
    amount: '187500000.00',
    description: 'Pelunasan INV-2026-1104',
    account: 'collections',
    externalId: 'INV-2026-1104',
  },
  {
    days: 3,
    alias: 'Agro Lestari',
    direction: 'CREDIT',
    amount: '64250000.00',
    description: 'Pembayaran INV-2026-1097',
    account: 'collections',
    externalId: 'INV-2026-1097',
  },
  {
    days: 5,
    alias: 'Graha Properti',
    direction: 'DEBIT',
    amount: '45000000.00',
    description: 'Sewa kantor Desember 2026',
    account: 'operations',
    pays: 'rent',
  },
  {
    days: 6,
    alias: 'Mitra Logistik',
    direction: 'DEBIT',
    amount: '18725000.00',
    description: 'Jasa pengiriman November',
    account: 'operations',
    externalId: 'PO-2026-0871',
    pays: 'shipping',
  },
  {
    days: 8,
    alias: 'Kreasi Digital',
    direction: 'CREDIT',
    amount: '92000000.00',
    description: 'Termin 2 proyek ERP',
    account: 'operations',
    externalId: 'INV-2026-1112',
  },
  {
    days: 9,
    alias: 'Sumber Makmur',
    direction: 'DEBIT',
    amount: '126400000.00',
    description: 'Pembelian bahan baku PO-2026-0880',
    account: 'operations',
    externalId: 'PO-2026-0880',
    pays: 'materials',
  },
  {
    days: 10,
    alias: 'Agus (Konsultan Pajak)',
    direction: 'DEBIT',
    amount: '7500000.00',
    description: 'Jasa konsultan pajak Q4',
    account: 'operations',
  },
  {
    days: 12,
    alias: 'Harapan Medika',
    direction: 'CREDIT',
    amount: '38900000.00',
    description: 'Pembayaran INV-2026-1120',
    account: 'collections',
    externalId: 'INV-2026-1120',
  },
  {
    days: 14,
    alias: 'Samudra Energi',
    direction: 'DEBIT',
    amount: '9650000.00',
    description: 'Tagihan listrik dan genset',
    account: 'operations',
  },
  {
    days: 25,
    alias: 'Rudi (Desain)',
    direction: 'DEBIT',
    amount: '4500000.00',
    description: 'Desain katalog 2027',
    account: 'payroll',
  },
];

/** The next weeks' expected receipts and payments (`EXPECTED`), one after another; the ids of the three the payment orders pay. */
async function seedExpectedTransactions(
  treasuryUrl: string,
  headers: Headers,
  counterparties: Map<string, DemoCounterparty>,
  accounts: DemoAccounts,
  today: string,
): Promise<Payees> {
  const payees: Partial<Payees> = {};
  for (const { days, alias, account, externalId, pays, ...item } of EXPECTED) {
    const made = (await postJson(
      `${treasuryUrl}/expected-transactions`,
      {
        date: addDays(today, days),
        counterpartyId: counterparties.get(alias)?.id ?? null,
        ...item,
        bankAccountId: accounts[account],
        ...(externalId ? { externalId } : {}),
      },
      headers,
    )) as { node: { id: string } };
    if (pays) payees[pays] = made.node.id;
  }
  return { rent: payees.rent!, shipping: payees.shipping!, materials: payees.materials! };
}

/**
 * The treasury side of the demo: bank accounts (two read from the sandbox
 * bank over SNAP on an hourly schedule when it runs, a BRI account whose
 * statement is imported from a file, and a dollar account with a balance
 * read by hand), and the next weeks' expected receipts and payments.
 */
async function seedTreasury(
  treasuryUrl: string,
  headers: Headers,
  counterparties: Map<string, DemoCounterparty>,
  bank: DemoBank | undefined,
  today: string,
  approver: Approver,
) {
  const credentials = bank
    ? {
        clientId: bank.partner.clientKey,
        clientSecret: bank.partner.clientSecret,
        partnerId: bank.partner.partnerId,
        channelId: bank.partner.channelId,
        privateKey: bank.partner.privateKeyPem,
      }
    : null;
  // Before the first line arrives (synced, imported or entered), so that every line is categorised as it is written.
  await seedCashFlowRules(treasuryUrl, headers, postJson);
  const accounts = await seedBankAccounts(treasuryUrl, headers, credentials);
  const { operations, payroll, collections } = accounts;
  const statement = await importCollectionsStatement(treasuryUrl, headers, collections, today);
  const payees = await seedExpectedTransactions(
    treasuryUrl,
    headers,
    counterparties,
    accounts,
    today,
  );
  await expectPastTransfers(treasuryUrl, headers, collections, statement.lines, today);
  const reportImport = await seedPaymentProvider(treasuryUrl, headers, collections, today);
  await seedBills(
    treasuryUrl,
    headers,
    approver.headers,
    new Map([...counterparties].map(([alias, counterparty]) => [alias, counterparty.id])),
    today,
    postJson,
  );
  await proposeMatches(treasuryUrl, headers, collections, [statement.importId, reportImport]);
  await seedDeposits(treasuryUrl, headers, today);
  await seedFxRates(treasuryUrl, headers, today);
  // Payments leave only API-connected accounts: without the sandbox bank there are none to send from.
  if (credentials)
    await seedPayments(
      treasuryUrl,
      headers,
      counterparties,
      { operations, payroll },
      payees,
      today,
      approver,
    );
}

/**
 * The online shop's Xendit account, settling to the BRI collections account:
 * last week's sales imported from Xendit's Detailed Transactions Report
 * (demo/provider-report.ts), and the bank's credits for the settlements paid
 * out before yesterday, entered on the account for reconciliation to match
 * (yesterday's sales are still pending settlement).
 */
async function seedPaymentProvider(
  treasuryUrl: string,
  headers: Headers,
  collections: string,
  today: string,
): Promise<string> {
  const provider = (await postJson(
    `${treasuryUrl}/payment-providers`,
    {
      provider: 'XENDIT',
      name: 'Xendit Toko Online',
      bankAccountId: collections,
      credentials: {
        secretKey: 'xnd_development_kasdemo0000000000000000',
        webhookToken: 'kas-demo-webhook-token',
      },
    },
    headers,
  )) as { id: string };
  const { csv, settlements } = xenditDemoReport(today);
  const upload = (await send(
    'POST',
    `${treasuryUrl}/uploads?purpose=PAYMENT_REPORT`,
    csv,
    { ...headers, 'x-file-name': encodeURIComponent(`xendit-transactions-${today}.csv`) },
    'text/csv',
  )) as {
    id: string;
  };
  const report = (await postJson(
    `${treasuryUrl}/imports`,
    { kind: 'PAYMENT_REPORT', uploadId: upload.id, paymentProviderId: provider.id },
    headers,
  )) as { id: string };
  for (const settlement of settlements) {
    await postJson(
      `${treasuryUrl}/statement-transactions`,
      {
        bankAccountId: collections,
        transactionDate: settlement.date,
        description: `XENDIT SETTLEMENT ${settlement.date.replaceAll('-', '')} PT SINAR NUSANTARA MAKMUR`,
        direction: 'CREDIT',
        amount: settlement.net,
      },
      headers,
    );
  }
  return report.id;
}

/** How long the seed waits for its imports: they take a second or two. */
const IMPORT_DEADLINE_MS = 60_000;

/**
 * Waits until the imports have written their lines, then runs the matching
 * engine over the collections account as a member would press Run: the
 * confident matches are confirmed by the demo's auto rule, and the rest (an
 * instalment, look-alike amounts, the settlements against the provider's
 * report) wait in Reconciliation as proposals for review.
 */
async function proposeMatches(
  treasuryUrl: string,
  headers: Headers,
  bankAccountId: string,
  importIds: string[],
) {
  const deadline = Date.now() + IMPORT_DEADLINE_MS;
  for (const id of importIds) {
    for (;;) {
      const { status } = (await send(
        'GET',
        `${treasuryUrl}/imports/${id}`,
        undefined,
        headers,
      )) as { status: string };
      if (status === 'COMPLETED') break;
      if (status !== 'QUEUED' && status !== 'RUNNING')
        throw new Error(`Seeding failed: import ${id} ended ${status}`);
      if (Date.now() > deadline)
        throw new Error(
          `Seeding failed: import ${id} still ${status} after ${IMPORT_DEADLINE_MS} ms`,
        );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await postJson(`${treasuryUrl}/reconciliations/runs`, { bankAccountId }, headers);
}

/** A counterparty as the demo made it: its id and the ids of its bank accounts, in the order given. */
type DemoCounterparty = { id: string; bankAccounts: { id: string }[] };
/** A seeded approver's session headers and authenticator secret. */
type Approver = { headers: Headers; secret: string };

/**
 * What waits in Payments and Transfers when the demo opens: an approval rule
 * asking two approvals of payments from Rp100,000,000, three payments the
 * owner made that need approval (rent and a purchase order by BI-FAST, a
 * large purchase within BCA, which the rule holds for two approvals, and
 * which Andi has approved once: it waits for a second approver, Dewi), each
 * paying the expected transaction it was made for, and
 * the monthly payroll funding from BCA to Mandiri by RTGS, repeating for a
 * year. Their dates are days ahead, so nothing is sent before someone with
 * an authenticator app approves it.
 */
async function seedPayments(
  treasuryUrl: string,
  headers: Headers,
  counterparties: Map<string, DemoCounterparty>,
  accounts: { operations: string; payroll: string },
  expected: { rent: string; shipping: string; materials: string },
  today: string,
  approver: Approver,
) {
  await postJson(
    `${treasuryUrl}/approval-rules`,
    {
      name: 'Pembayaran besar',
      appliesTo: 'PAYMENT',
      minAmount: '100000000.00',
      methods: [],
      approvalsRequired: 2,
      approverRoles: [],
    },
    headers,
  );
  const pay = (alias: string, body: Record<string, unknown>) =>
    postJson(
      `${treasuryUrl}/payment-orders`,
      {
        kind: 'PAYMENT',
        sourceAccountId: accounts.operations,
        counterpartyBankAccountId: counterparties.get(alias)!.bankAccounts[0]!.id,
        ...body,
      },
      headers,
    );
  await pay('Graha Properti', {
    method: 'BI_FAST',
    amount: '45000000.00',
    paymentDate: addDays(today, 5),
    memo: 'Sewa kantor Desember 2026',
    expectedTransactionId: expected.rent,
  });
  await pay('Mitra Logistik', {
    method: 'BI_FAST',
    amount: '18725000.00',
    paymentDate: addDays(today, 6),
    memo: 'PO-2026-0871 jasa pengiriman November',
    expectedTransactionId: expected.shipping,
  });
  // Both at BCA: Same Bank, chosen by itself.
  const large = (await pay('Sumber Makmur', {
    amount: '126400000.00',
    paymentDate: addDays(today, 9),
    memo: 'PO-2026-0880 bahan baku',
    notes: 'Dua persetujuan: di atas Rp100 juta.',
    expectedTransactionId: expected.materials,
  })) as { node: { id: string; version: number } };
  const approved = (await postJson(
    `${treasuryUrl}/payment-orders/approve`,
    { ids: [large.node.id], versions: [large.node.version], code: demoCode(approver.secret) },
    approver.headers,
  )) as {
    results: { error: unknown }[];
  };
  if (approved.results.some((result) => result.error))
    throw new Error(`Seeding failed at the first approval: ${JSON.stringify(approved.results)}`);
  await postJson(
    `${treasuryUrl}/payment-orders`,
    {
      kind: 'TRANSFER',
      sourceAccountId: accounts.operations,
      destinationAccountId: accounts.payroll,
      method: 'RTGS',
      amount: '350000000.00',
      paymentDate: addDays(today, 3),
      memo: 'Dana gaji bulanan',
      recurrence: { unit: 'MONTHS', every: 1, until: addDays(today, 365) },
    },
    headers,
  );
}

/**
 * What the demo business expected of the imported BRI statement's last three
 * weeks, for reconciliation to match: most of the invoices and purchase
 * orders its transfers name, due a day or two before the money arrived; one
 * invoice paid in two instalments (its second yet to come); QRIS
 * settlements, cash deposits, bank fees and bills expected by nobody, as in
 * a real account. The lines come from the generated export, so the demo
 * matches the statement it imports.
 */
async function expectPastTransfers(
  treasuryUrl: string,
  headers: Headers,
  bankAccountId: string,
  lines: StatementLine[],
  today: string,
) {
  const since = addDays(today, -21);
  const transfers = lines.filter(
    (line) =>
      line.date >= since &&
      (line.channel === 'BI-FAST' ||
        line.channel === 'SKN' ||
        line.channel === 'RTGS' ||
        line.channel === 'INTRABANK'),
  );
  for (const [index, line] of transfers.entries()) {
    const reference = /(INV\/\d{4}\/\d{2}\/\d{4}|PO-\d{5})/.exec(line.remark)?.[1];
    // Every fifth transfer was not expected: somebody paid what nobody invoiced.
    if (!reference || index % 5 === 4) continue;
    const instalment = index === 1;
    await postJson(
      `${treasuryUrl}/expected-transactions`,
      {
        date: addDays(line.date, -(index % 3)),
        direction: line.direction,
        amount: (instalment ? line.amount.times(2) : line.amount).toFixed(2),
        description: `${line.direction === 'CREDIT' ? 'Pelunasan' : 'Pembayaran'} ${reference}${instalment ? ' (2 termin)' : ''}`,
        bankAccountId,
        reconciliationData: [
          {
            key: reference.startsWith('INV') ? 'invoice_number' : 'purchase_order',
            value: reference,
          },
        ],
      },
      headers,
    );
  }
}

/**
 * Seeds the demo organisation on an empty database, through the services'
 * own rules (everything in treasury goes through its REST API). With a
 * sandbox bank, two accounts connect over SNAP and sync on a schedule.
 * Returns the demo sign-in when the demo organisation exists, or null.
 */
export async function seedDemo(
  accountDb: Kysely<AccountDatabase>,
  accountUrl: string,
  treasuryUrl: string,
  options: { bank?: DemoBank; now?: Date; invoicing?: DemoInvoicing } = {},
) {
  const organizations = await accountDb
    .selectFrom('organizations')
    .select(['id', 'username'])
    .execute();
  const existing = organizations.find((org) => org.username === DEMO.username);
  if (existing) return DEMO;
  if (organizations.length > 0) return null;
  const created = await createOrganizationWithOwner(accountDb, {
    name: DEMO.organization,
    username: DEMO.username,
    ownerEmail: DEMO.email,
    ownerPassword: DEMO.password,
    ownerName: DEMO.ownerName,
  });
  const tokens = (await postJson(`${accountUrl}/sessions`, {
    email: DEMO.email,
    password: DEMO.password,
  })) as { accessToken: string; organizationId: string };
  const headers = {
    authorization: `Bearer ${tokens.accessToken}`,
    'x-organization-id': tokens.organizationId,
  };
  await seedApprover(accountDb, accountUrl, headers, DEMO_APPROVERS.second, postJson);
  const first = await seedApprover(accountDb, accountUrl, headers, DEMO_APPROVERS.first, postJson);
  const counterparties = new Map<string, DemoCounterparty>();
  for (const counterparty of COUNTERPARTIES)
    counterparties.set(
      counterparty.alias,
      (
        (await postJson(`${treasuryUrl}/counterparties`, counterparty, headers)) as {
          node: DemoCounterparty;
        }
      ).node,
    );
  const today = businessToday('Asia/Jakarta', options.now ?? new Date());
  await seedTreasury(treasuryUrl, headers, counterparties, options.bank, today, first);
  if (options.invoicing) {
    await seedInvoicing(
      options.invoicing,
      headers,
      created.owner.id,
      first.headers,
      { post: postJson, put: (url, body, headers = {}) => send('PUT', url, body, headers) },
      today,
      accountUrl,
    );
    const supplier = (alias: string) => {
      const row = COUNTERPARTY_ROWS.find((candidate) => candidate[2] === alias)!;
      return { id: counterparties.get(alias)!.id, name: row[1] };
    };
    await seedPurchaseOrders(
      options.invoicing.url,
      headers,
      { materials: supplier('Sumber Makmur'), works: supplier('Karya Mandiri') },
      postJson,
      today,
    );
  }
  return DEMO;
}
