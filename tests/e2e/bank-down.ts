import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import { addMemberInBuiltInRole, type Credentials } from '../support/factories.js';
import { payableOrganisation, type PayableOrganisation } from '../support/payments.js';
import { startTestSystem } from '../support/system.js';
import { browserSuite, type BrowserSuite, E2E_WEB_DIR } from './browser.js';

/**
 * A browser suite (`browserSuite`) on a system of the file's own whose bank
 * is down: a real local server answering every call 503 Service Unavailable
 * in SNAP's words, so that an approved payment, handed to the bank by a job
 * that keeps trying, stays In Progress (keeping its money back) for the whole
 * file. The system runs on today's date, not the suite's fixed TEST_TODAY:
 * the create form starts on the organisation's today by the browser's clock,
 * and the service decides by its own whether an approved payment is sent now
 * or waits Scheduled; both must be the same day. The bank closes after the
 * file's tests, before the system stops.
 */
export function bankDownSuite(organization: string): BrowserSuite {
  const bank = createServer((_request, response) =>
    response
      .writeHead(503, { 'content-type': 'application/json' })
      .end('{"responseCode":"5030000","responseMessage":"Service Unavailable"}'),
  );
  const suite = browserSuite(organization, async () => {
    await new Promise<void>((resolve) => bank.listen(0, '127.0.0.1', resolve));
    const bankUrl = `http://127.0.0.1:${(bank.address() as AddressInfo).port}`;
    return startTestSystem(
      { webDir: E2E_WEB_DIR },
      {},
      { now: () => new Date(), snapBaseUrl: () => bankUrl },
    );
  });
  afterAll(
    () => new Promise((resolve) => (bank.listening ? bank.close(resolve) : resolve(undefined))),
  );
  return suite;
}

/**
 * What the payments suites pay with, made before their tests: the organisation's accounts and
 * payees (`payableOrganisation`) and a Maker who makes the payments an approver finds waiting.
 */
export async function payingMembers(
  suite: BrowserSuite,
): Promise<{ org: PayableOrganisation; maker: Credentials }> {
  return {
    org: await payableOrganisation(suite.system, suite.owner),
    maker: await addMemberInBuiltInRole(suite.system, suite.organizationId, 'MAKER'),
  };
}
