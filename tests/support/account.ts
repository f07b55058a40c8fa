import { pino } from 'pino';
import { createAccountService, type AccountService } from '../../services/account/server.js';
import { listen } from '../../services/kit/server.js';
import { createTestDatabase } from './database.js';

export type AccountUnderTest = {
  account: AccountService;
  accountUrl: string;
  stop: () => Promise<void>;
};

/**
 * The account service alone on a fresh database, for its module tests: it
 * needs no other service (tests/support/system.ts starts the whole system
 * for the tests that cross them).
 */
export async function startAccountForTest(
  options: Partial<Omit<Parameters<typeof createAccountService>[0], 'databaseUrl' | 'logger'>> = {},
): Promise<AccountUnderTest> {
  const account = await createAccountService({
    databaseUrl: await createTestDatabase(),
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    ...options,
  });
  const accountUrl = await listen(account.app, 0);
  return { account, accountUrl, stop: () => account.close() };
}
