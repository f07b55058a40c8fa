import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { GraphQLInterfaceType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NODE_SOURCES } from '../../bff/modules/index.js';
import type { System } from '../../system.js';
import {
  addMemberInBuiltInRole,
  createCounterpartyRest,
  createOrganization,
  signInRest,
  type Tokens,
} from '../support/factories.js';
import { GraphQLClient, signedInClient } from '../support/graphql-client.js';
import { contract, idPaths, operationFor } from '../support/schema-samples.js';
import { SoftAuthenticator, type CreationOptions } from '../support/soft-authenticator.js';
import { startTestSystem } from '../support/system.js';

/**
 * Every kind of object `node(id:)` and `nodes(ids:)` can name, from the schema:
 * each type implementing Node, and a member still invited, a Member whose
 * global id says Invitation (the members module's `nodes`). A new area's types are
 * covered without editing this file; each needs a record of another
 * organisation below, or the first test fails.
 */
const NODE_TYPES = [
  ...contract
    .getImplementations(contract.getType('Node') as GraphQLInterfaceType)
    .objects.map((type) => type.name),
  'Invitation',
];

/** Ids that name no Node: an upload's, and the service ids of a counterparty's bank account and a customer's document. */
const OTHER_KINDS = ['Upload', 'CounterpartyBankAccount', 'CustomerDocument'];

/**
 * The kinds of object an ID argument names when its name does not say it
 * (`bankAccountId` and `bankAccountIds` name BankAccount, `customerId` a
 * Customer: see `kindsNamedBy`). A new ID argument whose name names no kind
 * must be added here.
 */
const IRREGULAR_ARGUMENTS: Record<string, string[]> = {
  id: NODE_TYPES,
  ids: NODE_TYPES,
  actorId: ['User'],
  assigneeId: ['User'],
  memberId: ['Member', 'Invitation'],
  matchableWith: ['StatementTransaction'],
  itemIds: ['ExpectedTransaction', 'Payment', 'Transfer', 'PaymentSettlement', 'Bill'],
  proposalIds: ['ReconciliationProposal'],
  ruleId: ['ReconciliationRule', 'ApprovalRule', 'CashFlowRule'],
  ruleIds: ['ReconciliationRule', 'ApprovalRule', 'CashFlowRule'],
  sourceAccountId: ['BankAccount'],
  destinationAccountId: ['BankAccount'],
  /** A counterparty's bank account ids are its service ids (CounterpartyBankAccount.id), named only with their counterparty. */
  removeBankAccountIds: ['CounterpartyBankAccount'],
  scenarioId: ['CashForecastScenario'],
  scenarioIds: ['CashForecastScenario'],
  copyOf: ['CashForecastScenario'],
  snapshotId: ['CashForecastSnapshot'],
  /** A customer's document ids are its service ids (CustomerDocument.id), named only with their customer or the link's token. */
  documentId: ['CustomerDocument'],
};

/** The kinds of object an ID argument names: as listed above, or the kind its name says (`<kind>Id`, `<kind>Ids`); none when unknown. */
function kindsNamedBy(argument: string): string[] {
  if (argument in IRREGULAR_ARGUMENTS) return IRREGULAR_ARGUMENTS[argument]!;
  const named = /^(\w+?)Ids?$/.exec(argument)?.[1];
  const kind = named && named[0]!.toUpperCase() + named.slice(1);
  return kind && [...NODE_TYPES, ...OTHER_KINDS].includes(kind) ? [kind] : [];
}

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64url');
const lastSegment = (path: string) => path.split('.').at(-1)!;

type Operation = { kind: 'query' | 'mutation'; name: string; path: string };
const operations: Operation[] = (['query', 'mutation'] as const).flatMap((kind) => {
  const root = kind === 'query' ? contract.getQueryType()! : contract.getMutationType()!;
  return Object.values(root.getFields()).flatMap((field) =>
    idPaths(field).map((path) => ({ kind, name: field.name, path })),
  );
});

let system: System;
let ownTokens: Tokens;
/** Objects of another organisation, by type: their global ids. */
const foreign: Record<string, string> = {};

beforeAll(async () => {
  // A system of the file's own: the last test reads whole tables to show that nothing anywhere changed.
  system = await startTestSystem();
  const mine = await createOrganization(system);
  ownTokens = await signInRest(system, mine.owner);

  const theirs = await createOrganization(system);
  const theirTokens = await signInRest(system, theirs.owner);
  const theirBrowser = await signedInClient(system.url, theirs.owner);
  foreign.Organization = globalId('Organization', theirs.organizationId);
  foreign.User = globalId('User', theirs.owner.userId);
  const theirCounterparty = await createCounterpartyRest(system, theirTokens);
  foreign.Counterparty = globalId('Counterparty', theirCounterparty.id);
  foreign.CounterpartyBankAccount = (
    await system.treasury.db
      .selectFrom('counterparty_bank_accounts')
      .select('id')
      .where('counterparty_id', '=', theirCounterparty.id)
      .executeTakeFirstOrThrow()
  ).id;
  const role = await theirBrowser.request<{ roleCreate: { role: { id: string } } }>(
    'mutation { roleCreate(input: { name: "Rahasia", permissions: ["payments:read"] }) { role { id } } }',
  );
  foreign.Role = role.data!.roleCreate.role.id;
  const rule = await theirBrowser.request<{ reconciliationRuleCreate: { rule: { id: string } } }>(
    'mutation { reconciliationRuleCreate(input: { name: "Rahasia" }) { rule { id } } }',
  );
  foreign.ReconciliationRule = rule.data!.reconciliationRuleCreate.rule.id;
  const maker = await addMemberInBuiltInRole(system, theirs.organizationId, 'MAKER');
  const invited = await theirBrowser.request<{ memberInvite: { member: { id: string } } }>(
    'mutation { memberInvite(input: { email: "orang.lain@contoh.co.id" }) { member { id } } }',
  );
  foreign.Invitation = invited.data!.memberInvite.member.id;
  const members = await theirBrowser.request<{
    members: { edges: { node: { id: string; email: string } }[] };
  }>('{ members(first: 10) { edges { node { id email } } } }');
  foreign.Member = members.data!.members.edges.find(
    (edge) => edge.node.email === maker.email,
  )!.node.id;
  const start = await theirBrowser.request<{ passkeyRegistrationStart: { optionsJSON: string } }>(
    'mutation { passkeyRegistrationStart { optionsJSON } }',
  );
  const answer = new SoftAuthenticator().register(
    JSON.parse(start.data!.passkeyRegistrationStart.optionsJSON) as CreationOptions,
  );
  const passkey = await theirBrowser.request<{ passkeyRegister: { passkey: { id: string } } }>(
    'mutation ($input: PasskeyRegisterInput!) { passkeyRegister(input: $input) { passkey { id } } }',
    {
      input: { name: 'Kunci', response: JSON.stringify(answer) },
    },
  );
  foreign.Passkey = passkey.data!.passkeyRegister.passkey.id;
  const apiKey = await theirBrowser.request<{ apiKeyCreate: { apiKey: { id: string } } }>(
    'mutation ($input: ApiKeyCreateInput!) { apiKeyCreate(input: $input) { apiKey { id } } }',
    {
      input: { name: 'Integrasi', roleId: foreign.Role, expiresInDays: 30 },
    },
  );
  foreign.ApiKey = apiKey.data!.apiKeyCreate.apiKey.id;
  const entity = await theirBrowser.request<{ entityCreate: { entity: { id: string } } }>(
    'mutation { entityCreate(input: { name: "Cabang Rahasia" }) { entity { id } } }',
  );
  foreign.Entity = entity.data!.entityCreate.entity.id;
  const account = await theirBrowser.request<{
    bankAccountCreate: { bankAccount: { id: string } };
  }>(
    'mutation ($input: BankAccountCreateInput!) { bankAccountCreate(input: $input) { bankAccount { id } } }',
    {
      input: {
        bankCode: '014',
        accountNumber: '5270998877',
        accountName: 'PT RAHASIA',
        alias: 'Rahasia',
        currency: 'IDR',
        connectionType: 'MANUAL',
        entityId: foreign.Entity,
      },
    },
  );
  foreign.BankAccount = account.data!.bankAccountCreate.bankAccount.id;
  const expected = await theirBrowser.request<{
    expectedTransactionCreate: { expectedTransaction: { id: string } };
  }>(
    'mutation ($input: ExpectedTransactionCreateInput!) { expectedTransactionCreate(input: $input) { expectedTransaction { id } } }',
    {
      input: {
        date: '2026-12-01',
        description: 'PENERIMAAN RAHASIA',
        direction: 'CREDIT',
        amount: '2500000',
        externalId: 'RAHASIA-1',
        counterpartyId: foreign.Counterparty,
        bankAccountId: foreign.BankAccount,
      },
    },
  );
  foreign.ExpectedTransaction = expected.data!.expectedTransactionCreate.expectedTransaction.id;
  const line = await theirBrowser.request<{
    statementTransactionCreate: { statementTransaction: { id: string } };
  }>(
    'mutation ($input: StatementTransactionCreateInput!) { statementTransactionCreate(input: $input) { statementTransaction { id } } }',
    {
      input: {
        bankAccountId: foreign.BankAccount,
        date: '2026-11-20',
        description: 'SETORAN RAHASIA',
        direction: 'CREDIT',
        amount: '1000',
      },
    },
  );
  foreign.StatementTransaction = line.data!.statementTransactionCreate.statementTransaction.id;
  // A match, and a pending proposal of the engine, each on a line and an item of their own.
  const side = async (amount: string, description: string) => {
    const made = await theirBrowser.data<{
      statementTransactionCreate: { statementTransaction: { id: string } };
    }>(
      'mutation ($input: StatementTransactionCreateInput!) { statementTransactionCreate(input: $input) { statementTransaction { id } } }',
      {
        input: {
          bankAccountId: foreign.BankAccount,
          date: '2026-11-20',
          description,
          direction: 'CREDIT',
          amount,
        },
      },
    );
    const item = await theirBrowser.data<{
      expectedTransactionCreate: { expectedTransaction: { id: string } };
    }>(
      'mutation ($input: ExpectedTransactionCreateInput!) { expectedTransactionCreate(input: $input) { expectedTransaction { id } } }',
      {
        input: {
          date: '2026-11-20',
          description,
          direction: 'CREDIT',
          amount,
          bankAccountId: foreign.BankAccount,
        },
      },
    );
    return {
      lineId: made.statementTransactionCreate.statementTransaction.id,
      itemId: item.expectedTransactionCreate.expectedTransaction.id,
    };
  };
  const matched = await side('4400000', 'PELUNASAN RAHASIA 0001');
  const reconciliation = await theirBrowser.data<{
    reconciliationCreate: { reconciliation: { id: string } };
  }>(
    'mutation ($input: ReconciliationCreateInput!) { reconciliationCreate(input: $input) { reconciliation { id } } }',
    { input: { statementTransactionIds: [matched.lineId], itemIds: [matched.itemId] } },
  );
  foreign.Reconciliation = reconciliation.reconciliationCreate.reconciliation.id;
  await side('7770000', 'PELUNASAN RAHASIA 0002');
  await theirBrowser.data('mutation { reconciliationRun(input: {}) { run { proposed } } }');
  const proposals = await theirBrowser.data<{
    reconciliationProposals: { edges: { node: { id: string } }[] };
  }>('{ reconciliationProposals { edges { node { id } } } }');
  foreign.ReconciliationProposal = proposals.reconciliationProposals.edges[0]!.node.id;
  // An exception ticket: a line left unmatched three weeks, and a scan.
  await theirBrowser.data(
    'mutation ($input: StatementTransactionCreateInput!) { statementTransactionCreate(input: $input) { statementTransaction { id } } }',
    {
      input: {
        bankAccountId: foreign.BankAccount,
        date: '2026-11-01',
        description: 'SETORAN RAHASIA LAMA',
        direction: 'CREDIT',
        amount: '1500',
      },
    },
  );
  await theirBrowser.data('mutation { exceptionsScan { opened } }');
  const tickets = await theirBrowser.data<{
    exceptionTickets: { edges: { node: { id: string } }[] };
  }>('{ exceptionTickets(first: 1) { edges { node { id } } } }');
  foreign.ExceptionTicket = tickets.exceptionTickets.edges[0]!.node.id;
  // A payment, a transfer and an approval rule, from an API-connected account of theirs.
  const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  const apiAccount = async (accountNumber: string) =>
    (
      await theirBrowser.data<{ bankAccountCreate: { bankAccount: { id: string } } }>(
        'mutation ($input: BankAccountCreateInput!) { bankAccountCreate(input: $input) { bankAccount { id } } }',
        {
          input: {
            bankCode: '014',
            accountNumber,
            accountName: 'PT RAHASIA',
            alias: `Rahasia ${accountNumber}`,
            currency: 'IDR',
            connectionType: 'API',
            credentials: {
              clientId: 'klien',
              clientSecret: 'rahasia-1234',
              partnerId: 'KAS01',
              channelId: '95221',
              privateKey,
            },
          },
        },
      )
    ).bankAccountCreate.bankAccount.id;
  const [source, destination] = [await apiAccount('5270998801'), await apiAccount('5270998802')];
  const payee = await createCounterpartyRest(system, theirTokens, {
    taxNumber: '012345678901234',
    bankAccounts: [
      { bankCode: '008', accountNumber: '1230009876', accountName: 'PT PENERIMA RAHASIA' },
    ],
  });
  const payeeAccount = (
    await system.treasury.db
      .selectFrom('counterparty_bank_accounts')
      .select('id')
      .where('counterparty_id', '=', payee.id)
      .executeTakeFirstOrThrow()
  ).id;
  const order = { sourceAccountId: source, amount: '1500000', paymentDate: '2026-11-22' };
  const payment = await theirBrowser.data<{ paymentCreate: { payment: { id: string } } }>(
    'mutation ($input: PaymentCreateInput!) { paymentCreate(input: $input) { payment { id } } }',
    {
      input: { ...order, counterpartyBankAccountId: payeeAccount, method: 'BI_FAST' },
    },
  );
  foreign.Payment = payment.paymentCreate.payment.id;
  const transfer = await theirBrowser.data<{ transferCreate: { transfer: { id: string } } }>(
    'mutation ($input: TransferCreateInput!) { transferCreate(input: $input) { transfer { id } } }',
    {
      input: { ...order, destinationAccountId: destination },
    },
  );
  foreign.Transfer = transfer.transferCreate.transfer.id;
  const approvalRule = await theirBrowser.data<{ approvalRuleCreate: { rule: { id: string } } }>(
    'mutation { approvalRuleCreate(input: { name: "Rahasia", appliesTo: ALL, minAmount: "0", methods: [], approvalsRequired: 2, approverRoles: [] }) { rule { id } } }',
  );
  foreign.ApprovalRule = approvalRule.approvalRuleCreate.rule.id;
  const bill = await theirBrowser.data<{ billCreate: { bill: { id: string } } }>(
    'mutation ($input: BillCreateInput!) { billCreate(input: $input) { bill { id } } }',
    {
      input: {
        date: '2026-11-20',
        dueDate: '2026-12-01',
        category: 'RENT',
        counterpartyId: globalId('Counterparty', payee.id),
        amount: '1500000',
        number: 'RAHASIA-1',
      },
    },
  );
  foreign.Bill = bill.billCreate.bill.id;
  // A categorisation rule, made after their statement transactions: none of those is categorised.
  const cashFlowRule = await theirBrowser.data<{ cashFlowRuleCreate: { rule: { id: string } } }>(
    'mutation { cashFlowRuleCreate(input: { name: "Rahasia", category: OTHER, descriptionPattern: "rahasia" }) { rule { id } } }',
  );
  foreign.CashFlowRule = cashFlowRule.cashFlowRuleCreate.rule.id;
  const deposit = await theirBrowser.data<{ depositCreate: { deposit: { id: string } } }>(
    'mutation ($input: DepositCreateInput!) { depositCreate(input: $input) { deposit { id } } }',
    {
      input: {
        bankCode: '014',
        alias: 'Deposito Rahasia',
        amount: '1500000000',
        issuedDate: '2026-11-20',
        tenor: 3,
        tenorType: 'MONTHS',
        term: 'NO_RENEWAL',
        interestRate: '4.25',
      },
    },
  );
  foreign.Deposit = deposit.depositCreate.deposit.id;
  const scenario = await theirBrowser.data<{
    cashForecastScenarioCreate: { scenario: { id: string } };
  }>('mutation { cashForecastScenarioCreate(input: { name: "Rahasia" }) { scenario { id } } }');
  foreign.CashForecastScenario = scenario.cashForecastScenarioCreate.scenario.id;
  const snapshot = await theirBrowser.data<{
    cashForecastSnapshotCreate: { snapshot: { id: string } };
  }>(
    'mutation { cashForecastSnapshotCreate(input: { name: "Rahasia", currency: IDR, granularity: MONTH }) { snapshot { id } } }',
  );
  foreign.CashForecastSnapshot = snapshot.cashForecastSnapshotCreate.snapshot.id;
  // A customer of theirs waiting for review, with a document.
  const customer = await theirBrowser.data<{ customerCreate: { customer: { id: string } } }>(
    'mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }',
    {
      input: {
        type: 'INDIVIDUAL',
        name: 'Pembeli Rahasia',
        email: 'pembeli.rahasia@contoh.co.id',
        phone: '081234567890',
        owner: { nik: '3174071201900001' },
        address: {
          street1: 'Jl. Rahasia 1',
          provinceCode: '31',
          regencyCode: '31.74',
          districtCode: '31.74.07',
          villageCode: '31.74.07.1006',
          postalCode: '12190',
        },
      },
    },
  );
  foreign.Customer = customer.customerCreate.customer.id;
  const customerDocument = await fetch(
    `${system.url}/api/customer-documents?customer=${encodeURIComponent(foreign.Customer)}&kind=INDIVIDUAL_ID`,
    {
      method: 'POST',
      headers: { 'x-file-name': 'ktp.pdf', cookie: theirBrowser.cookieHeader },
      body: '%PDF-1.4\n%%EOF\n',
    },
  );
  foreign.CustomerDocument = ((await customerDocument.json()) as { id: string }).id;
  const uploadFile = async () => {
    const response = await fetch(`${system.url}/api/uploads?purpose=STATEMENT`, {
      method: 'POST',
      headers: {
        'content-type': 'text/csv',
        'x-file-name': 'rahasia.csv',
        cookie: theirBrowser.cookieHeader,
      },
      body: 'Tanggal,Keterangan\n',
    });
    return ((await response.json()) as { id: string }).id;
  };
  foreign.Upload = await uploadFile();
  const started = await theirBrowser.request<{ statementImportStart: { import: { id: string } } }>(
    'mutation ($input: StatementImportStartInput!) { statementImportStart(input: $input) { import { id } } }',
    { input: { uploadId: await uploadFile(), bankAccountId: foreign.BankAccount } },
  );
  foreign.Import = started.data!.statementImportStart.import.id;
  // A payment provider of theirs, with the records, transactions and settlement of a Xendit report.
  const provider = await theirBrowser.data<{
    paymentProviderCreate: { paymentProvider: { id: string } };
  }>(
    'mutation ($input: PaymentProviderCreateInput!) { paymentProviderCreate(input: $input) { paymentProvider { id } } }',
    {
      input: {
        provider: 'XENDIT',
        name: 'Xendit Rahasia',
        bankAccountId: foreign.BankAccount,
        credentials: [
          { key: 'secretKey', value: 'xnd_rahasia' },
          { key: 'webhookToken', value: 'tok_rahasia' },
        ],
      },
    },
  );
  foreign.PaymentProvider = provider.paymentProviderCreate.paymentProvider.id;
  const report = await fetch(`${system.url}/api/uploads?purpose=PAYMENT_REPORT`, {
    method: 'POST',
    headers: {
      'content-type': 'text/csv',
      'x-file-name': 'xendit.csv',
      cookie: theirBrowser.cookieHeader,
    },
    body: readFileSync(
      path.join(
        import.meta.dirname,
        '../fixtures/payment-providers/xendit-detailed-transactions.csv',
      ),
    ),
  });
  const reportImport = await theirBrowser.data<{
    paymentReportImportStart: { import: { id: string } };
  }>(
    'mutation ($input: PaymentReportImportStartInput!) { paymentReportImportStart(input: $input) { import { id } } }',
    {
      input: {
        uploadId: ((await report.json()) as { id: string }).id,
        paymentProviderId: foreign.PaymentProvider,
      },
    },
  );
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const state = await theirBrowser.data<{ node: { status: string } }>(
      'query ($id: ID!) { node(id: $id) { ... on Import { status } } }',
      { id: reportImport.paymentReportImportStart.import.id },
    );
    if (state.node.status === 'COMPLETED') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const record = await system.treasury.db
    .selectFrom('payment_records')
    .select(['id', 'settlement_id'])
    .where('settlement_id', 'is not', null)
    .executeTakeFirstOrThrow();
  foreign.PaymentRecord = globalId('PaymentRecord', record.id);
  foreign.PaymentSettlement = globalId('PaymentSettlement', record.settlement_id!);
  foreign.PaymentTransaction = globalId(
    'PaymentTransaction',
    (
      await system.treasury.db
        .selectFrom('payment_transactions')
        .select('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
});

afterAll(() => system?.stop());

/** The answer to an operation with one ID set, with that ID blanked out so two answers can be compared. */
async function answer(operation: Operation, id: string): Promise<unknown> {
  const value = lastSegment(operation.path) === 'ids' ? [id] : id;
  const { query, variables } = operationFor(operation.kind, operation.name, {
    [operation.path]: value,
  });
  const result = await new GraphQLClient(system.url).request(query, variables, {
    authorization: `Bearer ${ownTokens.accessToken}`,
  });
  return JSON.parse(JSON.stringify(result).replaceAll(id, '<id>'));
}

describe('another organisation’s records answer exactly as missing ones', () => {
  it('every ID argument of the schema names kinds of object this test knows', () => {
    const unknown = operations
      .filter((operation) => kindsNamedBy(lastSegment(operation.path)).length === 0)
      .map((operation) => `${operation.name}(${operation.path})`);
    expect(unknown).toEqual([]);
    expect(operations.length).toBeGreaterThan(10);
  });

  it('every kind of object the schema can name has a record of another organisation here, and a global id', () => {
    const named = new Set([
      ...NODE_TYPES,
      ...operations.flatMap((operation) => kindsNamedBy(lastSegment(operation.path))),
    ]);
    expect([...named].filter((kind) => !foreign[kind])).toEqual([]);
    // A Node type no module fetches (`nodes` in its index.ts) answers null for every id, its own organisation's too.
    expect(NODE_TYPES.filter((type) => !Object.hasOwn(NODE_SOURCES, type))).toEqual([]);
    expect(NODE_TYPES.length).toBeGreaterThan(20);
  });

  for (const operation of operations) {
    const types = kindsNamedBy(lastSegment(operation.path));
    it(`${operation.kind} ${operation.name}(${operation.path}): ${types.join(', ')}`, async () => {
      for (const type of types) {
        const theirs = await answer(operation, foreign[type]!);
        const missing = await answer(operation, globalId(type, randomUUID()));
        expect({ type, answer: theirs }).toEqual({ type, answer: missing });
      }
    });
  }

  it('left the other organisation’s records as they were', async () => {
    const bills = await system.treasury.db
      .selectFrom('bills')
      .select(['number', 'status', 'amount'])
      .execute();
    expect(bills).toEqual([{ number: 'RAHASIA-1', status: 'CREATED', amount: '1500000.00' }]);
    expect(
      await system.treasury.db
        .selectFrom('cash_flow_rules')
        .select(['name', 'priority', 'category'])
        .execute(),
    ).toEqual([{ name: 'Rahasia', priority: 1, category: 'OTHER' }]);
    expect(
      await system.treasury.db
        .selectFrom('statement_transactions')
        .select('category')
        .where('category', 'is not', null)
        .execute(),
    ).toEqual([]);
    const deposits = await system.treasury.db
      .selectFrom('deposits')
      .select(['alias', 'status', 'term', 'interest_rate'])
      .execute();
    expect(deposits).toEqual([
      { alias: 'Deposito Rahasia', status: 'ACTIVE', term: 'NO_RENEWAL', interest_rate: '4.2500' },
    ]);
    expect(
      await system.treasury.db
        .selectFrom('cash_forecast_scenarios')
        .select(['name', 'adjustments'])
        .execute(),
    ).toEqual([{ name: 'Rahasia', adjustments: [] }]);
    expect(
      await system.treasury.db
        .selectFrom('cash_forecast_snapshots')
        .select(['name', 'currency'])
        .execute(),
    ).toEqual([{ name: 'Rahasia', currency: 'IDR' }]);
    const roles = await system.account.db
      .selectFrom('roles')
      .select('name')
      .where('name', '=', 'Rahasia')
      .execute();
    expect(roles).toHaveLength(1);
    const rules = await system.treasury.db
      .selectFrom('reconciliation_rules')
      .select(['name', 'priority'])
      .execute();
    expect(rules).toEqual([{ name: 'Rahasia', priority: 1 }]);
    const invitations = await system.account.db
      .selectFrom('invitations')
      .select(['revoked_at'])
      .where('email', '=', 'orang.lain@contoh.co.id')
      .execute();
    expect(invitations.map((row) => row.revoked_at)).toEqual([null]);
    const passkeys = await system.account.db.selectFrom('passkeys').select('name').execute();
    expect(passkeys.map((row) => row.name)).toEqual(['Kunci']);
    const accounts = await system.treasury.db
      .selectFrom('bank_accounts')
      .select(['alias', 'status'])
      .orderBy('alias')
      .execute();
    expect(accounts).toEqual([
      { alias: 'Rahasia', status: 'NEW' },
      { alias: 'Rahasia 5270998801', status: 'NEW' },
      { alias: 'Rahasia 5270998802', status: 'NEW' },
    ]);
    const orders = await system.treasury.db
      .selectFrom('payment_orders')
      .select(['kind', 'status', 'amount', 'archived_at'])
      .orderBy('kind')
      .execute();
    expect(orders).toEqual([
      { kind: 'PAYMENT', status: 'NEEDS_APPROVAL', amount: '1500000.00', archived_at: null },
      { kind: 'TRANSFER', status: 'NEEDS_APPROVAL', amount: '1500000.00', archived_at: null },
    ]);
    expect(
      await system.treasury.db.selectFrom('payment_approvals').select('approver_id').execute(),
    ).toEqual([]);
    expect(
      await system.treasury.db
        .selectFrom('approval_rules')
        .select(['name', 'approvals_required'])
        .execute(),
    ).toEqual([{ name: 'Rahasia', approvals_required: 2 }]);
    const expected = await system.treasury.db
      .selectFrom('expected_transactions')
      .select(['description', 'amount'])
      .orderBy('amount')
      .execute();
    expect(expected).toEqual([
      { description: 'PENERIMAAN RAHASIA', amount: '2500000.00' },
      { description: 'PELUNASAN RAHASIA 0001', amount: '4400000.00' },
      { description: 'PELUNASAN RAHASIA 0002', amount: '7770000.00' },
    ]);
    const matches = await system.treasury.db
      .selectFrom('reconciliation_allocations')
      .select('amount')
      .execute();
    expect(matches).toEqual([{ amount: '4400000.00' }]);
    const proposals = await system.treasury.db
      .selectFrom('reconciliation_proposals')
      .select(['status', 'amount'])
      .execute();
    expect(proposals).toEqual([{ status: 'PENDING', amount: '7770000.00' }]);
    const tickets = await system.treasury.db
      .selectFrom('exception_tickets')
      .select(['status', 'assignee_id'])
      .execute();
    expect(tickets).toEqual([{ status: 'OPEN', assignee_id: null }]);
    const keys = await system.account.db.selectFrom('api_keys').select('revoked_at').execute();
    expect(keys.map((row) => row.revoked_at)).toEqual([null]);
    expect(
      await system.treasury.db
        .selectFrom('payment_providers')
        .select(['name', 'bank_account_id'])
        .execute(),
    ).toEqual([
      {
        name: 'Xendit Rahasia',
        bank_account_id: Buffer.from(foreign.BankAccount!, 'base64url')
          .toString('utf8')
          .split(':')[1],
      },
    ]);
    expect(
      await system.treasury.db.selectFrom('payment_records').select('id').execute(),
    ).toHaveLength(5);
    expect(
      await system.invoicing.db
        .selectFrom('customers')
        .select(['name', 'status', 'version'])
        .execute(),
    ).toEqual([{ name: 'Pembeli Rahasia', status: 'REQUEST_SENT', version: 2 }]);
    expect(
      await system.invoicing.db.selectFrom('customer_documents').select('file_name').execute(),
    ).toEqual([{ file_name: 'ktp.pdf' }]);
  });
});
