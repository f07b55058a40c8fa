import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, seedDemo } from '../../demo/seed.js';
import { startSystem } from '../../system.js';
import { GraphQLClient, signedInClient } from '../support/graphql-client.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kas-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const COUNT = '{ counterparties(first: 1) { totalCount } }';

describe('starting twice on the same DATA_DIR', () => {
  it('keeps every record and the signing key, and seeds the demo only once', async () => {
    const logger = pino({ level: 'silent' });
    const first = await startSystem({ dataDir, port: 0, logger, bff: { host: '127.0.0.1' } });
    let totalBefore: number;
    let cookies: Map<string, string>;
    try {
      expect(await seedDemo(first.account.db, first.accountUrl, first.treasuryUrl)).toEqual(DEMO);
      const browser = await signedInClient(first.url, DEMO);
      totalBefore = (await browser.request<{ counterparties: { totalCount: number } }>(COUNT)).data!
        .counterparties.totalCount;
      expect(totalBefore).toBeGreaterThanOrEqual(20);
      cookies = new Map(browser.cookies);
    } finally {
      await first.stop();
    }

    const second = await startSystem({ dataDir, port: 0, logger, bff: { host: '127.0.0.1' } });
    try {
      expect(await seedDemo(second.account.db, second.accountUrl, second.treasuryUrl)).toEqual(
        DEMO,
      );
      // The session from before the restart is still valid: same signing key, same sessions.
      const browser = new GraphQLClient(second.url);
      for (const [name, value] of cookies) browser.cookies.set(name, value);
      const after = await browser.request<{ counterparties: { totalCount: number } }>(COUNT);
      expect(after.data?.counterparties.totalCount).toBe(totalBefore);
      const organizations = await second.account.db
        .selectFrom('organizations')
        .select('username')
        .execute();
      expect(organizations).toEqual([{ username: DEMO.username }]);
    } finally {
      await second.stop();
    }
  }, 120_000);
});
