import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { pino } from 'pino';
import { listen } from '../../services/kit/server.js';
import {
  createTreasuryService,
  type TreasuryOptions,
  type TreasuryService,
} from '../../services/treasury/server.js';
import { createTestDatabase } from './database.js';
import { TEST_TODAY } from './system.js';
import { startTokenIssuer, type TokenIssuer } from './token-issuer.js';

export type TreasuryUnderTest = {
  service: TreasuryService;
  treasuryUrl: string;
  databaseUrl: string;
  /** Where the treasury reaches "the account service": the token issuer's JWKS and revocations. */
  accountUrl: string;
  /** A member's tokens in an organisation (a new one unless given), holding a built-in role's permissions or the ones named. */
  tokensFor: TokenIssuer['tokensFor'];
  stop: () => Promise<void>;
};

/**
 * The treasury service alone on a fresh database, for its module tests: no
 * account service, invoicing or BFF (tests/support/system.ts starts the whole
 * system for the tests that cross them).
 */
export async function startTreasuryForTest(
  options: Partial<Omit<TreasuryOptions, 'databaseUrl' | 'accountUrl' | 'logger'>> = {},
): Promise<TreasuryUnderTest> {
  const [databaseUrl, issuer] = await Promise.all([createTestDatabase(), startTokenIssuer()]);
  const service = await createTreasuryService({
    databaseUrl,
    accountUrl: issuer.url,
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    storageDir: mkdtempSync(path.join(os.tmpdir(), 'kas-files-')),
    now: () => TEST_TODAY,
    scheduledExceptionScan: false,
    scheduledDepositMaturity: false,
    ...options,
  });
  const treasuryUrl = await listen(service.app, 0);
  return {
    service,
    treasuryUrl,
    databaseUrl,
    accountUrl: issuer.url,
    tokensFor: issuer.tokensFor,
    stop: async () => {
      await service.close();
      await issuer.close();
    },
  };
}

/**
 * The columns that put an expected transaction in a reconciliation status
 * without a match (its status is derived from them, migrations/0055-baseline, reconciliation): for
 * tests of what a status allows, not of reconciliation itself.
 */
export function reconciliationStateColumns(
  status: 'UNRECONCILED' | 'PARTIAL' | 'RECONCILED' | 'ARCHIVED',
) {
  const reconciled = {
    UNRECONCILED: sql<string>`0`,
    PARTIAL: sql<string>`round(amount / 2, 2)`,
    RECONCILED: sql<string>`amount`,
    ARCHIVED: sql<string>`0`,
  }[status];
  return { reconciled_amount: reconciled, archived_at: status === 'ARCHIVED' ? new Date() : null };
}
