import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { pino } from 'pino';
import {
  BUILT_IN_ROLES,
  PERMISSIONS,
  type BuiltInRole,
  type Permission,
} from '../../contracts/account/permissions.js';
import { signAccessToken } from '../../services/account/sessions/access-token.js';
import { createSigningKey, type SigningKeys } from '../../services/account/signing-keys.js';
import { listen } from '../../services/kit/server.js';
import {
  createTreasuryService,
  type TreasuryOptions,
  type TreasuryService,
} from '../../services/treasury/server.js';
import { createTestDatabase } from './database.js';
import type { Tokens } from './factories.js';
import { TEST_TODAY } from './system.js';

/**
 * What the treasury asks of the account service, served over HTTP as the
 * account service serves it: its public signing key (`/.well-known/jwks.json`)
 * and the revoked sessions (`/sessions/revocations`, none). Tokens are signed
 * with the account service's own `signAccessToken`, so the treasury verifies
 * exactly what it verifies in production.
 */
async function startTokenIssuer(): Promise<{
  url: string;
  keys: SigningKeys;
  close: () => Promise<void>;
}> {
  const { keys } = await createSigningKey();
  const server = http.createServer((request, response) => {
    const body =
      request.url === '/.well-known/jwks.json'
        ? keys.jwks
        : request.url === '/sessions/revocations'
          ? { items: [] }
          : null;
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? { error: { code: 'NOT_FOUND', message: 'Not found.' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, keys, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export type TreasuryUnderTest = {
  service: TreasuryService;
  treasuryUrl: string;
  databaseUrl: string;
  /** Where the treasury reaches "the account service": the token issuer's JWKS and revocations. */
  accountUrl: string;
  /** A member's tokens in an organisation (a new one unless given), holding a built-in role's permissions or the ones named. */
  tokensFor: (who?: {
    organizationId?: string;
    role?: BuiltInRole;
    permissions?: readonly Permission[];
  }) => Promise<Tokens>;
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
    tokensFor: async ({ organizationId = randomUUID(), role = 'OWNER', permissions } = {}) => {
      const accessToken = await signAccessToken(issuer.keys, {
        subject: randomUUID(),
        organizationId,
        roleName: BUILT_IN_ROLES[role].name,
        permissions:
          permissions ?? (role === 'OWNER' ? PERMISSIONS : BUILT_IN_ROLES[role].permissions),
        usedTwoFactor: false,
        sessionId: randomUUID(),
        generation: 0,
      });
      return { accessToken, refreshToken: '', organizationId };
    },
    stop: async () => {
      await service.close();
      await issuer.close();
    },
  };
}

/**
 * The columns that put an expected transaction in a reconciliation status
 * without a match (its status is derived from them, migrations/0012): for
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
