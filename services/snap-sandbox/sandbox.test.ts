import { createHash, createHmac, generateKeyPairSync, sign, verify } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Decimal from 'decimal.js';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createSnapSandbox,
  DEMO_SANDBOX_ACCOUNTS,
  newSandboxPartner,
  type SnapSandbox,
  type SnapSandboxOptions,
} from './sandbox.js';

/**
 * The sandbox as a bank sees it: raw HTTP, signed here by hand from the SNAP
 * formulas, without the treasury's adapter.
 */

const partner = newSandboxPartner({ partnerId: '82150823', channelId: '95221' });
const started: SnapSandbox[] = [];
const bankNow = () => new Date('2025-06-15T10:00:00+07:00');

async function bank(options: SnapSandboxOptions = {}): Promise<SnapSandbox> {
  const sandbox = await createSnapSandbox({
    seed: 'sandbox-stories',
    now: bankNow,
    partners: [partner],
    accounts: [
      { accountNo: '0123456789', name: 'PT MAJU BERSAMA', openedOn: '2025-01-01' },
      { accountNo: '5550001112', name: 'SITI RAHAYU', openedOn: '2025-01-01', profile: 'personal' },
    ],
    ...options,
  });
  started.push(sandbox);
  return sandbox;
}

const receivers: Array<ReturnType<typeof createServer>> = [];

afterAll(async () => {
  await Promise.all(started.map((sandbox) => sandbox.stop()));
  for (const receiver of receivers) receiver.close();
});

function timestamp(at = new Date()): string {
  return `${new Date(at.getTime() + 7 * 3600_000).toISOString().slice(0, 19)}+07:00`;
}

let externalId = 0;
const nextExternalId = () => `${Date.now()}${String((externalId += 1)).padStart(6, '0')}`;

async function post(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  signal?: AbortSignal,
) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : text,
  };
}

async function accessToken(
  sandbox: SnapSandbox,
  privateKey = partner.privateKeyPem,
  clientKey = partner.clientKey,
) {
  const at = timestamp();
  const signature = sign('sha256', Buffer.from(`${clientKey}|${at}`), privateKey).toString(
    'base64',
  );
  return post(
    `${sandbox.url}/snap/v1.0/access-token/b2b`,
    { 'x-timestamp': at, 'x-client-key': clientKey, 'x-signature': signature },
    { grantType: 'client_credentials' },
  );
}

async function service(
  sandbox: SnapSandbox,
  path: string,
  token: string,
  body: unknown,
  overrides: {
    secret?: string;
    externalId?: string;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  } = {},
) {
  const at = timestamp();
  const payload = JSON.stringify(body);
  const digest = createHash('sha256').update(payload).digest('hex');
  const signature = createHmac('sha512', overrides.secret ?? partner.clientSecret)
    .update(`POST:${path}:${token}:${digest}:${at}`)
    .digest('base64');
  return post(
    `${sandbox.url}${path}`,
    {
      authorization: `Bearer ${token}`,
      'x-timestamp': at,
      'x-signature': signature,
      'x-partner-id': partner.partnerId,
      'x-external-id': overrides.externalId ?? nextExternalId(),
      'channel-id': partner.channelId,
      ...overrides.headers,
    },
    body,
    overrides.signal,
  );
}

/** Asks the balance of `accountNo`, signed as the partner signs it; `overrides` break what a test refuses. */
async function balanceInquiry(
  sandbox: SnapSandbox,
  token: string,
  accountNo: string,
  overrides: Parameters<typeof service>[4] = {},
) {
  return service(sandbox, '/snap/v1.0/balance-inquiry', token, { accountNo }, overrides);
}

/** A SNAP answer that carries nothing but its code and message, as every refusal does. */
const snapAnswer = (responseCode: string, responseMessage: string) => ({
  responseCode,
  responseMessage,
});

async function tokenOf(sandbox: SnapSandbox): Promise<string> {
  const { body } = await accessToken(sandbox);
  return (body as { accessToken: string }).accessToken;
}

describe('access token (B2B)', () => {
  it('with a signature the registered public key verifies, it issues a bearer token for fifteen minutes', async () => {
    const sandbox = await bank();

    const { status, headers, body } = await accessToken(sandbox);

    expect(status).toBe(200);
    expect(body).toMatchObject({
      responseCode: '2007300',
      responseMessage: 'Successful',
      tokenType: 'Bearer',
      expiresIn: '900',
    });
    expect((body as { accessToken: string }).accessToken).toMatch(/^[\w-]{40,}$/);
    expect(headers.get('x-timestamp')).toBe('2025-06-15T10:00:00+07:00');
    expect(headers.get('x-client-key')).toBe(partner.clientKey);
  });

  it('signed with another key, it is refused: 4017300 Unauthorized. Signature', async () => {
    const sandbox = await bank();
    const stranger = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });

    const { status, body } = await accessToken(sandbox, stranger.privateKey);

    expect(status).toBe(401);
    expect(body).toEqual(snapAnswer('4017300', 'Unauthorized. Signature'));
  });

  it('from a client key the bank never registered, it is refused: 4017300 Unauthorized. Unknown Client', async () => {
    const sandbox = await bank();

    const { status, body } = await accessToken(sandbox, partner.privateKeyPem, 'who-is-this');

    expect(status).toBe(401);
    expect(body).toEqual(snapAnswer('4017300', 'Unauthorized. Unknown Client'));
  });

  it('without X-SIGNATURE, it is a missing mandatory field: 4007302', async () => {
    const sandbox = await bank();

    const { status, body } = await post(
      `${sandbox.url}/snap/v1.0/access-token/b2b`,
      { 'x-timestamp': timestamp(), 'x-client-key': partner.clientKey },
      { grantType: 'client_credentials' },
    );

    expect(status).toBe(400);
    expect(body).toEqual(snapAnswer('4007302', 'Invalid Mandatory Field {X-SIGNATURE}'));
  });
});

describe('service calls', () => {
  it('a balance inquiry answers the SNAP accountInfos: book amount, hold, available and start-of-day ledger balance', async () => {
    const sandbox = await bank({
      accounts: [
        {
          accountNo: '0123456789',
          name: 'PT MAJU BERSAMA',
          openedOn: '2025-01-01',
          holdAmount: '750000.00',
        },
      ],
    });
    const token = await tokenOf(sandbox);

    const { status, body } = await balanceInquiry(sandbox, token, '0123456789');

    expect(status).toBe(200);
    expect(body).toMatchObject({
      responseCode: '2001100',
      responseMessage: 'Successful',
      accountNo: '0123456789',
      name: 'PT MAJU BERSAMA',
    });
    const [info] = (
      body as { accountInfos: Array<Record<string, { value: string; currency: string }>> }
    ).accountInfos;
    expect(info!.holdAmount).toEqual({ value: '750000.00', currency: 'IDR' });
    expect(new Decimal(info!.amount!.value).minus(info!.availableBalance!.value).toFixed(2)).toBe(
      '750000.00',
    );
    expect(info!.ledgerBalance!.value).toMatch(/^\d+\.\d{2}$/);
  });

  it('reusing an X-EXTERNAL-ID on the same day is a conflict: 4091100', async () => {
    const sandbox = await bank();
    const token = await tokenOf(sandbox);
    const id = nextExternalId();

    const first = await balanceInquiry(sandbox, token, '0123456789', { externalId: id });
    const second = await balanceInquiry(sandbox, token, '0123456789', { externalId: id });

    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(second.body).toEqual(snapAnswer('4091100', 'Conflict'));
  });

  it('an X-EXTERNAL-ID that is not numeric is an invalid field: 4001101', async () => {
    const sandbox = await bank();

    const { status, body } = await balanceInquiry(sandbox, await tokenOf(sandbox), '0123456789', {
      externalId: 'abc-123',
    });

    expect(status).toBe(400);
    expect(body).toEqual(snapAnswer('4001101', 'Invalid Field Format {X-EXTERNAL-ID}'));
  });

  it('signed with the wrong client secret, it is refused: 4011100 Unauthorized. Signature', async () => {
    const sandbox = await bank();

    const { status, body } = await balanceInquiry(sandbox, await tokenOf(sandbox), '0123456789', {
      secret: 'wrong',
    });

    expect(status).toBe(401);
    expect(body).toEqual(snapAnswer('4011100', 'Unauthorized. Signature'));
  });

  it('with another partner id or channel than the token’s, it is refused', async () => {
    const sandbox = await bank();
    const token = await tokenOf(sandbox);

    const partnerMismatch = await balanceInquiry(sandbox, token, '0123456789', {
      headers: { 'x-partner-id': '11111111' },
    });
    const channelMismatch = await balanceInquiry(sandbox, token, '0123456789', {
      headers: { 'channel-id': '00000' },
    });

    expect(partnerMismatch.body).toEqual(snapAnswer('4011100', 'Unauthorized. Unknown Partner'));
    expect(channelMismatch.body).toEqual(snapAnswer('4011100', 'Unauthorized. Unknown Channel'));
  });

  it('after the token expires, calls are refused as an invalid token: 4011101; without one, 4011103', async () => {
    // The tokens' clock is moved on rather than waited for: SNAP's 900 s less one, then all of them.
    let movedMs = 0;
    const sandbox = await bank({ tokenClock: () => Date.now() + movedMs });
    const token = await tokenOf(sandbox);
    movedMs = 899_000;
    const stillValid = await balanceInquiry(sandbox, token, '0123456789');
    expect(stillValid.status).toBe(200);
    movedMs = 900_000;

    const expired = await balanceInquiry(sandbox, token, '0123456789');
    const none = await balanceInquiry(sandbox, token, '0123456789', {
      headers: { authorization: '' },
    });

    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(snapAnswer('4011101', 'Invalid Token (B2B)'));
    expect(none.body).toEqual(snapAnswer('4011103', 'Token Not Found (B2B)'));
  });

  it('an account the bank does not hold is 4041111 Invalid Account; another partner’s account too', async () => {
    const sandbox = await bank({
      accounts: [{ accountNo: '4440001112', name: 'PT LAIN', partnerId: '99999999' }],
    });
    const token = await tokenOf(sandbox);

    const unknown = await balanceInquiry(sandbox, token, '9999999999');
    const others = await balanceInquiry(sandbox, token, '4440001112');

    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(snapAnswer('4041111', 'Invalid Account'));
    expect(others.body).toEqual(unknown.body);
  });

  it('a history page larger than SNAP’s fifty lines, or a range over a month, is an invalid field', async () => {
    const sandbox = await bank();
    const token = await tokenOf(sandbox);
    const path = '/snap/v1.0/transaction-history-list';

    const tooLarge = await service(sandbox, path, token, {
      pageSize: '51',
      pageNumber: '0',
      additionalInfo: { accountNo: '0123456789' },
    });
    const tooLong = await service(sandbox, path, token, {
      fromDateTime: '2025-03-01T00:00:00+07:00',
      toDateTime: '2025-04-15T00:00:00+07:00',
      additionalInfo: { accountNo: '0123456789' },
    });

    expect(tooLarge.body).toEqual(snapAnswer('4001201', 'Invalid Field Format {pageSize}'));
    expect(tooLong.body).toEqual(snapAnswer('4001201', 'Invalid Field Format {toDateTime}'));
  });
});

describe('the books', () => {
  async function history(sandbox: SnapSandbox, accountNo: string, from: string, to: string) {
    const token = await tokenOf(sandbox);
    const lines: Array<Record<string, unknown>> = [];
    for (let page = 0; ; page += 1) {
      const { body } = await service(sandbox, '/snap/v1.0/transaction-history-list', token, {
        fromDateTime: `${from}T00:00:00+07:00`,
        toDateTime: `${to}T23:59:59+07:00`,
        pageSize: '50',
        pageNumber: String(page),
        additionalInfo: { accountNo },
      });
      const detail = (body as { detailData: Array<Record<string, unknown>> }).detailData;
      lines.push(...detail);
      if (detail.length < 50) return lines;
    }
  }

  it('the same seed tells the same story; another seed another one', async () => {
    const first = await history(
      await bank({ seed: 'same' }),
      '0123456789',
      '2025-04-01',
      '2025-04-30',
    );
    const again = await history(
      await bank({ seed: 'same' }),
      '0123456789',
      '2025-04-01',
      '2025-04-30',
    );
    const other = await history(
      await bank({ seed: 'other' }),
      '0123456789',
      '2025-04-01',
      '2025-04-30',
    );

    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
  });

  it('history comes newest first, in the SNAP detailData shape, and the running balances add up', async () => {
    const lines = await history(await bank(), '0123456789', '2025-04-01', '2025-04-30');

    expect(lines[0]).toMatchObject({
      status: 'SUCCESS',
      amount: { currency: 'IDR' },
      additionalInfo: { endingBalance: { currency: 'IDR' } },
    });
    expect(String(lines[0]!.dateTime) > String(lines.at(-1)!.dateTime)).toBe(true);
    const oldestFirst = [...lines].reverse();
    for (let index = 1; index < oldestFirst.length; index += 1) {
      const line = oldestFirst[index] as {
        amount: { value: string };
        additionalInfo: { debitCredit: string; endingBalance: { value: string } };
      };
      const previous = oldestFirst[index - 1] as {
        additionalInfo: { endingBalance: { value: string } };
      };
      const change =
        line.additionalInfo.debitCredit === 'CREDIT'
          ? new Decimal(line.amount.value)
          : new Decimal(line.amount.value).negated();
      expect(line.additionalInfo.endingBalance.value).toBe(
        new Decimal(previous.additionalInfo.endingBalance.value).plus(change).toFixed(2),
      );
    }
  });

  it('a personal account gets its salary before the 25th, pays by QRIS and is charged the month-end admin fee', async () => {
    const lines = await history(await bank(), '5550001112', '2025-04-01', '2025-04-30');
    const remarks = lines.map((line) => String(line.remark));

    expect(remarks.some((remark) => remark.startsWith('GAJI APR 2025 '))).toBe(true);
    expect(remarks.some((remark) => remark.startsWith('QRIS PAYMENT '))).toBe(true);
    expect(lines.find((line) => line.remark === 'BIAYA ADMINISTRASI BULANAN')).toMatchObject({
      amount: { value: '12500.00' },
      dateTime: '2025-04-30T23:55:00+07:00',
    });
  });

  it('the demo accounts open with a year of books and a positive balance', async () => {
    const sandbox = await bank({ accounts: DEMO_SANDBOX_ACCOUNTS });
    const token = await tokenOf(sandbox);

    for (const account of DEMO_SANDBOX_ACCOUNTS) {
      const { body } = await balanceInquiry(sandbox, token, account.accountNo);
      const [info] = (body as { accountInfos: Array<{ amount: { value: string } }> }).accountInfos;
      expect(new Decimal(info!.amount.value).greaterThan(0)).toBe(true);
    }
    expect(
      (await history(sandbox, DEMO_SANDBOX_ACCOUNTS[0]!.accountNo, '2024-06-01', '2024-06-30'))
        .length,
    ).toBeGreaterThan(50);
  });

  it('nothing after the bank’s now is in the books', async () => {
    const lines = await history(await bank(), '0123456789', '2025-06-14', '2025-06-16');

    const times = lines.map((line) => String(line.dateTime));
    // The books have lines in the days asked (so the check below has something to look at)…
    expect(times.filter((time) => time.startsWith('2025-06-14')).length).toBeGreaterThan(0);
    // …and none after the bank's now.
    expect(times.filter((time) => time > '2025-06-15T10:00:00+07:00')).toEqual([]);
  });
});

describe('failures on purpose', () => {
  it('with a failure rate, the same seed fails the same requests, with SNAP 5xx codes or a bare 503', async () => {
    async function statuses(seed: string) {
      const sandbox = await bank({ seed, failureRate: 0.5 });
      const result: string[] = [];
      for (let index = 0; index < 12; index += 1) {
        const { status, body } = await accessToken(sandbox);
        result.push(`${status}:${typeof body === 'string' ? 'html' : String(body.responseCode)}`);
      }
      return result;
    }

    const first = await statuses('unlucky');

    expect(await statuses('unlucky')).toEqual(first);
    expect(first.some((entry) => entry === '200:2007300')).toBe(true);
    expect(first.some((entry) => entry !== '200:2007300')).toBe(true);
    expect(
      first
        .filter((entry) => entry !== '200:2007300')
        .every((entry) => /^(500:50073(01|02)|504:5047300|503:html)$/.test(entry)),
    ).toBe(true);
  });

  it('a body that is not JSON is a bad request: 4001100', async () => {
    const sandbox = await bank();

    const response = await fetch(`${sandbox.url}/snap/v1.0/balance-inquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"accountNo":',
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(snapAnswer('4001100', 'Bad Request'));
  });

  it('an unknown path is a function the bank does not support: 4050000', async () => {
    const sandbox = await bank();

    const { status, body } = await post(`${sandbox.url}/snap/v1.0/transfer-interbank-bulk`, {}, {});

    expect(status).toBe(405);
    expect(body).toEqual(snapAnswer('4050000', 'Requested Function Is Not Supported'));
  });
});

describe('account inquiries', () => {
  it('an internal inquiry answers the account holder as the bank has them: 2001500', async () => {
    const sandbox = await bank();

    const { status, body } = await service(
      sandbox,
      '/snap/v1.0/account-inquiry-internal',
      await tokenOf(sandbox),
      { partnerReferenceNo: 'INQ-1', beneficiaryAccountNo: '5550001112' },
    );

    expect(status).toBe(200);
    expect(body).toMatchObject({
      responseCode: '2001500',
      partnerReferenceNo: 'INQ-1',
      beneficiaryAccountName: 'SITI RAHAYU',
      beneficiaryAccountNo: '5550001112',
      beneficiaryAccountStatus: 'Rekening aktif',
      beneficiaryAccountType: 'S',
      currency: 'IDR',
    });
  });

  it('an external inquiry answers the name another bank holds, with that bank: 2001600; an unknown account is 4041611', async () => {
    const sandbox = await bank({
      externalAccounts: [
        { bankCode: '002', accountNo: '034101000123567', name: 'PT SINAR ABADI JAYA' },
      ],
    });
    const token = await tokenOf(sandbox);

    const known = await service(sandbox, '/snap/v1.0/account-inquiry-external', token, {
      beneficiaryBankCode: '002',
      beneficiaryAccountNo: '034101000123567',
    });
    const unknown = await service(sandbox, '/snap/v1.0/account-inquiry-external', token, {
      beneficiaryBankCode: '002',
      beneficiaryAccountNo: '99999999',
    });

    expect(known.body).toMatchObject({
      responseCode: '2001600',
      beneficiaryAccountName: 'PT SINAR ABADI JAYA',
      beneficiaryBankCode: '002',
      beneficiaryBankName: 'BANK BRI',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(snapAnswer('4041611', 'Invalid Account'));
  });

  it('an internal inquiry of an account the bank does not hold is 4041511', async () => {
    const sandbox = await bank();

    const { body } = await service(
      sandbox,
      '/snap/v1.0/account-inquiry-internal',
      await tokenOf(sandbox),
      { beneficiaryAccountNo: '123454321' },
    );

    expect(body).toEqual(snapAnswer('4041511', 'Invalid Account'));
  });
});

const EXTERNAL = { bankCode: '008', accountNo: '1230004567890', name: 'CV BERKAH MANDIRI' };
let referenceSequence = 0;
const nextReference = (prefix = 'PAY') => `${prefix}-${Date.now()}-${(referenceSequence += 1)}`;

function intrabank(
  partnerReferenceNo: string,
  value = '1500000.00',
  beneficiaryAccountNo = '5550001112',
) {
  return {
    partnerReferenceNo,
    amount: { value, currency: 'IDR' },
    beneficiaryAccountNo,
    remark: 'INV 2025 0611',
    sourceAccountNo: '0123456789',
    transactionDate: '2025-06-15T10:00:00+07:00',
  };
}

function interbank(
  partnerReferenceNo: string,
  value = '2750000.00',
  transferService?: 'BI_FAST' | 'ONLINE',
) {
  return {
    partnerReferenceNo,
    amount: { value, currency: 'IDR' },
    beneficiaryAccountName: EXTERNAL.name,
    beneficiaryAccountNo: EXTERNAL.accountNo,
    beneficiaryBankCode: EXTERNAL.bankCode,
    sourceAccountNo: '0123456789',
    transactionDate: '2025-06-15T10:00:00+07:00',
    ...(transferService ? { additionalInfo: { transferService } } : {}),
  };
}

function clearing(partnerReferenceNo: string, value = '150000000.00') {
  return {
    ...interbank(partnerReferenceNo, value),
    beneficiaryCustomerResidence: '1',
    beneficiaryCustomerType: '2',
    remark: 'PO 8812',
  };
}

async function transferBank(options: SnapSandboxOptions = {}) {
  return bank({
    externalAccounts: [EXTERNAL],
    accounts: [
      {
        accountNo: '0123456789',
        name: 'PT MAJU BERSAMA',
        openedOn: '2025-01-01',
        holdAmount: '1000000.00',
      },
      { accountNo: '5550001112', name: 'SITI RAHAYU', openedOn: '2025-01-01', profile: 'personal' },
    ],
    ...options,
  });
}

async function todaysLines(sandbox: SnapSandbox, token: string, accountNo: string) {
  const { body } = await service(sandbox, '/snap/v1.0/transaction-history-list', token, {
    fromDateTime: '2025-06-15T00:00:00+07:00',
    toDateTime: '2025-06-15T23:59:59+07:00',
    pageSize: '50',
    additionalInfo: { accountNo },
  });
  return (
    body as {
      detailData: Array<{
        remark: string;
        amount: { value: string };
        additionalInfo: {
          debitCredit: string;
          referenceNo: string;
          endingBalance: { value: string };
        };
      }>;
    }
  ).detailData;
}

async function bookBalance(
  sandbox: SnapSandbox,
  token: string,
  accountNo: string,
): Promise<Decimal> {
  const { body } = await balanceInquiry(sandbox, token, accountNo);
  return new Decimal(
    (body as { accountInfos: Array<{ amount: { value: string } }> }).accountInfos[0]!.amount.value,
  );
}

/** Sends a transfer of `kind` with `body`, signed as the partner signs it. */
async function transfer(
  sandbox: SnapSandbox,
  token: string,
  kind: 'intrabank' | 'interbank',
  body: unknown,
  overrides: Parameters<typeof service>[4] = {},
) {
  return service(sandbox, `/snap/v1.0/transfer-${kind}`, token, body, overrides);
}

async function statusOf(
  sandbox: SnapSandbox,
  token: string,
  originalPartnerReferenceNo: string,
  serviceCode: string,
) {
  return service(sandbox, '/snap/v1.0/transfer/status', token, {
    originalPartnerReferenceNo,
    serviceCode,
  });
}

describe('transfers', () => {
  it('an intrabank transfer debits the source and credits the beneficiary here, both lines naming the partnerReferenceNo: 2001700', async () => {
    const sandbox = await transferBank();
    const token = await tokenOf(sandbox);
    const before = await bookBalance(sandbox, token, '0123456789');
    const reference = nextReference();

    const { status, body } = await transfer(sandbox, token, 'intrabank', intrabank(reference));

    expect(status).toBe(200);
    expect(body).toMatchObject({
      responseCode: '2001700',
      partnerReferenceNo: reference,
      amount: { value: '1500000.00', currency: 'IDR' },
      sourceAccountNo: '0123456789',
    });
    expect((await bookBalance(sandbox, token, '0123456789')).toFixed(2)).toBe(
      before.minus('1500000.00').toFixed(2),
    );
    const [debit] = await todaysLines(sandbox, token, '0123456789');
    expect(debit).toMatchObject({
      remark: `TRF PB KE SITI RAHAYU ${reference} INV 2025 0611`,
      amount: { value: '1500000.00' },
      additionalInfo: {
        debitCredit: 'DEBIT',
        referenceNo: (body as { referenceNo: string }).referenceNo,
      },
    });
    const [credit] = await todaysLines(sandbox, token, '5550001112');
    expect(credit).toMatchObject({
      remark: `TRF PB DARI PT MAJU BERSAMA ${reference} INV 2025 0611`,
      additionalInfo: { debitCredit: 'CREDIT' },
    });
  });

  it('a BI-FAST transfer leaves the bank with its Rp2,500 fee; an online one costs Rp6,500: 2001800', async () => {
    const sandbox = await transferBank();
    const token = await tokenOf(sandbox);
    const [biFast, online] = [nextReference(), nextReference()];

    const first = await transfer(sandbox, token, 'interbank', interbank(biFast));
    const second = await transfer(
      sandbox,
      token,
      'interbank',
      interbank(online, '500000.00', 'ONLINE'),
    );

    expect(first.body).toMatchObject({
      responseCode: '2001800',
      beneficiaryBankCode: '008',
      partnerReferenceNo: biFast,
    });
    expect((first.body as { traceNo: string }).traceNo).toMatch(/^\d{16}$/);
    expect(second.body).toMatchObject({ responseCode: '2001800' });
    const remarks = (await todaysLines(sandbox, token, '0123456789')).map(
      (line) => `${line.remark} ${line.amount.value}`,
    );
    expect(remarks.slice(0, 4)).toEqual([
      `BIAYA TRF ONLINE ${online} 6500.00`,
      `TRF ONLINE DB 008 CV BERKAH MANDIRI ${online} 500000.00`,
      `BIAYA TXN BI-FAST ${biFast} 2500.00`,
      `BI-FAST DB 008 CV BERKAH MANDIRI ${biFast} 2750000.00`,
    ]);
    expect(sandbox.bookings.map((booking) => [booking.partnerReferenceNo, booking.fee])).toEqual([
      [biFast, '2500.00'],
      [online, '6500.00'],
    ]);
  });

  it('RTGS and SKN answer their transaction status with the transfer: 2002200 and 2002300, status 00', async () => {
    const sandbox = await transferBank();
    const token = await tokenOf(sandbox);

    const rtgs = await service(
      sandbox,
      '/snap/v1.0/transfer-rtgs',
      token,
      clearing(nextReference('RTGS')),
    );
    const skn = await service(
      sandbox,
      '/snap/v1.0/transfer-skn',
      token,
      clearing(nextReference('SKN'), '25000000.00'),
    );

    expect(rtgs.body).toMatchObject({
      responseCode: '2002200',
      transactionStatus: '00',
      beneficiaryAccountName: 'CV BERKAH MANDIRI',
      beneficiaryBankCode: '008',
    });
    expect(skn.body).toMatchObject({
      responseCode: '2002300',
      transactionStatus: '00',
      amount: { value: '25000000.00' },
    });
  });

  it('the status inquiry answers the original as the bank holds it (2003600, 00); a reference it never booked is 4043601', async () => {
    const sandbox = await transferBank();
    const token = await tokenOf(sandbox);
    const reference = nextReference();
    await transfer(sandbox, token, 'interbank', interbank(reference));

    const known = await statusOf(sandbox, token, reference, '18');
    const unknown = await statusOf(sandbox, token, 'NEVER-SENT', '18');

    expect(known.body).toMatchObject({
      responseCode: '2003600',
      originalPartnerReferenceNo: reference,
      serviceCode: '18',
      latestTransactionStatus: '00',
      amount: { value: '2750000.00' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(snapAnswer('4043601', 'Transaction Not Found'));
  });
});

describe('transfers the bank refuses', () => {
  it('a second transfer with the same partnerReferenceNo is refused (4091801) and never booked twice', async () => {
    const sandbox = await transferBank();
    const token = await tokenOf(sandbox);
    const reference = nextReference();
    const balanceBefore = await bookBalance(sandbox, token, '0123456789');

    const first = await transfer(sandbox, token, 'interbank', interbank(reference));
    const [second, third] = await Promise.all([
      transfer(sandbox, token, 'interbank', interbank(reference)),
      transfer(sandbox, token, 'interbank', interbank(reference)),
    ]);

    expect(first.status).toBe(200);
    expect([second.body, third.body]).toEqual([
      { responseCode: '4091801', responseMessage: 'Duplicate partnerReferenceNo' },
      { responseCode: '4091801', responseMessage: 'Duplicate partnerReferenceNo' },
    ]);
    expect(
      sandbox.bookings.filter((booking) => booking.partnerReferenceNo === reference),
    ).toHaveLength(1);
    expect((await bookBalance(sandbox, token, '0123456789')).toFixed(2)).toBe(
      balanceBefore.minus('2752500.00').toFixed(2),
    );
  });

  it('a transfer repeating the same X-EXTERNAL-ID the same day is a conflict (4091700) and books nothing', async () => {
    const sandbox = await transferBank();
    const token = await tokenOf(sandbox);
    const externalId = nextExternalId();

    await transfer(sandbox, token, 'intrabank', intrabank(nextReference()), {
      externalId,
    });
    const again = await transfer(sandbox, token, 'intrabank', intrabank(nextReference()), {
      externalId,
    });

    expect(again.body).toEqual(snapAnswer('4091700', 'Conflict'));
    expect(sandbox.bookings).toHaveLength(1);
  });

  it('insufficient funds (4031714), BI-FAST above Rp250 million (4031802) and an unknown beneficiary (4041811) book nothing', async () => {
    const sandbox = await transferBank();
    const token = await tokenOf(sandbox);

    const poor = await transfer(
      sandbox,
      token,
      'intrabank',
      intrabank(nextReference(), '999999999999.00'),
    );
    const large = await transfer(
      sandbox,
      token,
      'interbank',
      interbank(nextReference(), '250000000.01'),
    );
    const nobody = await transfer(sandbox, token, 'interbank', {
      ...interbank(nextReference()),
      beneficiaryAccountNo: '111222333',
    });

    expect(poor.body).toEqual(snapAnswer('4031714', 'Insufficient Funds'));
    expect(large.body).toEqual(snapAnswer('4031802', 'Exceeds Transaction Amount Limit'));
    expect(nobody.body).toEqual(snapAnswer('4041811', 'Invalid Account'));
    expect(sandbox.bookings).toEqual([]);
  });

  it('an amount without its two decimals is an invalid field: 4001701', async () => {
    const sandbox = await transferBank();

    const { body } = await service(
      sandbox,
      '/snap/v1.0/transfer-intrabank',
      await tokenOf(sandbox),
      { ...intrabank(nextReference()), amount: { value: '1500000', currency: 'IDR' } },
    );

    expect(body).toEqual(snapAnswer('4001701', 'Invalid Field Format {amount.value}'));
  });
});

/** A partner's notification endpoint on loopback: it keeps what arrives and answers as a partner would. */
async function notificationReceiver() {
  const received: Array<{ path: string; headers: IncomingHttpHeaders; body: string }> = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body });
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ responseCode: '2007600', responseMessage: 'Successful' }));
      for (const waiter of waiters.filter((each) => received.length >= each.count))
        waiter.resolve();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  receivers.push(server);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/kas/v1.0/transfer/notify`,
    received,
    until: (count: number) =>
      received.length >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push({ count, resolve })),
  };
}

describe('transfer chaos', () => {
  it('(a) accepted and booked, then answered after the client gave up: the status inquiry finds it done', async () => {
    const sandbox = await transferBank({
      transferChaos: { lateAnswerRate: 1, lateAnswerMs: 5_000 },
    });
    const token = await tokenOf(sandbox);
    const reference = nextReference();
    const booked = once(sandbox.events, 'booked');

    const attempt = transfer(sandbox, token, 'interbank', interbank(reference), {
      signal: AbortSignal.timeout(300),
    });

    await expect(attempt).rejects.toThrow(/aborted|timeout/i);
    expect((await booked)[0]).toMatchObject({
      partnerReferenceNo: reference,
      amount: '2750000.00',
    });
    expect((await statusOf(sandbox, token, reference, '18')).body).toMatchObject({
      latestTransactionStatus: '00',
    });
  });

  it('(b) accepted and booked, then a 5xx: the transfer stands, and sending it again is refused as a duplicate', async () => {
    const sandbox = await transferBank({ transferChaos: { errorAfterBookingRate: 1 } });
    const token = await tokenOf(sandbox);
    const reference = nextReference();

    const first = await transfer(sandbox, token, 'intrabank', intrabank(reference));
    const again = await transfer(sandbox, token, 'intrabank', intrabank(reference));

    expect(first.status).toBeGreaterThanOrEqual(500);
    expect((first.body as { responseCode: string }).responseCode).toMatch(/^50[04]17\d\d$/);
    expect(again.body).toEqual(snapAnswer('4091701', 'Duplicate partnerReferenceNo'));
    expect(
      sandbox.bookings.filter((booking) => booking.partnerReferenceNo === reference),
    ).toHaveLength(1);
    expect((await statusOf(sandbox, token, reference, '17')).body).toMatchObject({
      latestTransactionStatus: '00',
    });
  });

  it('(c) a 5xx before anything is booked: the status inquiry does not know it, and the same reference can be sent again', async () => {
    const sandbox = await transferBank({ transferChaos: { errorBeforeBookingRate: 1 } });
    const token = await tokenOf(sandbox);
    const reference = nextReference();

    const first = await transfer(sandbox, token, 'interbank', interbank(reference));
    const status = await statusOf(sandbox, token, reference, '18');
    sandbox.setTransferChaos({ errorBeforeBookingRate: 0 });
    const retry = await transfer(sandbox, token, 'interbank', interbank(reference));

    expect(first.status).toBeGreaterThanOrEqual(500);
    expect(status.body).toEqual(snapAnswer('4043601', 'Transaction Not Found'));
    expect(retry.body).toMatchObject({ responseCode: '2001800' });
    expect(
      sandbox.bookings.filter((booking) => booking.partnerReferenceNo === reference),
    ).toHaveLength(1);
  });

  it('(d) an interbank transfer left pending (2021800, status 03) that fails later brings the money and the fee back', async () => {
    const sandbox = await transferBank({ transferChaos: { pendingRate: 1 } });
    const token = await tokenOf(sandbox);
    const reference = nextReference();
    const before = await bookBalance(sandbox, token, '0123456789');

    const accepted = await transfer(sandbox, token, 'interbank', interbank(reference));
    const pending = await statusOf(sandbox, token, reference, '18');
    await sandbox.settleTransfer(reference, { status: 'FAILED', reason: 'Dormant Account' });
    const failed = await statusOf(sandbox, token, reference, '18');

    expect(accepted.status).toBe(202);
    expect(accepted.body).toMatchObject({
      responseCode: '2021800',
      responseMessage: 'Request In Progress',
      partnerReferenceNo: reference,
    });
    expect(pending.body).toMatchObject({
      latestTransactionStatus: '03',
      transactionStatusDesc: 'Pending',
    });
    expect(failed.body).toMatchObject({
      latestTransactionStatus: '06',
      transactionStatusDesc: 'Dormant Account',
    });
    expect((await bookBalance(sandbox, token, '0123456789')).toFixed(2)).toBe(before.toFixed(2));
    const remarks = (await todaysLines(sandbox, token, '0123456789'))
      .slice(0, 2)
      .map((line) => line.remark);
    expect(remarks).toEqual([
      `RETUR BIAYA TXN BI-FAST ${reference}`,
      `RETUR BI-FAST ${reference} DORMANT ACCOUNT`,
    ]);
  });

  it('(d) RTGS left pending answers transaction status 03, and settles by itself when the bank is told to', async () => {
    const sandbox = await transferBank({ transferChaos: { pendingRate: 1, pendingSettleMs: 20 } });
    const token = await tokenOf(sandbox);
    const reference = nextReference('RTGS');
    const settled = once(sandbox.events, 'settled');

    const accepted = await service(sandbox, '/snap/v1.0/transfer-rtgs', token, clearing(reference));
    await settled;

    expect(accepted.body).toMatchObject({ responseCode: '2002200', transactionStatus: '03' });
    expect((await statusOf(sandbox, token, reference, '22')).body).toMatchObject({
      latestTransactionStatus: '00',
    });
  });

  it('(d, e) the settlement is notified to the partner’s URL, signed with the bank’s key, and sent twice when told to', async () => {
    const receiver = await notificationReceiver();
    const sandbox = await transferBank({
      partners: [{ ...partner, notificationUrl: receiver.url }],
      transferChaos: { pendingRate: 1, duplicateNotificationRate: 1 },
    });
    const token = await tokenOf(sandbox);
    const reference = nextReference('SKN');
    await service(sandbox, '/snap/v1.0/transfer-skn', token, clearing(reference, '40000000.00'));

    await sandbox.settleTransfer(reference, { status: 'SUCCESS' });
    await receiver.until(2);

    const [first, second] = receiver.received;
    expect(second).toEqual(first);
    const timestamp = String(first!.headers['x-timestamp']);
    const digest = createHash('sha256').update(first!.body).digest('hex');
    expect(
      verify(
        'sha256',
        Buffer.from(`POST:/kas/v1.0/transfer/notify:${digest}:${timestamp}`),
        sandbox.bankPublicKeyPem,
        Buffer.from(String(first!.headers['x-signature']), 'base64'),
      ),
    ).toBe(true);
    expect(first!.headers).toMatchObject({
      'x-partner-id': partner.partnerId,
      'channel-id': partner.channelId,
    });
    expect(JSON.parse(first!.body)).toMatchObject({
      originalPartnerReferenceNo: reference,
      latestTransactionStatus: '00',
      amount: { value: '40000000.00', currency: 'IDR' },
      beneficiaryAccountNo: EXTERNAL.accountNo,
      beneficiaryBankCode: '008',
      sourceAccountNo: '0123456789',
    });
    expect(sandbox.notifications.map((record) => [record.copy, record.status])).toEqual([
      [1, 200],
      [2, 200],
    ]);
  });

  it('the same seed misbehaves on the same transfers', async () => {
    async function outcomes(seed: string) {
      const sandbox = await transferBank({
        seed,
        transferChaos: { errorAfterBookingRate: 0.3, errorBeforeBookingRate: 0.3 },
      });
      const token = await tokenOf(sandbox);
      const result: number[] = [];
      for (let index = 0; index < 10; index += 1)
        result.push(
          (await transfer(sandbox, token, 'intrabank', intrabank(nextReference(), '10000.00')))
            .status,
        );
      return result;
    }

    const first = await outcomes('chaos-seed');

    expect(await outcomes('chaos-seed')).toEqual(first);
    expect(first.some((status) => status === 200)).toBe(true);
    expect(first.some((status) => status >= 500)).toBe(true);
  });
});
