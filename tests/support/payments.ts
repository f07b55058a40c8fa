import { generateKeyPairSync } from 'node:crypto';
import type { BuiltInRole } from '../../contracts/account/permissions.js';
import type { PaymentActionResponse } from '../../contracts/treasury/payments.js';
import type { newSandboxPartner } from '../../services/snap-sandbox/sandbox.js';
import type { System } from '../../system.js';
import {
  addMemberInBuiltInRole,
  callRest,
  createCounterpartyRest,
  createOrganization,
  signInRest,
  type Credentials,
  type RestAnswer,
  type Tokens,
  withAuthenticatorRest,
} from './factories.js';
import { signedInClient, type GraphQLClient } from './graphql-client.js';
import { confirmAuthenticator } from './oathtool.js';

const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
let accountNumber = 6_170_200_000;
/** A new account number of this run's sequence: for an internal account, a counterparty's, or one a test writes itself. */
export const nextAccountNumber = () => String((accountNumber += 1));

/** The SNAP credentials an API-connected test account holds: a key made for this run (nothing asks the bank until a sync or a payment). */
export const snapTestCredentials = {
  clientId: 'klien',
  clientSecret: 'rahasia-1234',
  partnerId: 'KAS01',
  channelId: '95221',
  privateKey,
};

/** The credentials an API-connected account holds to reach the SNAP sandbox bank (services/snap-sandbox) as its `partner`. */
export const sandboxCredentials = (partner: ReturnType<typeof newSandboxPartner>) => ({
  clientId: partner.clientKey,
  clientSecret: partner.clientSecret,
  partnerId: partner.partnerId,
  channelId: partner.channelId,
  privateKey: partner.privateKeyPem,
});

/**
 * Adds an API-connected, active internal account in rupiah over the
 * treasury's REST API as the member `tokens` signed in: at BCA, held by
 * PT PEMBAYAR, under a new number (`nextAccountNumber`) and the alias `Operasional <number>`,
 * unless `overrides` says otherwise. Answers its id, its entity's id and its
 * number; a refusal fails the test with the service's answer.
 */
export async function createApiAccountRest(
  system: Pick<System, 'treasuryUrl'>,
  tokens: Tokens,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; entityId: string; accountNumber: string }> {
  const accountNumber = String(overrides.accountNumber ?? nextAccountNumber());
  const created = await callRest<{ id: string; entity: { id: string } }>(
    system.treasuryUrl,
    'POST',
    '/bank-accounts',
    tokens,
    {
      bankCode: '014',
      accountNumber,
      accountName: 'PT PEMBAYAR',
      alias: `Operasional ${accountNumber}`,
      currency: 'IDR',
      connectionType: 'API',
      status: 'ACTIVE',
      credentials: snapTestCredentials,
      ...overrides,
    },
  );
  if (created.status !== 201)
    throw new Error(`the account was refused: ${created.status} ${JSON.stringify(created.body)}`);
  return {
    id: created.body.id,
    entityId: created.body.entity.id,
    accountNumber,
  };
}

/**
 * A counterparty made over the treasury's REST API (`counterpartyInput` with
 * `overrides`) and the id of its first bank account, where a payment to it goes.
 */
export async function createPayeeRest(
  system: Pick<System, 'treasuryUrl'>,
  tokens: Tokens,
  overrides: Record<string, unknown> = {},
): Promise<{ counterpartyId: string; bankAccountId: string }> {
  const counterparty = await createCounterpartyRest(system, tokens, overrides);
  const read = await callRest<{ bankAccounts: { id: string }[] }>(
    system.treasuryUrl,
    'GET',
    `/counterparties/${counterparty.id}`,
    tokens,
  );
  return { counterpartyId: counterparty.id, bankAccountId: read.body.bankAccounts[0]!.id };
}

/** An internal account's details, as a test names them: the bank (BCA unless given), the number, the name the bank holds and the alias. */
export type TestBankAccount = {
  bankCode?: string;
  accountNumber: string;
  accountName: string;
  alias: string;
  /** API (the default: SNAP credentials with a key made for this run) or MANUAL. */
  connectionType?: 'API' | 'MANUAL';
};

/**
 * Adds an internal account in rupiah through the BFF as `client` would, and
 * gives its global id. An API-connected one gets SNAP credentials with a key
 * made for the run (nothing asks the bank until a sync or a payment). A user
 * error fails the test with its code.
 */
export async function createBankAccount(
  client: GraphQLClient,
  { bankCode = '014', connectionType = 'API', ...account }: TestBankAccount,
): Promise<string> {
  const made = await client.data<{
    bankAccountCreate: { bankAccount: { id: string } | null; userErrors: { code: string }[] };
  }>(
    'mutation ($input: BankAccountCreateInput!) { bankAccountCreate(input: $input) { bankAccount { id } userErrors { field code message } } }',
    {
      input: {
        ...account,
        bankCode,
        currency: 'IDR',
        connectionType,
        ...(connectionType === 'API' ? { credentials: snapTestCredentials } : {}),
      },
    },
  );
  const { bankAccount, userErrors } = made.bankAccountCreate;
  if (!bankAccount) throw new Error(`the account was refused: ${JSON.stringify(userErrors)}`);
  return bankAccount.id;
}

/** A member with a confirmed authenticator app (`withAuthenticatorRest`): `code()` gives a fresh code each call. */
export type Approver = { tokens: Tokens; code: () => string };

/**
 * A new member of the organisation in the built-in role `builtIn` (an Approver unless said) who
 * approves payment orders: signed in over REST with a confirmed authenticator app
 * (`withAuthenticatorRest`), its tokens, its user id and a fresh code each call. A code
 * works once and the service takes the steps next to now only, so confirming spends the
 * step before now and `code()` gives the two after it, one each call.
 */
export async function approverRest(
  system: Pick<System, 'account' | 'accountUrl'>,
  organizationId: string,
  builtIn: 'APPROVER' | 'MAKER_APPROVER' = 'APPROVER',
): Promise<Approver & { userId: string }> {
  return withAuthenticatorRest(
    system,
    await addMemberInBuiltInRole(system, organizationId, builtIn),
  );
}

/**
 * Approves payment orders over the treasury's REST API as the member `tokens` with the
 * authenticator `code`, each in the version given (the first, unless said): the service's
 * answer, one result an order.
 */
export function approveOrdersRest(
  system: Pick<System, 'treasuryUrl'>,
  tokens: Tokens,
  ids: string[],
  code: string,
  versions = ids.map(() => 1),
) {
  return callRest<PaymentActionResponse & RestAnswer>(
    system.treasuryUrl,
    'POST',
    '/payment-orders/approve',
    tokens,
    { ids, versions, code },
  );
}

/** An organisation that pays over REST: its owner signed in, its API account and its payee. */
export type PayingOrganisation = {
  organizationId: string;
  owner: Tokens;
  ownerCredentials: Credentials;
  /** The API-connected account at BCA (`createApiAccountRest`). */
  source: string;
  counterpartyId: string;
  /** The counterparty's account at Mandiri. */
  payeeAccount: string;
};

/**
 * A new organisation whose owner, signed in over REST, holds an API account
 * at BCA and a company counterparty with a tax number and one account at
 * Mandiri in the name `payeeName`: a payment from the one to the other is
 * between banks.
 */
export async function payingOrganisationRest(
  system: Pick<System, 'account' | 'accountUrl' | 'treasuryUrl'>,
  payeeName = 'PT PENERIMA DANA',
): Promise<PayingOrganisation> {
  const { organizationId, owner } = await createOrganization(system);
  const tokens = await signInRest(system, owner);
  const source = await createApiAccountRest(system, tokens);
  const payee = await createPayeeRest(system, tokens, {
    taxNumber: '012345678901234',
    bankAccounts: [{ bankCode: '008', accountNumber: nextAccountNumber(), accountName: payeeName }],
  });
  return {
    organizationId,
    owner: tokens,
    ownerCredentials: owner,
    source: source.id,
    counterpartyId: payee.counterpartyId,
    payeeAccount: payee.bankAccountId,
  };
}

/** The id of the counterparty's first bank account, where a payment to it goes, read from the treasury's database. */
export async function payeeAccountOf(
  system: Pick<System, 'treasury'>,
  counterpartyId: string,
): Promise<string> {
  const account = await system.treasury.db
    .selectFrom('counterparty_bank_accounts')
    .select('id')
    .where('counterparty_id', '=', counterpartyId)
    .executeTakeFirstOrThrow();
  return account.id;
}

/** What an organisation that can pay holds: its internal accounts and two counterparties, by name. */
export type PayableOrganisation = {
  accounts: {
    bcaOperations: string;
    bcaReserve: string;
    mandiriPayroll: string;
    bcaManual: string;
  };
  counterparties: {
    sinarJaya: { id: string; alias: string };
    majuBersama: { id: string; alias: string };
  };
};

/**
 * An organisation's owner's setup for paying: API-connected accounts at BCA
 * (operations, reserve) and Mandiri (payroll), a manual BCA account (which
 * cannot send money), and two active company counterparties with their tax
 * numbers, one banking at Mandiri and one at BCA.
 */
export async function payableOrganisation(
  system: System,
  owner: Credentials,
): Promise<PayableOrganisation> {
  const client = await signedInClient(system.url, owner);
  const account = (bankCode: string, alias: string, connectionType: 'API' | 'MANUAL') =>
    createBankAccount(client, {
      bankCode,
      accountNumber: nextAccountNumber(),
      accountName: 'PT NUSANTARA BAYAR',
      alias,
      connectionType,
    });
  const tokens = await signInRest(system, owner);
  /** An active company counterparty with its tax number and one account in its name, in capitals, at `bankCode`. */
  const company = (legalName: string, alias: string, taxNumber: string, bankCode: string) =>
    createCounterpartyRest(system, tokens, {
      legalName,
      alias,
      taxNumber,
      bankAccounts: [
        { bankCode, accountNumber: nextAccountNumber(), accountName: legalName.toUpperCase() },
      ],
    });
  const sinarJaya = await company('PT Sinar Jaya Abadi', 'Sinar Jaya', '012345678901234', '008');
  const majuBersama = await company('CV Maju Bersama', 'Maju Bersama', '023456789012345', '014');
  return {
    accounts: {
      bcaOperations: await account('014', 'BCA Operasional', 'API'),
      bcaReserve: await account('014', 'BCA Cadangan', 'API'),
      mandiriPayroll: await account('008', 'Mandiri Gaji', 'API'),
      bcaManual: await account('014', 'BCA Kas Kecil', 'MANUAL'),
    },
    counterparties: {
      sinarJaya: { id: sinarJaya.id, alias: sinarJaya.alias },
      majuBersama: { id: majuBersama.id, alias: majuBersama.alias },
    },
  };
}

/** A member's authenticator app, set up through the BFF: its secret, and a fresh code each time (the steps from one before the set-up on, as codes are spent once). */
export type Authenticator = { secret: string; client: GraphQLClient; code: () => string };

/**
 * Sets up an authenticator app for a member (confirmed with the code of the
 * step before now), then answers codes of the following steps one by one:
 * the next for signing in, the one after for an approval, within the
 * service's window of a step either side as long as they are used within
 * half a minute or so.
 */
export async function setUpAuthenticator(
  system: System,
  member: Credentials,
): Promise<Authenticator> {
  const client = await signedInClient(system.url, member);
  const secret = (
    await client.data<{ authenticatorSetupStart: { secret: string } }>(
      'mutation { authenticatorSetupStart { secret userErrors { code } } }',
    )
  ).authenticatorSetupStart.secret;
  const code = await confirmAuthenticator(secret, async (first) => {
    const answer = await client.data<{ authenticatorSetupConfirm: { userErrors: unknown[] } }>(
      'mutation ($input: AuthenticatorSetupConfirmInput!) { authenticatorSetupConfirm(input: $input) { userErrors { code } } }',
      { input: { code: first } },
    );
    return answer.authenticatorSetupConfirm.userErrors.length === 0;
  });
  return { secret, client, code };
}

/** A member in a built-in role with an authenticator app set up (`setUpAuthenticator`), as approving asks. */
export type MemberWithApp = { credentials: Credentials; client: GraphQLClient; app: Authenticator };

/** Adds a member in the built-in `role` to `organizationId` and sets up their authenticator app. */
export async function memberWithApp(
  system: System,
  organizationId: string,
  role: BuiltInRole,
): Promise<MemberWithApp> {
  const credentials = await addMemberInBuiltInRole(system, organizationId, role);
  const app = await setUpAuthenticator(system, credentials);
  return { credentials, client: app.client, app };
}

/**
 * A payable organisation (`payableOrganisation`) with one payment its owner
 * made over GraphQL: Rp 2,500,000.50 by BI-FAST from BCA Operasional to
 * Sinar Jaya, dated 25 November 2026, memo INV/2026/11/0042. Answers the
 * organisation and the owner's signed-in client; a refused payment fails.
 */
export async function organisationWithPayment(
  system: System,
  owner: Credentials,
): Promise<{ organisation: PayableOrganisation; client: GraphQLClient }> {
  const organisation = await payableOrganisation(system, owner);
  const client = await signedInClient(system.url, owner);
  const payeeAccount = await payeeAccountOf(system, organisation.counterparties.sinarJaya.id);
  const payment = await client.data<{ paymentCreate: { userErrors: unknown[] } }>(
    'mutation ($input: PaymentCreateInput!) { paymentCreate(input: $input) { userErrors { code } } }',
    {
      input: {
        sourceAccountId: organisation.accounts.bcaOperations,
        counterpartyBankAccountId: payeeAccount,
        method: 'BI_FAST',
        amount: '2500000.50',
        paymentDate: '2026-11-25',
        memo: 'INV/2026/11/0042',
      },
    },
  );
  if (payment.paymentCreate.userErrors.length > 0)
    throw new Error(`the payment was refused: ${JSON.stringify(payment.paymentCreate.userErrors)}`);
  return { organisation, client };
}

/** An organisation that owes bills and pays them, seen through GraphQL. */
export type BillPayingOrganisation = {
  organizationId: string;
  owner: GraphQLClient;
  /** A second person, who approves the owner's bills (nobody approves their own). */
  approver: GraphQLClient;
  /** PT Graha Properti's global id, the supplier its bills name. */
  supplierId: string;
  /** The supplier's account at Mandiri. */
  payeeAccount: string;
  /** Its API account at BCA, BCA Operasional, which pays. */
  source: string;
};

/**
 * A new organisation named `name` whose owner, signed in over GraphQL, owes
 * PT Graha Properti (a company counterparty with a tax number and an account
 * at Mandiri; `supplier` overrides its fields), pays from BCA Operasional (an
 * API account held in the organisation's name in capitals), and has an
 * Approver.
 */
export async function billPayingOrganisation(
  system: System,
  name: string,
  supplier: Record<string, unknown> = {},
): Promise<BillPayingOrganisation> {
  const made = await createOrganization(system, name);
  const owner = await signedInClient(system.url, made.owner);
  const approver = await signedInClient(
    system.url,
    await addMemberInBuiltInRole(system, made.organizationId, 'APPROVER'),
  );
  const tokens = await signInRest(system, made.owner);
  const payee = await createCounterpartyRest(system, tokens, {
    legalName: 'PT Graha Properti',
    taxNumber: '012345678901234',
    bankAccounts: [
      { bankCode: '008', accountNumber: '1230001122', accountName: 'PT GRAHA PROPERTI' },
    ],
    ...supplier,
  });
  const payeeAccount = await payeeAccountOf(system, payee.id);
  const source = await createBankAccount(owner, {
    accountNumber: '6170209911',
    accountName: name.toUpperCase(),
    alias: 'BCA Operasional',
  });
  return {
    organizationId: made.organizationId,
    owner,
    approver,
    supplierId: Buffer.from(`Counterparty:${payee.id}`).toString('base64url'),
    payeeAccount,
    source,
  };
}
