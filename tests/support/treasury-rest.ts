import {
  callRest,
  manualAccountInput,
  signInRest,
  type RestAnswer,
  type Tokens,
} from './factories.js';
import type { ImportResponse } from '../../contracts/treasury/imports.js';
import { eventually } from './eventually.js';
import { TEST_DATE } from './system.js';

/** Where a treasury answers: the whole system's or a module test's own (`startTreasuryForTest`). */
type Treasury = { treasuryUrl: string };

/** What a treasury REST call made: its answer must be 201 Created, else the test fails with the service's answer. */
async function createdBody<Made>(
  answer: Promise<{ status: number; body: Made & RestAnswer }>,
  what: string,
): Promise<Made> {
  const { status, body } = await answer;
  if (status !== 201) throw new Error(`${what} was refused: ${status} ${JSON.stringify(body)}`);
  return body;
}

/** A manual IDR bank account (`manualAccountInput` with `overrides`) added over the treasury's REST API; answers its id. */
export async function createManualAccountRest(
  system: Treasury,
  tokens: Tokens,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const made = await createdBody<{ id: string }>(
    callRest(system.treasuryUrl, 'POST', '/bank-accounts', tokens, manualAccountInput(overrides)),
    'the bank account',
  );
  return made.id;
}

/** A statement line as a member enters one by hand; a credit dated the tests' today unless said. */
export type LineInput = {
  bankAccountId: string;
  amount: string;
  description: string;
  direction?: 'DEBIT' | 'CREDIT';
  transactionDate?: string;
};

/** Enters a statement line by hand over the treasury's REST API (the treasury's own rules: within the last three months); answers its id. */
export async function enterLineRest(
  system: Treasury,
  tokens: Tokens,
  { direction = 'CREDIT', transactionDate = TEST_DATE, ...line }: LineInput,
): Promise<string> {
  const made = await createdBody<{ id: string }>(
    callRest(system.treasuryUrl, 'POST', '/statement-transactions', tokens, {
      ...line,
      direction,
      transactionDate,
    }),
    'the statement line',
  );
  return made.id;
}

/** Adds an expected transaction over the treasury's REST API: an incoming `amount` dated the tests' today for an invoice's settlement, unless `overrides` says otherwise; answers its id. */
export async function createExpectedRest(
  system: Treasury,
  tokens: Tokens,
  amount: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const made = await createdBody<{ node: { id: string } }>(
    callRest(system.treasuryUrl, 'POST', '/expected-transactions', tokens, {
      date: TEST_DATE,
      description: 'Pelunasan faktur',
      amount,
      direction: 'CREDIT',
      ...overrides,
    }),
    'the expected transaction',
  );
  return made.node.id;
}

/** The last account number a supplier was given here: unique within a test file's database. */
let supplierAccountNumber = 8_100_000_000;

/**
 * A company counterparty paid at Mandiri, added over the treasury's REST API as a supplier of bills and
 * payments; its account is held in the name `accountName` (`PT <ALIAS>` unless given). Answers its id.
 */
export async function createSupplierRest(
  system: Treasury,
  tokens: Tokens,
  {
    legalName,
    alias,
    accountName = `PT ${alias.toUpperCase()}`,
  }: { legalName: string; alias: string; accountName?: string },
): Promise<string> {
  supplierAccountNumber += 1;
  const made = await createdBody<{ node: { id: string } }>(
    callRest(system.treasuryUrl, 'POST', '/counterparties', tokens, {
      legalName,
      alias,
      type: 'COMPANY',
      bankAccounts: [
        { bankCode: '008', accountNumber: String(supplierAccountNumber), accountName },
      ],
    }),
    'the counterparty',
  );
  return made.node.id;
}

/** Runs the matching engine over the organisation's unreconciled lines (one account's, where `body` names it): its answer as the treasury gives it. */
export const runMatchingRest = (
  system: Treasury,
  tokens: Tokens,
  body: Record<string, unknown> = {},
) =>
  callRest<{ proposed: number; confirmed: number } & RestAnswer>(
    system.treasuryUrl,
    'POST',
    '/reconciliations/runs',
    tokens,
    body,
  );

/**
 * A new manual account (`manualAccountInput` with `account`) and one statement line entered by
 * hand on it, over the treasury's REST API: both ids.
 */
export async function lineOnNewAccountRest(
  system: Treasury,
  tokens: Tokens,
  account: Record<string, unknown>,
  line: Omit<LineInput, 'bankAccountId'>,
): Promise<{ bankAccountId: string; lineId: string }> {
  const bankAccountId = await createManualAccountRest(system, tokens, account);
  return { bankAccountId, lineId: await enterLineRest(system, tokens, { bankAccountId, ...line }) };
}

/** `member`'s tokens, once `line` is entered by hand on a new manual account, "BCA Operasional", of theirs. */
export async function signedInWithLineRest(
  system: Treasury & { accountUrl: string },
  member: { email: string; password: string },
  line: Omit<LineInput, 'bankAccountId'>,
): Promise<Tokens> {
  const tokens = await signInRest(system, member);
  await lineOnNewAccountRest(system, tokens, { alias: 'BCA Operasional' }, line);
  return tokens;
}

/**
 * The treasury's import `id` once it has ended (it is a job, run in a process of its own), as
 * `GET /imports/:id` answers it to `tokens`: asked again every `stepMs` while it is queued or
 * running; the test fails when it has not ended after `ms`.
 */
export async function endedImportRest<Import extends { status: string } = ImportResponse>(
  system: Treasury,
  tokens: Tokens,
  id: string,
  ms: number,
  stepMs?: number,
): Promise<Import> {
  let current: Import | undefined;
  await eventually(
    async () => {
      current = (await callRest<Import>(system.treasuryUrl, 'GET', `/imports/${id}`, tokens)).body;
      return !['QUEUED', 'RUNNING'].includes(current.status);
    },
    ms,
    stepMs,
  );
  return current!;
}
