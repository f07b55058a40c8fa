import { generateKeyPairSync } from 'node:crypto';
import { once } from 'node:events';
import { inspect } from 'node:util';
import Decimal from 'decimal.js';
import Fastify from 'fastify';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createSnapSandbox,
  newSandboxPartner,
  type SandboxAccountInput,
  type SnapSandbox,
  type SnapSandboxOptions,
} from '../../snap-sandbox/sandbox.js';
import {
  BankAdapterError,
  type BankTransaction,
  type TransferMethod,
  type TransferRequest,
} from './adapter.js';
import { createSnapAdapter, type SnapAdapterOptions, type SnapCredentials } from './snap-client.js';
import {
  notificationKey,
  verifyTransferNotification,
  type NotificationCheck,
} from './snap-notifications.js';

/** The bank's "now" in these stories: Sunday 15 June 2025, 10:00 in Jakarta. */
const bankNow = () => new Date('2025-06-15T10:00:00+07:00');
const operating: SandboxAccountInput = {
  accountNo: '0123456789',
  name: 'PT MAJU BERSAMA',
  openedOn: '2025-01-01',
  openingBalance: '250000000.00',
  holdAmount: '1500000.00',
};
const recent: SandboxAccountInput = {
  accountNo: '7770001112',
  name: 'PT BARU BUKA',
  openedOn: '2025-06-01',
  openingBalance: '50000000.00',
};

const partner = newSandboxPartner();
const started: SnapSandbox[] = [];

async function sandboxWith(options: SnapSandboxOptions = {}): Promise<SnapSandbox> {
  const sandbox = await createSnapSandbox({
    seed: 'adapter-stories',
    now: bankNow,
    accounts: [operating, recent],
    partners: [partner],
    ...options,
  });
  started.push(sandbox);
  return sandbox;
}

function credentialsFor(
  sandbox: SnapSandbox,
  overrides: Partial<SnapCredentials> = {},
): SnapCredentials {
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

function adapterFor(
  sandbox: SnapSandbox,
  options: Partial<SnapAdapterOptions> = {},
  overrides: Partial<SnapCredentials> = {},
) {
  return createSnapAdapter({
    credentials: credentialsFor(sandbox, overrides),
    retry: { baseDelayMs: 5 },
    ...options,
  });
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

const signed = (line: BankTransaction) =>
  line.direction === 'CREDIT' ? new Decimal(line.amount) : new Decimal(line.amount).negated();

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
    expect(
      sandbox.requests.slice(before).map((request) => [request.path, request.responseCode]),
    ).toEqual([
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

    expect(sandbox.requests.slice(before).map((request) => request.path)).toEqual([
      '/snap/v1.0/balance-inquiry',
      '/snap/v1.0/balance-inquiry',
    ]);
  });

  it('when the bank has dropped the token, a new one is fetched once and the call goes through', async () => {
    const adapter = adapterFor(sandbox);
    await adapter.balance({ accountNumber: operating.accountNo });
    sandbox.revokeTokens();
    const before = sandbox.requests.length;

    const balance = await adapter.balance({ accountNumber: operating.accountNo });

    expect(balance.accountNumber).toBe(operating.accountNo);
    expect(sandbox.requests.slice(before).map((request) => request.responseCode)).toEqual([
      '4011101',
      '2007300',
      '2001100',
    ]);
  });
});

describe('transaction history', () => {
  it('pages through a month oldest first, and every running balance is the previous one plus or minus the line', async () => {
    const adapter = adapterFor(sandbox, { pageSize: 20 });
    const before = sandbox.requests.length;

    const lines = await all(
      adapter.transactions(
        { accountNumber: operating.accountNo },
        { from: '2025-05-01', to: '2025-05-31' },
      ),
    );

    const pages = sandbox.requests
      .slice(before)
      .filter((request) => request.path === '/snap/v1.0/transaction-history-list');
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
    const lines = await all(
      adapterFor(sandbox).transactions(
        { accountNumber: operating.accountNo },
        { from: '2025-05-01', to: '2025-05-31' },
      ),
    );
    const descriptions = lines.map((line) => line.description);

    expect(descriptions.some((text) => /^(BI-FAST|SKN|RTGS) CR /.test(text))).toBe(true);
    expect(descriptions.some((text) => text.startsWith('QRIS SETTLEMENT'))).toBe(true);
    expect(
      lines
        .filter((line) => line.description === 'BIAYA TXN BI-FAST')
        .every((line) => line.amount === '2500.00' && line.direction === 'DEBIT'),
    ).toBe(true);
    expect(descriptions).toContain('PAYROLL GAJI KARYAWAN MEI 2025');
    expect(
      lines.filter((line) => line.transactionDate === '2025-05-31').map((line) => line.description),
    ).toEqual(
      expect.arrayContaining(['BUNGA JASA GIRO', 'PAJAK BUNGA', 'BIAYA ADMINISTRASI BULANAN']),
    );
    expect(lines.every((line) => line.reference !== null && line.postingDate !== null)).toBe(true);
  });

  it('the whole history of an account adds up to the balance the bank states', async () => {
    const adapter = adapterFor(sandbox);

    const balance = await adapter.balance({ accountNumber: recent.accountNo });
    const lines = await all(
      adapter.transactions(
        { accountNumber: recent.accountNo },
        { from: '2025-06-01', to: '2025-06-15' },
      ),
    );

    const net = lines.reduce((sum, line) => sum.plus(signed(line)), new Decimal(0));
    expect(lines.length).toBeGreaterThan(10);
    expect(new Decimal(recent.openingBalance!).plus(net).toFixed(2)).toBe(balance.ledger);
    expect(lines.at(-1)!.endingBalance).toBe(balance.ledger);
  });

  it('a range longer than SNAP’s one month is asked for month by month and comes back as one unbroken history', async () => {
    const adapter = adapterFor(sandbox);
    const before = sandbox.requests.length;

    const lines = await all(
      adapter.transactions(
        { accountNumber: operating.accountNo },
        { from: '2025-02-01', to: '2025-04-30' },
      ),
    );

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
      expect(lines[index]!.endingBalance).toBe(
        new Decimal(lines[index - 1]!.endingBalance!).plus(signed(lines[index]!)).toFixed(2),
      );
    }
  });

  it('stops asking for pages when the caller stops reading', async () => {
    const adapter = adapterFor(sandbox, { pageSize: 10 });
    const before = sandbox.requests.length;

    for await (const line of adapter.transactions(
      { accountNumber: operating.accountNo },
      { from: '2025-05-01', to: '2025-07-31' },
    )) {
      expect(line.transactionDate.startsWith('2025-05')).toBe(true);
      break;
    }

    const asked = sandbox.requests
      .slice(before)
      .filter((request) => request.path.endsWith('transaction-history-list'));
    const monthOfMay = Math.ceil(
      (
        await all(
          adapterFor(sandbox).transactions(
            { accountNumber: operating.accountNo },
            { from: '2025-05-01', to: '2025-05-31' },
          ),
        )
      ).length / 10,
    );
    expect(asked.length).toBeLessThanOrEqual(monthOfMay + 1);
  });

  it('refuses a range that ends before it starts, before asking the bank', () => {
    expect(() =>
      adapterFor(sandbox).transactions(
        { accountNumber: operating.accountNo },
        { from: '2025-05-31', to: '2025-05-01' },
      ),
    ).toThrow(RangeError);
    expect(() =>
      adapterFor(sandbox).transactions(
        { accountNumber: operating.accountNo },
        { from: '2025-02-30', to: '2025-03-01' },
      ),
    ).toThrow(RangeError);
  });
});

describe('refusals', () => {
  it('with a private key the bank does not know, the access token is refused: UNAUTHORIZED', async () => {
    const stranger = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });

    const error = await failureOf(
      adapterFor(sandbox, {}, { privateKeyPem: stranger.privateKey }).balance({
        accountNumber: operating.accountNo,
      }),
    );

    expect(error.kind).toBe('UNAUTHORIZED');
    expect(error.bankResponseCode).toBe('4017300');
    expect(error.bankResponseMessage).toBe('Unauthorized. Signature');
    expect(error.httpStatus).toBe(401);
  });

  it('with the wrong client secret, the service signature is refused: UNAUTHORIZED', async () => {
    const error = await failureOf(
      adapterFor(sandbox, {}, { clientSecret: 'not-the-secret' }).balance({
        accountNumber: operating.accountNo,
      }),
    );

    expect(error.kind).toBe('UNAUTHORIZED');
    expect(error.bankResponseCode).toBe('4011100');
  });

  it('with a private key that is not a key at all, it fails without calling the bank: UNAUTHORIZED', async () => {
    const before = sandbox.requests.length;

    const error = await failureOf(
      adapterFor(
        sandbox,
        {},
        { privateKeyPem: '-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5\n-----END PRIVATE KEY-----' },
      ).balance({ accountNumber: operating.accountNo }),
    );

    expect(error.kind).toBe('UNAUTHORIZED');
    expect(sandbox.requests.length).toBe(before);
  });

  it('an account the bank does not hold is NOT_FOUND, for the balance and for the history', async () => {
    const adapter = adapterFor(sandbox);

    const balance = await failureOf(adapter.balance({ accountNumber: '9999999999' }));
    const history = await failureOf(
      all(
        adapter.transactions(
          { accountNumber: '9999999999' },
          { from: '2025-05-01', to: '2025-05-31' },
        ),
      ),
    );

    expect([balance.kind, balance.bankResponseCode, balance.bankResponseMessage]).toEqual([
      'NOT_FOUND',
      '4041111',
      'Invalid Account',
    ]);
    expect([history.kind, history.bankResponseCode]).toEqual(['NOT_FOUND', '4041211']);
  });
});

describe('an unreliable bank', () => {
  it('when every request fails, the read is tried four times and then UNAVAILABLE', async () => {
    const failing = await sandboxWith({ failureRate: 1 });

    const error = await failureOf(
      adapterFor(failing).balance({ accountNumber: operating.accountNo }),
    );

    expect(error.kind).toBe('UNAVAILABLE');
    expect(failing.requests.map((request) => request.status).every((status) => status >= 500)).toBe(
      true,
    );
    expect(failing.requests.length).toBe(4);
  });

  it('when half the requests fail, the retries carry the reads through', async () => {
    const flaky = await sandboxWith({ failureRate: 0.5, seed: 'flaky-bank' });
    const adapter = adapterFor(flaky, { retry: { attempts: 8, baseDelayMs: 5 }, pageSize: 50 });

    const balance = await adapter.balance({ accountNumber: operating.accountNo });
    const lines = await all(
      adapter.transactions(
        { accountNumber: operating.accountNo },
        { from: '2025-05-01', to: '2025-05-31' },
      ),
    );

    expect(balance.accountNumber).toBe(operating.accountNo);
    expect(lines.length).toBeGreaterThan(60);
    expect(flaky.requests.some((request) => request.status >= 500)).toBe(true);
    expect(flaky.requests.filter((request) => request.responseCode === '2001200').length).toBe(
      Math.floor(lines.length / 50) + 1,
    );
  });

  it('a slow bank inside the time-out is waited for', async () => {
    const slow = await sandboxWith({ latencyMs: 250 });
    const started = Date.now();

    const balance = await adapterFor(slow, { timeoutMs: 2_000 }).balance({
      accountNumber: operating.accountNo,
    });

    expect(balance.accountNumber).toBe(operating.accountNo);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(slow.requests.map((request) => request.ms).every((ms) => ms >= 250)).toBe(true);
  });

  it('a bank slower than the time-out is UNAVAILABLE, and says how long it waited', async () => {
    const slow = await sandboxWith({ latencyMs: 600 });

    const error = await failureOf(
      adapterFor(slow, { timeoutMs: 150, retry: { attempts: 2, baseDelayMs: 5 } }).balance({
        accountNumber: operating.accountNo,
      }),
    );

    expect(error.kind).toBe('UNAVAILABLE');
    expect(error.message).toBe('SNAP access token: the bank did not answer within 150 ms.');
  });

  it('a refused connection is UNAVAILABLE', async () => {
    const gone = await sandboxWith();
    const url = gone.url;
    await gone.stop();
    started.splice(started.indexOf(gone), 1);

    const error = await failureOf(
      adapterFor(gone, { retry: { attempts: 2, baseDelayMs: 5 } }, { baseUrl: url }).balance({
        accountNumber: operating.accountNo,
      }),
    );

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
    const keyLines = partner.privateKeyPem
      .split('\n')
      .filter((line) => line.length >= 16 && !line.startsWith('-----'));
    return [partner.clientSecret, ...keyLines].filter((secret) => text.includes(secret));
  }

  it('no log line, error message or serialised error carries the client secret or the private key, whatever happens', async () => {
    const failing = await sandboxWith({ failureRate: 1 });
    const errors: BankAdapterError[] = [
      await failureOf(
        adapterFor(failing, { logger }).balance({ accountNumber: operating.accountNo }),
      ),
      await failureOf(
        adapterFor(sandbox, { logger }, { clientSecret: `${partner.clientSecret}x` }).balance({
          accountNumber: operating.accountNo,
        }),
      ),
      await failureOf(adapterFor(sandbox, { logger }).balance({ accountNumber: '9999999999' })),
    ];
    await adapterFor(sandbox, { logger }).balance({ accountNumber: operating.accountNo });

    expect(logs.length).toBeGreaterThan(5);
    expect(logs.some((line) => line.includes('"msg":"SNAP call"'))).toBe(true);
    expect(secretsIn(logs.join('\n'))).toEqual([]);
    expect(logs.join('\n')).not.toMatch(/Bearer|x-signature|privateKey/i);
    for (const error of errors) {
      expect(
        secretsIn(`${error.message}\n${error.stack}\n${JSON.stringify(error)}\n${inspect(error)}`),
      ).toEqual([]);
    }
  });

  it('the adapter itself shows only which bank it talks to', () => {
    const adapter = adapterFor(sandbox);

    expect(secretsIn(`${inspect(adapter)}\n${JSON.stringify(adapter)}`)).toEqual([]);
    expect(JSON.stringify(adapter)).toBe(
      `{"adapter":"SNAP","bank":"${new URL(sandbox.url).host}"}`,
    );
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
      reply.status(401).send({
        responseCode: '4011100',
        responseMessage: `Unauthorized. ${request.headers.authorization} is not welcome`,
      }),
    );
    const url = await echoing.listen({ host: '127.0.0.1', port: 0 });
    try {
      const error = await failureOf(
        createSnapAdapter({
          credentials: { ...credentialsFor(sandbox), baseUrl: url },
          logger,
        }).balance({ accountNumber: operating.accountNo }),
      );

      expect(error.kind).toBe('UNAUTHORIZED');
      expect(error.bankResponseMessage).toBe('Unauthorized. Bearer [redacted] is not welcome');
      expect(`${error.message}${JSON.stringify(error)}${logs.join('')}`).not.toContain(
        'token-that-must-not-leak',
      );
    } finally {
      await echoing.close();
    }
  });
});

/** An account at another bank the sandbox knows by default (DEMO_EXTERNAL_ACCOUNTS). */
const supplier = { accountNumber: '1230004567890', name: 'CV BERKAH MANDIRI', bankCode: '008' };
let transferSequence = 0;
const newReference = (prefix = 'TRF') => `${prefix}-${Date.now()}-${(transferSequence += 1)}`;

function transferOf(
  method: TransferMethod,
  overrides: Partial<TransferRequest> = {},
): TransferRequest {
  return {
    reference: newReference(method),
    method,
    sourceAccountNumber: operating.accountNo,
    beneficiary:
      method === 'INTRABANK' ? { accountNumber: recent.accountNo, name: recent.name } : supplier,
    amount: '1500000.00',
    remark: 'INV 2025 0611',
    ...overrides,
  };
}

describe('account inquiry', () => {
  it('answers the name the bank holds for one of its own accounts, and for an account at another bank with that bank', async () => {
    const adapter = adapterFor(await sandboxWith());

    const internal = await adapter.accountInquiry({ accountNumber: recent.accountNo });
    const external = await adapter.accountInquiry({
      accountNumber: supplier.accountNumber,
      bankCode: '008',
    });

    expect(internal).toEqual({
      accountNumber: recent.accountNo,
      name: 'PT BARU BUKA',
      bankCode: null,
      bankName: null,
      currency: 'IDR',
    });
    expect(external).toEqual({
      accountNumber: supplier.accountNumber,
      name: 'CV BERKAH MANDIRI',
      bankCode: '008',
      bankName: 'BANK MANDIRI',
      currency: 'IDR',
    });
  });

  it('an account nobody holds is NOT_FOUND with the bank’s code', async () => {
    const error = await failureOf(
      adapterFor(await sandboxWith()).accountInquiry({
        accountNumber: '99990000',
        bankCode: '014',
      }),
    );

    expect([error.kind, error.bankResponseCode, error.bankResponseMessage]).toEqual([
      'NOT_FOUND',
      '4041611',
      'Invalid Account',
    ]);
  });
});

describe('transfers', () => {
  it('each method goes over its SNAP service and is booked once, with the rail’s fee', async () => {
    const bank = await sandboxWith();
    const adapter = adapterFor(bank);
    const methods: TransferMethod[] = ['INTRABANK', 'BI_FAST', 'ONLINE', 'SKN', 'RTGS'];

    const outcomes = [];
    for (const method of methods)
      outcomes.push(
        await adapter.transfer(
          transferOf(method, method === 'RTGS' ? { amount: '120000000.00' } : {}),
        ),
      );

    expect(
      outcomes.map((outcome) => [outcome.method, outcome.status, outcome.bankResponseCode]),
    ).toEqual([
      ['INTRABANK', 'SUCCESS', '2001700'],
      ['BI_FAST', 'SUCCESS', '2001800'],
      ['ONLINE', 'SUCCESS', '2001800'],
      ['SKN', 'SUCCESS', '2002300'],
      ['RTGS', 'SUCCESS', '2002200'],
    ]);
    expect(outcomes.every((outcome) => /^\d{10,}$/.test(outcome.bankReference ?? ''))).toBe(true);
    expect(
      bank.bookings.map((booking) => [
        booking.partnerReferenceNo,
        booking.serviceCode,
        booking.fee,
      ]),
    ).toEqual(
      outcomes.map((outcome, index) => [
        outcome.reference,
        ['17', '18', '18', '23', '22'][index],
        ['0.00', '2500.00', '6500.00', '2900.00', '25000.00'][index],
      ]),
    );
  });

  it('the transfer is on the statement the adapter reads, named by our reference', async () => {
    const bank = await sandboxWith();
    const adapter = adapterFor(bank);
    const request = transferOf('BI_FAST', { amount: '2750000' });

    await adapter.transfer(request);
    const lines = await all(
      adapter.transactions(
        { accountNumber: operating.accountNo },
        { from: '2025-06-15', to: '2025-06-15' },
      ),
    );

    expect(
      lines
        .filter((line) => line.description.includes(request.reference))
        .map((line) => [line.direction, line.amount, line.description]),
    ).toEqual([
      ['DEBIT', '2750000.00', `BI-FAST DB 008 CV BERKAH MANDIRI ${request.reference}`],
      ['DEBIT', '2500.00', `BIAYA TXN BI-FAST ${request.reference}`],
    ]);
  });

  it('money is a decimal string: one with more than two decimals, a number or nothing is refused before the bank is asked', async () => {
    const bank = await sandboxWith();
    const adapter = adapterFor(bank);

    await expect(adapter.transfer(transferOf('BI_FAST', { amount: '10.001' }))).rejects.toThrow(
      RangeError,
    );
    await expect(
      adapter.transfer(transferOf('BI_FAST', { amount: 1500 as unknown as string })),
    ).rejects.toThrow(RangeError);
    await expect(adapter.transfer(transferOf('BI_FAST', { amount: '0.00' }))).rejects.toThrow(
      RangeError,
    );
    await expect(
      adapter.transfer(
        transferOf('SKN', { beneficiary: { accountNumber: supplier.accountNumber, name: '' } }),
      ),
    ).rejects.toThrow(RangeError);
    expect(bank.requests).toEqual([]);
  });

  it('a refusal is FAILED with the bank’s reason and code: insufficient funds, an unknown beneficiary', async () => {
    const adapter = adapterFor(await sandboxWith());

    const poor = await adapter.transfer(transferOf('INTRABANK', { amount: '999999999.00' }));
    const nobody = await adapter.transfer(
      transferOf('BI_FAST', { beneficiary: { ...supplier, accountNumber: '5550009999' } }),
    );

    expect(poor).toMatchObject({
      status: 'FAILED',
      reason: 'Insufficient Funds',
      bankResponseCode: '4031714',
    });
    expect(nobody).toMatchObject({
      status: 'FAILED',
      reason: 'Invalid Account',
      bankResponseCode: '4041811',
    });
  });

  it('sending the same reference again answers the first transfer’s status, and the bank books it once', async () => {
    const bank = await sandboxWith();
    const adapter = adapterFor(bank);
    const request = transferOf('BI_FAST');

    const first = await adapter.transfer(request);
    const again = await adapter.transfer(request);

    expect(first).toMatchObject({ status: 'SUCCESS', bankResponseCode: '2001800' });
    expect(again).toMatchObject({
      status: 'SUCCESS',
      duplicate: true,
      bankResponseCode: '4091801',
      bankReference: first.bankReference,
    });
    expect(
      bank.bookings.filter((booking) => booking.partnerReferenceNo === request.reference),
    ).toHaveLength(1);
  });

  it('the same reference with another amount is refused as another transfer: INVALID_RESPONSE, nothing booked', async () => {
    const bank = await sandboxWith();
    const adapter = adapterFor(bank);
    const request = transferOf('INTRABANK');
    await adapter.transfer(request);

    const error = await failureOf(adapter.transfer({ ...request, amount: '1500001.00' }));

    expect(error.kind).toBe('INVALID_RESPONSE');
    expect(bank.bookings).toHaveLength(1);
  });
});

describe('transfers when the bank misbehaves', () => {
  it('(a) booked but answered after our time-out: UNKNOWN, and the status inquiry then says SUCCESS', async () => {
    const bank = await sandboxWith({ transferChaos: { lateAnswerRate: 1, lateAnswerMs: 10_000 } });
    const adapter = adapterFor(bank, { timeoutMs: 400 });
    const request = transferOf('BI_FAST');

    const outcome = await adapter.transfer(request);
    const status = await adapter.transferStatus({
      reference: request.reference,
      method: 'BI_FAST',
    });

    expect(outcome).toMatchObject({
      status: 'UNKNOWN',
      reason: 'SNAP interbank transfer: the bank did not answer within 400 ms.',
    });
    expect(status).toMatchObject({
      status: 'SUCCESS',
      amount: '1500000.00',
      bankResponseCode: '2003600',
    });
    expect(bank.bookings).toHaveLength(1);
  });

  it('(b) booked, then a 5xx: UNKNOWN with the bank’s code, and the status inquiry says SUCCESS', async () => {
    const bank = await sandboxWith({ transferChaos: { errorAfterBookingRate: 1 } });
    const adapter = adapterFor(bank);
    const request = transferOf('INTRABANK');

    const outcome = await adapter.transfer(request);
    const status = await adapter.transferStatus({
      reference: request.reference,
      method: 'INTRABANK',
    });

    expect(outcome.status).toBe('UNKNOWN');
    expect(outcome.bankResponseCode).toMatch(/^50[04]17\d\d$/);
    expect(status.status).toBe('SUCCESS');
  });

  it('(c) a 5xx before booking: UNKNOWN, the status inquiry says NOT_FOUND, and sending again books it once', async () => {
    const bank = await sandboxWith({ transferChaos: { errorBeforeBookingRate: 1 } });
    const adapter = adapterFor(bank);
    const request = transferOf('SKN');

    const outcome = await adapter.transfer(request);
    const status = await adapter.transferStatus({ reference: request.reference, method: 'SKN' });
    bank.setTransferChaos({ errorBeforeBookingRate: 0 });
    const retried = await adapter.transfer(request);

    expect(outcome.status).toBe('UNKNOWN');
    expect(status).toMatchObject({ status: 'NOT_FOUND', bankResponseCode: '4043601' });
    expect(retried.status).toBe('SUCCESS');
    expect(
      bank.bookings.filter((booking) => booking.partnerReferenceNo === request.reference),
    ).toHaveLength(1);
  });

  it('a transfer is never retried by the adapter: one 5xx, one request, UNKNOWN', async () => {
    const bank = await sandboxWith();
    const adapter = adapterFor(bank);
    await adapter.accountInquiry({ accountNumber: recent.accountNo });
    bank.setFailureRate(1);

    const outcome = await adapter.transfer(transferOf('RTGS', { amount: '150000000.00' }));

    expect(outcome.status).toBe('UNKNOWN');
    expect(
      bank.requests.filter((request) => request.path === '/snap/v1.0/transfer-rtgs'),
    ).toHaveLength(1);
  });

  it('(d) a transfer left pending is ACCEPTED (interbank) or PENDING (RTGS), and its failure is told by the status inquiry', async () => {
    const bank = await sandboxWith({ transferChaos: { pendingRate: 1 } });
    const adapter = adapterFor(bank);
    const [interbank, rtgs] = [
      transferOf('ONLINE'),
      transferOf('RTGS', { amount: '180000000.00' }),
    ];

    const accepted = await adapter.transfer(interbank);
    const pending = await adapter.transfer(rtgs);
    const before = await adapter.transferStatus({ reference: rtgs.reference, method: 'RTGS' });
    await bank.settleTransfer(rtgs.reference, {
      status: 'FAILED',
      reason: 'Inactive Card/Account/Customer',
    });
    const after = await adapter.transferStatus({ reference: rtgs.reference, method: 'RTGS' });

    expect(accepted).toMatchObject({ status: 'ACCEPTED', bankResponseCode: '2021800' });
    expect(pending).toMatchObject({ status: 'PENDING', bankResponseCode: '2002200' });
    expect(before.status).toBe('PENDING');
    expect(after).toMatchObject({ status: 'FAILED', reason: 'Inactive Card/Account/Customer' });
  });

  it('a connection lost after sending is UNKNOWN; a connection never made throws UNAVAILABLE', async () => {
    const bank = await sandboxWith();
    const resetting = Fastify();
    resetting.post('/snap/v1.0/access-token/b2b', async () => ({
      responseCode: '2007300',
      responseMessage: 'Successful',
      accessToken: 'token',
      tokenType: 'Bearer',
      expiresIn: '900',
    }));
    resetting.post('/snap/v1.0/transfer-interbank', async (request) => {
      request.raw.socket.destroy();
      return new Promise(() => undefined);
    });
    const url = await resetting.listen({ host: '127.0.0.1', port: 0 });
    try {
      const lost = await createSnapAdapter({
        credentials: { ...credentialsFor(bank), baseUrl: url },
      }).transfer(transferOf('BI_FAST'));
      await resetting.close();
      const refused = await failureOf(
        createSnapAdapter({ credentials: { ...credentialsFor(bank), baseUrl: url } }).transfer(
          transferOf('BI_FAST'),
        ),
      );

      expect(lost).toMatchObject({ status: 'UNKNOWN', bankResponseCode: null });
      expect(lost.status === 'UNKNOWN' && lost.reason).toMatch(
        /^SNAP interbank transfer: the bank could not be reached/,
      );
      expect(refused.kind).toBe('UNAVAILABLE');
    } finally {
      await resetting.close();
    }
  });
});

describe('transfer notifications', () => {
  it('the bank’s signed notification verifies; sent twice, it is the same news and is applied once', async () => {
    const checks: NotificationCheck[] = [];
    const bank = await sandboxWith({
      transferChaos: { pendingRate: 1, duplicateNotificationRate: 1 },
    });
    const partnerSide = Fastify();
    partnerSide.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    partnerSide.post('/kas/v1.0/transfer/notify', async (request) => {
      checks.push(
        verifyTransferNotification({
          relativeUrl: request.url,
          headers: request.headers,
          body: request.body as string,
          bankPublicKey: bank.bankPublicKeyPem,
        }),
      );
      return { responseCode: '2007500', responseMessage: 'Successful' };
    });
    const receiverUrl = await partnerSide.listen({ host: '127.0.0.1', port: 0 });
    bank.partners.setNotificationUrl(partner.partnerId, `${receiverUrl}/kas/v1.0/transfer/notify`);
    try {
      const request = transferOf('SKN', { amount: '45000000.00' });
      await adapterFor(bank).transfer(request);
      const delivered = new Promise<void>((resolve) =>
        bank.events.on('notified', () => bank.notifications.length === 2 && resolve()),
      );

      await bank.settleTransfer(request.reference, { status: 'FAILED', reason: 'Dormant Account' });
      await delivered;

      expect(checks.map((check) => check.ok)).toEqual([true, true]);
      const [first, second] = checks.map((check) => (check.ok ? check.notification : null));
      expect(first).toMatchObject({
        reference: request.reference,
        status: 'FAILED',
        reason: 'Dormant Account',
        amount: '45000000.00',
        beneficiaryBankCode: '008',
      });
      expect(new Set([notificationKey(first!), notificationKey(second!)]).size).toBe(1);
    } finally {
      await partnerSide.close();
    }
  });

  it('a notification whose body was changed on the way, or signed by another key, is refused', async () => {
    const bank = await sandboxWith({ transferChaos: { pendingRate: 1 } });
    const received: Array<{
      headers: Record<string, string | string[] | undefined>;
      body: string;
      url: string;
    }> = [];
    const partnerSide = Fastify();
    partnerSide.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    partnerSide.post('/notify', async (request) => {
      received.push({ headers: request.headers, body: request.body as string, url: request.url });
      return { responseCode: '2007600', responseMessage: 'Successful' };
    });
    bank.partners.setNotificationUrl(
      partner.partnerId,
      `${await partnerSide.listen({ host: '127.0.0.1', port: 0 })}/notify`,
    );
    try {
      const request = transferOf('RTGS', { amount: '300000000.00' });
      await adapterFor(bank).transfer(request);
      const notified = once(bank.events, 'notified');
      await bank.settleTransfer(request.reference, { status: 'SUCCESS' });
      await notified;
      const [message] = received;
      const stranger = generateKeyPairSync('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      });

      const genuine = verifyTransferNotification({
        relativeUrl: message!.url,
        headers: message!.headers,
        body: message!.body,
        bankPublicKey: bank.bankPublicKeyPem,
      });
      const altered = verifyTransferNotification({
        relativeUrl: message!.url,
        headers: message!.headers,
        body: message!.body.replace('"00"', '"06"'),
        bankPublicKey: bank.bankPublicKeyPem,
      });
      const otherKey = verifyTransferNotification({
        relativeUrl: message!.url,
        headers: message!.headers,
        body: message!.body,
        bankPublicKey: stranger.publicKey,
      });

      expect(genuine).toMatchObject({
        ok: true,
        notification: { reference: request.reference, status: 'SUCCESS', amount: '300000000.00' },
      });
      expect(altered).toEqual({ ok: false, reason: 'SIGNATURE' });
      expect(otherKey).toEqual({ ok: false, reason: 'SIGNATURE' });
    } finally {
      await partnerSide.close();
    }
  });
});
