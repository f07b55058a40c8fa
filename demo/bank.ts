import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { createSnapSandbox, newSandboxPartner, type SandboxAccountInput, type SandboxPartner, type SnapSandbox } from '../services/snap-sandbox/sandbox.js';

/** The demo organisation's accounts at the sandbox bank, read over SNAP. */
export const DEMO_BANK_ACCOUNTS = {
  operations: { accountNo: '0123456789', name: 'PT SINAR NUSANTARA MAKMUR', openingBalance: '850000000.00', holdAmount: '2500000.00' },
  payroll: { accountNo: '1370098765432', name: 'PT SINAR NUSANTARA MAKMUR', openingBalance: '420000000.00' },
} satisfies Record<string, SandboxAccountInput>;

export type DemoPartner = SandboxPartner & { privateKeyPem: string };

/** A running sandbox bank and the partner the demo's API accounts sign in as. */
export type DemoBank = { sandbox: SnapSandbox; partner: DemoPartner };

/**
 * The partner is kept under the data directory (owner-readable only), so the
 * credentials stored on the demo's API accounts keep working after a restart.
 */
async function loadOrCreatePartner(dataDir: string): Promise<DemoPartner> {
  const file = path.join(dataDir, 'snap-sandbox-partner.json');
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as DemoPartner;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const partner = newSandboxPartner();
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(file, JSON.stringify(partner), { mode: 0o600 });
  return partner;
}

/**
 * Starts the SNAP sandbox bank on loopback for the demo: it holds the demo's
 * API-connected accounts, with books made up from a fixed seed (the same
 * lines on every start, so a re-sync adds nothing twice).
 */
export async function startDemoBank(dataDir: string, logger: Logger): Promise<DemoBank> {
  const partner = await loadOrCreatePartner(dataDir);
  const sandbox = await createSnapSandbox({ seed: 'kas-demo', partners: [partner], accounts: Object.values(DEMO_BANK_ACCOUNTS), logger: logger.child({ service: 'snap-sandbox' }, { level: 'warn' }) });
  return { sandbox, partner };
}
