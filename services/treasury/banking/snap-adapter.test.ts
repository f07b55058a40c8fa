import { generateKeyPairSync } from 'node:crypto';
import { inspect } from 'node:util';
import Decimal from 'decimal.js';
import Fastify from 'fastify';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSnapSandbox, newSandboxPartner, type SandboxAccountInput, type SnapSandbox, type SnapSandboxOptions } from '../../snap-sandbox/sandbox.js';
import { BankAdapterError, type BankTransaction } from './adapter.js';
import { createSnapAdapter, type SnapAdapterOptions, type SnapCredentials } from './snap-client.js';

/** The bank's "now" in these stories: Sunday 15 June 2025, 10:00 in Jakarta. */
const bankNow = () => new Date('2025-06-15T10:00:00+07:00');
const operating: SandboxAccountInput = { accountNo: '0123456789', name: 'PT MAJU BERSAMA', openedOn: '2025-01-01', openingBalance: '250000000.00', holdAmount: '1500000.00' };
const recent: SandboxAccountInput = { accountNo: '7770001112', name: 'PT BARU BUKA', openedOn: '2025-06-01', openingBalance: '50000000.00' };

const partner = newSandboxPartner();
const started: SnapSandbox[] = [];

async function sandboxWith(options: SnapSandboxOptions = {}): Promise<SnapSandbox> {
  const sandbox = await createSnapSandbox({ seed: 'adapter-stories', now: bankNow, accounts: [operating, recent], partners: [partner], ...options });
  started.push(sandbox);
  return sandbox;
}

function credentialsFor(sandbox: SnapSandbox, overrides: Partial<SnapCredentials> = {}): SnapCredentials {
  return {
    baseUrl: sandbox.url,
    clientId: partner.clientKey,
    clientSecret: partner.clientSecret,
    partnerId: partner.partnerId,
    channelId: partner.channelId,
    privateKeyPem: partner.privateKeyPem,
    ...overrides,
  };
}

function adapterFor(sandbox: SnapSandbox, options: Partial<SnapAdapterOptions> = {}, overrides: Partial<SnapCredentials> = {}) {
  return createSnapAdapter({ credentials: credentialsFor(sandbox, overrides), retry: { baseDelayMs: 5 }, ...options });
}

async function all(lines: AsyncIterable<BankTransaction>): Promise<BankTransaction[]> {
  const result: BankTransaction[] = [];
  for await (const line of lines) result.push(line);
  return result;
}

async function failureOf(promise: Promise<unknown>): Promise<BankAdapterError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BankAdapterError) return error;
    throw error;
  }
  throw new Error('expected a BankAdapterError');
}

const signed = (line: BankTransaction) => (line.direction === 'CREDIT' ? new Decimal(line.amount) : new Decimal(line.amount).negated());

let sandbox: SnapSandbox;

beforeAll(async () => {
  sandbox = await sandboxWith();
});

afterAll(async () => {
  await Promise.all(started.map((each) => each.stop()));
});

describe('balance inquiry', () => {
  it('gets an access token, then the balance with its hold taken off the available amount', async () => {
    const adapter = adapterFor(sandbox);
    const before = sandbox.requests.length;

    const balance = await adapter.balance({ accountNumber: operating.accountNo });

    expect(balance.accountNumber).toBe('0123456789');
    expect(balance.currency).toBe('IDR');
    expect(balance.ledger).toMatch(/^\d+\.\d{2}$/);
    expect(new Decimal(balance.ledger).minus(balance.available).toFixed(2)).toBe('1500000.00');
    expect(balance.asOf).toBe('2025-06-15T03:00:00.000Z');
    expect(sandbox.requests.slice(before).map((request) => [request.path, request.responseCode])).toEqual([
      ['/snap/v1.0/access-token/b2b', '2007300'],
      ['/snap/v1.0/balance-inquiry', '2001100'],
    ]);
  });

  it('keeps the access token for the next calls', async () => {
    const adapter = adapterFor(sandbox);
    await adapter.balance({ accountNumber: operating.accountNo });
    const before = sandbox.requests.length;

    await adapter.balance({ accountNumber: operating.accountNo });
    await adapter.balance({ accountNumber: recent.accountNo });

    expect(sandbox.requests.slice(before).map((request) => request.path)).toEqual(['/snap/v1.0/balance-inquiry', '/snap/v1.0/balance-inquiry']);
  });

  it('when the bank has dropped the token, a new one is fetched once and the call goes through', async () => {
    const adapter = adapterFor(sandbox);
    await adapter.balance({ accountNumber: operating.accountNo });
    sandbox.revokeTokens();
    const before = sandbox.requests.length;

    const balance = await adapter.balance({ accountNumber: operating.accountNo });

    expect(balance.accountNumber).toBe(operating.accountNo);
    expect(sandbox.requests.slice(before).map((request) => request.responseCode)).toEqual(['4011101', '2007300', '2001100']);
  });
});

describe('transaction history', () => {
  it('pages through a month oldest first, and every running balance is the previous one plus or minus the line', async () => {
    const adapter = adapterFor(sandbox, { pageSize: 20 });
    const before = sandbox.requests.length;

    const lines = await all(adapter.transactions({ accountNumber: operating.accountNo }, { from: '2025-05-01', to: '2025-05-31' }));

    const pages = sandbox.requests.slice(before).filter((request) => request.path === '/snap/v1.0/transaction-history-list');
    expect(lines.length).toBeGreaterThan(60);
    expect(pages.length).toBe(Math.floor(lines.length / 20) + 1);
    expect(lines[0]!.transactionDate).toBe('2025-05-01');
    expect(lines.at(-1)!.transactionDate).toBe('2025-05-31');
    for (const line of lines) {
      expect(line.amount).toMatch(/^\d+\.\d{2}$/);
      expect(line.transactionTime).toMatch(/^\d{2}:\d{2}:\d{2}$/);
      expect(line.description).not.toBe('');
    }
    const opening = new Decimal(lines[0]!.endingBalance!).minus(signed(lines[0]!));
    let running = opening;
    for (const line of lines) {
      running = running.plus(signed(line));
      expect(line.endingBalance).toBe(running.toFixed(2));
    }
    const net = lines.reduce((sum, line) => sum.plus(signed(line)), new Decimal(0));
    expect(opening.plus(net).toFixed(2)).toBe(lines.at(-1)!.endingBalance);
  });

  it('the month reads like an Indonesian business account: transfers in, QRIS settlements, BI-FAST fees, payroll, interest and the admin fee', async () => {
    const lines = await all(adapterFor(sandbox).transactions({ accountNumber: operating.accountNo }, { from: '2025-05-01', to: '2025-05-31' }));
    const descriptions = lines.map((line) => line.description);

    expect(descriptions.some((text) => /^(BI-FAST|SKN|RTGS) CR /.test(text))).toBe(true);
    expect(descriptions.some((text) => text.startsWith('QRIS SETTLEMENT'))).toBe(true);
    expect(lines.filter((line) => line.description === 'BIAYA TXN BI-FAST').every((line) => line.amount === '2500.00' && line.direction === 'DEBIT')).toBe(true);
    expect(descriptions).toContain('PAYROLL GAJI KARYAWAN MEI 2025');
    expect(lines.filter((line) => line.transactionDate === '2025-05-31').map((line) => line.description)).toEqual(
      expect.arrayContaining(['BUNGA JASA GIRO', 'PAJAK BUNGA', 'BIAYA ADMINISTRASI BULANAN']),
    );
    expect(lines.every((line) => line.reference !== null && line.postingDate !== null)).toBe(true);
  });

  it('the whole history of an account adds up to the balance the bank states', async () => {
    const adapter = adapterFor(sandbox);

    const balance = await adapter.balance({ accountNumber: recent.accountNo });
    const lines = await all(adapter.transactions({ accountNumber: recent.accountNo }, { from: '2025-06-01', to: '2025-06-15' }));

    const net = lines.reduce((sum, line) => sum.plus(signed(line)), new Decimal(0));
    expect(lines.length).toBeGreaterThan(10);
    expect(new Decimal(recent.openingBalance!).plus(net).toFixed(2)).toBe(balance.ledger);
    expect(lines.at(-1)!.endingBalance).toBe(balance.ledger);
  });

  it('a range longer than SNAP’s one month is asked for month by month and comes back as one unbroken history', async () => {
    const adapter = adapterFor(sandbox);
    const before = sandbox.requests.length;

    const lines = await all(adapter.transactions({ accountNumber: operating.accountNo }, { from: '2025-02-01', to: '2025-04-30' }));

    const windows = new Set(
      sandbox.requests
        .slice(before)
        .filter((request) => request.path.endsWith('transaction-history-list'))
        .map((request) => request.externalId),
    );
    expect(windows.size).toBeGreaterThanOrEqual(3);
    expect(lines[0]!.transactionDate.startsWith('2025-02')).toBe(true);
    expect(lines.at(-1)!.transactionDate.startsWith('2025-04')).toBe(true);
    for (let index = 1; index < lines.length; index += 1) {
      expect(lines[index]!.endingBalance).toBe(new Decimal(lines[index - 1]!.endingBalance!).plus(signed(lines[index]!)).toFixed(2));
    }
  });

  it('stops asking for pages when the caller stops reading', async () => {
    const adapter = adapterFor(sandbox, { pageSize: 10 });
    const before = sandbox.requests.length;

    for await (const line of adapter.transactions({ accountNumber: operating.accountNo }, { from: '2025-05-01', to: '2025-07-31' })) {
      expect(line.transactionDate.startsWith('2025-05')).toBe(true);
      break;
    }

    const asked = sandbox.requests.slice(before).filter((request) => request.path.endsWith('transaction-history-list'));
    const monthOfMay = Math.ceil((await all(adapterFor(sandbox).transactions({ accountNumber: operating.accountNo }, { from: '2025-05-01', to: '2025-05-31' }))).length / 10);
    expect(asked.length).toBeLessThanOrEqual(monthOfMay + 1);
  });

  it('refuses a range that ends before it starts, before asking the bank', () => {
    expect(() => adapterFor(sandbox).transactions({ accountNumber: operating.accountNo }, { from: '2025-05-31', to: '2025-05-01' })).toThrow(RangeError);
    expect(() => adapterFor(sandbox).transactions({ accountNumber: operating.accountNo }, { from: '2025-02-30', to: '2025-03-01' })).toThrow(RangeError);
  });
});

describe('refusals', () => {
  it('with a private key the bank does not know, the access token is refused: UNAUTHORIZED', async () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });

    const error = await failureOf(adapterFor(sandbox, {}, { privateKeyPem: stranger.privateKey }).balance({ accountNumber: operating.accountNo }));

    expect(error.kind).toBe('UNAUTHORIZED');
    expect(error.bankResponseCode).toBe('4017300');
    expect(error.bankResponseMessage).toBe('Unauthorized. Signature');
    expect(error.httpStatus).toBe(401);
  });

  it('with the wrong client secret, the service signature is refused: UNAUTHORIZED', async () => {
    const error = await failureOf(adapterFor(sandbox, {}, { clientSecret: 'not-the-secret' }).balance({ accountNumber: operating.accountNo }));

    expect(error.kind).toBe('UNAUTHORIZED');
    expect(error.bankResponseCode).toBe('4011100');
  });

  it('with a private key that is not a key at all, it fails without calling the bank: UNAUTHORIZED', async () => {
    const before = sandbox.requests.length;

    const error = await failureOf(adapterFor(sandbox, {}, { privateKeyPem: '-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5\n-----END PRIVATE KEY-----' }).balance({ accountNumber: operating.accountNo }));

    expect(error.kind).toBe('UNAUTHORIZED');
    expect(sandbox.requests.length).toBe(before);
  });

  it('an account the bank does not hold is NOT_FOUND, for the balance and for the history', async () => {
    const adapter = adapterFor(sandbox);

    const balance = await failureOf(adapter.balance({ accountNumber: '9999999999' }));
    const history = await failureOf(all(adapter.transactions({ accountNumber: '9999999999' }, { from: '2025-05-01', to: '2025-05-31' })));

    expect([balance.kind, balance.bankResponseCode, balance.bankResponseMessage]).toEqual(['NOT_FOUND', '4041111', 'Invalid Account']);
    expect([history.kind, history.bankResponseCode]).toEqual(['NOT_FOUND', '4041211']);
  });
});

describe('an unreliable bank', () => {
  it('when every request fails, the read is tried four times and then UNAVAILABLE', async () => {
    const failing = await sandboxWith({ failureRate: 1 });

    const error = await failureOf(adapterFor(failing).balance({ accountNumber: operating.accountNo }));

    expect(error.kind).toBe('UNAVAILABLE');
    expect(failing.requests.map((request) => request.status).every((status) => status >= 500)).toBe(true);
    expect(failing.requests.length).toBe(4);
  });

  it('when half the requests fail, the retries carry the reads through', async () => {
    const flaky = await sandboxWith({ failureRate: 0.5, seed: 'flaky-bank' });
    const adapter = adapterFor(flaky, { retry: { attempts: 8, baseDelayMs: 5 }, pageSize: 50 });

    const balance = await adapter.balance({ accountNumber: operating.accountNo });
    const lines = await all(adapter.transactions({ accountNumber: operating.accountNo }, { from: '2025-05-01', to: '2025-05-31' }));

    expect(balance.accountNumber).toBe(operating.accountNo);
    expect(lines.length).toBeGreaterThan(60);
    expect(flaky.requests.some((request) => request.status >= 500)).toBe(true);
    expect(flaky.requests.filter((request) => request.responseCode === '2001200').length).toBe(Math.floor(lines.length / 50) + 1);
  });

  it('a slow bank inside the time-out is waited for', async () => {
    const slow = await sandboxWith({ latencyMs: 250 });
    const started = Date.now();

    const balance = await adapterFor(slow, { timeoutMs: 2_000 }).balance({ accountNumber: operating.accountNo });

    expect(balance.accountNumber).toBe(operating.accountNo);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(slow.requests.map((request) => request.ms).every((ms) => ms >= 250)).toBe(true);
  });

  it('a bank slower than the time-out is UNAVAILABLE, and says how long it waited', async () => {
    const slow = await sandboxWith({ latencyMs: 600 });

    const error = await failureOf(adapterFor(slow, { timeoutMs: 150, retry: { attempts: 2, baseDelayMs: 5 } }).balance({ accountNumber: operating.accountNo }));

    expect(error.kind).toBe('UNAVAILABLE');
    expect(error.message).toBe('SNAP access token: the bank did not answer within 150 ms.');
  });

  it('a refused connection is UNAVAILABLE', async () => {
    const gone = await sandboxWith();
    const url = gone.url;
    await gone.stop();
    started.splice(started.indexOf(gone), 1);

    const error = await failureOf(adapterFor(gone, { retry: { attempts: 2, baseDelayMs: 5 } }, { baseUrl: url }).balance({ accountNumber: operating.accountNo }));

    expect(error.kind).toBe('UNAVAILABLE');
    expect(error.message).toMatch(/^SNAP access token: the bank could not be reached/);
  });
});

describe('secrets stay secret', () => {
  const logs: string[] = [];
  const logger = pino({ level: 'trace' }, { write: (line: string) => void logs.push(line) });
  afterEach(() => {
    logs.length = 0;
  });

  function secretsIn(text: string): string[] {
    const keyLines = partner.privateKeyPem.split('\n').filter((line) => line.length >= 16 && !line.startsWith('-----'));
    return [partner.clientSecret, ...keyLines].filter((secret) => text.includes(secret));
  }

  it('no log line, error message or serialised error carries the client secret or the private key, whatever happens', async () => {
    const failing = await sandboxWith({ failureRate: 1 });
    const errors: BankAdapterError[] = [
      await failureOf(adapterFor(failing, { logger }).balance({ accountNumber: operating.accountNo })),
      await failureOf(adapterFor(sandbox, { logger }, { clientSecret: `${partner.clientSecret}x` }).balance({ accountNumber: operating.accountNo })),
      await failureOf(adapterFor(sandbox, { logger }).balance({ accountNumber: '9999999999' })),
    ];
    await adapterFor(sandbox, { logger }).balance({ accountNumber: operating.accountNo });

    expect(logs.length).toBeGreaterThan(5);
    expect(logs.some((line) => line.includes('"msg":"SNAP call"'))).toBe(true);
    expect(secretsIn(logs.join('\n'))).toEqual([]);
    expect(logs.join('\n')).not.toMatch(/Bearer|x-signature|privateKey/i);
    for (const error of errors) {
      expect(secretsIn(`${error.message}\n${error.stack}\n${JSON.stringify(error)}\n${inspect(error)}`)).toEqual([]);
    }
  });

  it('the adapter itself shows only which bank it talks to', () => {
    const adapter = adapterFor(sandbox);

    expect(secretsIn(`${inspect(adapter)}\n${JSON.stringify(adapter)}`)).toEqual([]);
    expect(JSON.stringify(adapter)).toBe(`{"adapter":"SNAP","bank":"${new URL(sandbox.url).host}"}`);
  });

  it('when a bank echoes our access token in its message, the error and the logs have it taken out', async () => {
    const echoing = Fastify();
    echoing.post('/snap/v1.0/access-token/b2b', async () => ({
      responseCode: '2007300',
      responseMessage: 'Successful',
      accessToken: 'token-that-must-not-leak',
      tokenType: 'Bearer',
      expiresIn: '900',
    }));
    echoing.post('/snap/v1.0/balance-inquiry', async (request, reply) =>
      reply.status(401).send({ responseCode: '4011100', responseMessage: `Unauthorized. ${request.headers.authorization} is not welcome` }),
    );
    const url = await echoing.listen({ host: '127.0.0.1', port: 0 });
    try {
      const error = await failureOf(createSnapAdapter({ credentials: { ...credentialsFor(sandbox), baseUrl: url }, logger }).balance({ accountNumber: operating.accountNo }));

      expect(error.kind).toBe('UNAUTHORIZED');
      expect(error.bankResponseMessage).toBe('Unauthorized. Bearer [redacted] is not welcome');
      expect(`${error.message}${JSON.stringify(error)}${logs.join('')}`).not.toContain('token-that-must-not-leak');
    } finally {
      await echoing.close();
    }
  });
});
