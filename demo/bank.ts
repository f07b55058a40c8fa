import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import {
  createSnapSandbox,
  newSandboxPartner,
  type ExternalAccount,
  type SandboxAccountInput,
  type SandboxPartner,
  type SnapSandbox,
} from '../services/snap-sandbox/sandbox.js';
import { COUNTERPARTY_ROWS } from './counterparties.js';

/** The demo organisation's accounts at the sandbox bank, read over SNAP. */
export const DEMO_BANK_ACCOUNTS = {
  operations: {
    accountNo: '0123456789',
    name: 'PT SINAR NUSANTARA MAKMUR',
    openingBalance: '850000000.00',
    holdAmount: '2500000.00',
  },
  payroll: {
    accountNo: '1370098765432',
    name: 'PT SINAR NUSANTARA MAKMUR',
    openingBalance: '420000000.00',
  },
} satisfies Record<string, SandboxAccountInput>;

export type DemoPartner = SandboxPartner & { privateKeyPem: string };

/** The clearing codes of the banks the demo's API accounts are held at: BCA (operations) and Mandiri (payroll). */
const DEMO_BANKS = {
  '014': DEMO_BANK_ACCOUNTS.operations,
  '008': DEMO_BANK_ACCOUNTS.payroll,
} as const;

/**
 * The demo's banks, each a SNAP sandbox of its own: the BCA one holds the
 * operations account and the Mandiri one the payroll account, and each knows
 * the demo's counterparties' accounts (at any bank) and the other demo
 * account, so payments and transfers to them pass the account inquiry.
 */
export type DemoBank = {
  /** The BCA sandbox, where the operations account is. */
  sandbox: SnapSandbox;
  /** Every sandbox, by clearing code. */
  sandboxes: Readonly<Record<keyof typeof DEMO_BANKS, SnapSandbox>>;
  /** The partner the demo's API accounts sign in as, at every demo bank. */
  partner: DemoPartner;
  /** The SNAP endpoint of a bank (the treasury's `snapBaseUrl`): its sandbox, or none. */
  snapBaseUrl(bankCode: string): string | null;
  /** The key a bank signs its transfer notifications with (the treasury's `snapBankPublicKey`). */
  bankPublicKey(bankCode: string): string | null;
  /** Tells every bank where the treasury takes transfer notifications. */
  notifyTo(treasuryUrl: string): void;
  stop(): Promise<void>;
};

/** The accounts a demo bank knows at other banks (and at itself, without books of its own): the counterparties' and the demo's other account. */
function knownAccounts(ownCode: string): ExternalAccount[] {
  const counterparties = COUNTERPARTY_ROWS.flatMap(([, legalName, , , ...accounts]) =>
    accounts.map(([bankCode, accountNo]) => ({
      bankCode,
      accountNo,
      name: legalName.toUpperCase(),
    })),
  );
  const demo = Object.entries(DEMO_BANKS)
    .filter(([code]) => code !== ownCode)
    .map(([bankCode, account]) => ({ bankCode, accountNo: account.accountNo, name: account.name }));
  return [...counterparties, ...demo];
}

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
 * Starts the demo's banks on loopback, a SNAP sandbox each: they hold the
 * demo's API-connected accounts, with books made up from a fixed seed (the
 * same lines on every start, so a re-sync adds nothing twice).
 */
export async function startDemoBank(dataDir: string, logger: Logger): Promise<DemoBank> {
  const partner = await loadOrCreatePartner(dataDir);
  const quiet = logger.child({ service: 'snap-sandbox' }, { level: 'warn' });
  const start = (bankCode: keyof typeof DEMO_BANKS) =>
    createSnapSandbox({
      seed: 'kas-demo',
      bankCode,
      partners: [partner],
      accounts: [DEMO_BANKS[bankCode]],
      externalAccounts: knownAccounts(bankCode),
      logger: quiet,
    });
  const sandboxes = { '014': await start('014'), '008': await start('008') };
  const of = (bankCode: string) =>
    bankCode in sandboxes ? sandboxes[bankCode as keyof typeof sandboxes] : null;
  return {
    sandbox: sandboxes['014'],
    sandboxes,
    partner,
    snapBaseUrl: (bankCode) => of(bankCode)?.url ?? null,
    bankPublicKey: (bankCode) => of(bankCode)?.bankPublicKeyPem ?? null,
    notifyTo: (treasuryUrl) => {
      for (const sandbox of Object.values(sandboxes))
        sandbox.partners.setNotificationUrl(
          partner.partnerId,
          `${treasuryUrl}/bank-notifications/transfers`,
        );
    },
    stop: async () => {
      await Promise.all(Object.values(sandboxes).map((sandbox) => sandbox.stop()));
    },
  };
}
