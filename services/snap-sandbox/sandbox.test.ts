import { createHash, createHmac, generateKeyPairSync, sign } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import Decimal from 'decimal.js';
import { afterAll, describe, expect, it } from 'vitest';
import { createSnapSandbox, DEMO_SANDBOX_ACCOUNTS, newSandboxPartner, type SnapSandbox, type SnapSandboxOptions } from './sandbox.js';

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

afterAll(async () => {
  await Promise.all(started.map((sandbox) => sandbox.stop()));
});

function timestamp(at = new Date()): string {
  return `${new Date(at.getTime() + 7 * 3600_000).toISOString().slice(0, 19)}+07:00`;
}

let externalId = 0;
const nextExternalId = () => `${Date.now()}${String((externalId += 1)).padStart(6, '0')}`;

async function post(url: string, headers: Record<string, string>, body: unknown) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : text };
}

async function accessToken(sandbox: SnapSandbox, privateKey = partner.privateKeyPem, clientKey = partner.clientKey) {
  const at = timestamp();
  const signature = sign('sha256', Buffer.from(`${clientKey}|${at}`), privateKey).toString('base64');
  return post(`${sandbox.url}/snap/v1.0/access-token/b2b`, { 'x-timestamp': at, 'x-client-key': clientKey, 'x-signature': signature }, { grantType: 'client_credentials' });
}

async function service(sandbox: SnapSandbox, path: string, token: string, body: unknown, overrides: { secret?: string; externalId?: string; headers?: Record<string, string> } = {}) {
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
  );
}

async function tokenOf(sandbox: SnapSandbox): Promise<string> {
  const { body } = await accessToken(sandbox);
  return (body as { accessToken: string }).accessToken;
}

describe('access token (B2B)', () => {
  it('with a signature the registered public key verifies, it issues a bearer token for fifteen minutes', async () => {
    const sandbox = await bank();

    const { status, headers, body } = await accessToken(sandbox);

    expect(status).toBe(200);
    expect(body).toMatchObject({ responseCode: '2007300', responseMessage: 'Successful', tokenType: 'Bearer', expiresIn: '900' });
    expect((body as { accessToken: string }).accessToken).toMatch(/^[\w-]{40,}$/);
    expect(headers.get('x-timestamp')).toBe('2025-06-15T10:00:00+07:00');
    expect(headers.get('x-client-key')).toBe(partner.clientKey);
  });

  it('signed with another key, it is refused: 4017300 Unauthorized. Signature', async () => {
    const sandbox = await bank();
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });

    const { status, body } = await accessToken(sandbox, stranger.privateKey);

    expect(status).toBe(401);
    expect(body).toEqual({ responseCode: '4017300', responseMessage: 'Unauthorized. Signature' });
  });

  it('from a client key the bank never registered, it is refused: 4017300 Unauthorized. Unknown Client', async () => {
    const sandbox = await bank();

    const { status, body } = await accessToken(sandbox, partner.privateKeyPem, 'who-is-this');

    expect(status).toBe(401);
    expect(body).toEqual({ responseCode: '4017300', responseMessage: 'Unauthorized. Unknown Client' });
  });

  it('without X-SIGNATURE, it is a missing mandatory field: 4007302', async () => {
    const sandbox = await bank();

    const { status, body } = await post(`${sandbox.url}/snap/v1.0/access-token/b2b`, { 'x-timestamp': timestamp(), 'x-client-key': partner.clientKey }, { grantType: 'client_credentials' });

    expect(status).toBe(400);
    expect(body).toEqual({ responseCode: '4007302', responseMessage: 'Invalid Mandatory Field {X-SIGNATURE}' });
  });
});

describe('service calls', () => {
  it('a balance inquiry answers the SNAP accountInfos: book amount, hold, available and start-of-day ledger balance', async () => {
    const sandbox = await bank({ accounts: [{ accountNo: '0123456789', name: 'PT MAJU BERSAMA', openedOn: '2025-01-01', holdAmount: '750000.00' }] });
    const token = await tokenOf(sandbox);

    const { status, body } = await service(sandbox, '/snap/v1.0/balance-inquiry', token, { accountNo: '0123456789' });

    expect(status).toBe(200);
    expect(body).toMatchObject({ responseCode: '2001100', responseMessage: 'Successful', accountNo: '0123456789', name: 'PT MAJU BERSAMA' });
    const [info] = (body as { accountInfos: Array<Record<string, { value: string; currency: string }>> }).accountInfos;
    expect(info!.holdAmount).toEqual({ value: '750000.00', currency: 'IDR' });
    expect(new Decimal(info!.amount!.value).minus(info!.availableBalance!.value).toFixed(2)).toBe('750000.00');
    expect(info!.ledgerBalance!.value).toMatch(/^\d+\.\d{2}$/);
  });

  it('reusing an X-EXTERNAL-ID on the same day is a conflict: 4091100', async () => {
    const sandbox = await bank();
    const token = await tokenOf(sandbox);
    const id = nextExternalId();

    const first = await service(sandbox, '/snap/v1.0/balance-inquiry', token, { accountNo: '0123456789' }, { externalId: id });
    const second = await service(sandbox, '/snap/v1.0/balance-inquiry', token, { accountNo: '0123456789' }, { externalId: id });

    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ responseCode: '4091100', responseMessage: 'Conflict' });
  });

  it('an X-EXTERNAL-ID that is not numeric is an invalid field: 4001101', async () => {
    const sandbox = await bank();

    const { status, body } = await service(sandbox, '/snap/v1.0/balance-inquiry', await tokenOf(sandbox), { accountNo: '0123456789' }, { externalId: 'abc-123' });

    expect(status).toBe(400);
    expect(body).toEqual({ responseCode: '4001101', responseMessage: 'Invalid Field Format {X-EXTERNAL-ID}' });
  });

  it('signed with the wrong client secret, it is refused: 4011100 Unauthorized. Signature', async () => {
    const sandbox = await bank();

    const { status, body } = await service(sandbox, '/snap/v1.0/balance-inquiry', await tokenOf(sandbox), { accountNo: '0123456789' }, { secret: 'wrong' });

    expect(status).toBe(401);
    expect(body).toEqual({ responseCode: '4011100', responseMessage: 'Unauthorized. Signature' });
  });

  it('with another partner id or channel than the token’s, it is refused', async () => {
    const sandbox = await bank();
    const token = await tokenOf(sandbox);

    const partnerMismatch = await service(sandbox, '/snap/v1.0/balance-inquiry', token, { accountNo: '0123456789' }, { headers: { 'x-partner-id': '11111111' } });
    const channelMismatch = await service(sandbox, '/snap/v1.0/balance-inquiry', token, { accountNo: '0123456789' }, { headers: { 'channel-id': '00000' } });

    expect(partnerMismatch.body).toEqual({ responseCode: '4011100', responseMessage: 'Unauthorized. Unknown Partner' });
    expect(channelMismatch.body).toEqual({ responseCode: '4011100', responseMessage: 'Unauthorized. Unknown Channel' });
  });

  it('after the token expires, calls are refused as an invalid token: 4011101; without one, 4011103', async () => {
    const sandbox = await bank({ tokenTtlSeconds: 1 });
    const token = await tokenOf(sandbox);
    await sleep(1_100);

    const expired = await service(sandbox, '/snap/v1.0/balance-inquiry', token, { accountNo: '0123456789' });
    const none = await service(sandbox, '/snap/v1.0/balance-inquiry', token, { accountNo: '0123456789' }, { headers: { authorization: '' } });

    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ responseCode: '4011101', responseMessage: 'Invalid Token (B2B)' });
    expect(none.body).toEqual({ responseCode: '4011103', responseMessage: 'Token Not Found (B2B)' });
  });

  it('an account the bank does not hold is 4041111 Invalid Account; another partner’s account too', async () => {
    const sandbox = await bank({ accounts: [{ accountNo: '4440001112', name: 'PT LAIN', partnerId: '99999999' }] });
    const token = await tokenOf(sandbox);

    const unknown = await service(sandbox, '/snap/v1.0/balance-inquiry', token, { accountNo: '9999999999' });
    const others = await service(sandbox, '/snap/v1.0/balance-inquiry', token, { accountNo: '4440001112' });

    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ responseCode: '4041111', responseMessage: 'Invalid Account' });
    expect(others.body).toEqual(unknown.body);
  });

  it('a history page larger than SNAP’s fifty lines, or a range over a month, is an invalid field', async () => {
    const sandbox = await bank();
    const token = await tokenOf(sandbox);
    const path = '/snap/v1.0/transaction-history-list';

    const tooLarge = await service(sandbox, path, token, { pageSize: '51', pageNumber: '0', additionalInfo: { accountNo: '0123456789' } });
    const tooLong = await service(sandbox, path, token, { fromDateTime: '2025-03-01T00:00:00+07:00', toDateTime: '2025-04-15T00:00:00+07:00', additionalInfo: { accountNo: '0123456789' } });

    expect(tooLarge.body).toEqual({ responseCode: '4001201', responseMessage: 'Invalid Field Format {pageSize}' });
    expect(tooLong.body).toEqual({ responseCode: '4001201', responseMessage: 'Invalid Field Format {toDateTime}' });
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
    const first = await history(await bank({ seed: 'same' }), '0123456789', '2025-04-01', '2025-04-30');
    const again = await history(await bank({ seed: 'same' }), '0123456789', '2025-04-01', '2025-04-30');
    const other = await history(await bank({ seed: 'other' }), '0123456789', '2025-04-01', '2025-04-30');

    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
  });

  it('history comes newest first, in the SNAP detailData shape, and the running balances add up', async () => {
    const lines = await history(await bank(), '0123456789', '2025-04-01', '2025-04-30');

    expect(lines[0]).toMatchObject({ status: 'SUCCESS', amount: { currency: 'IDR' }, additionalInfo: { endingBalance: { currency: 'IDR' } } });
    expect(String(lines[0]!.dateTime) > String(lines.at(-1)!.dateTime)).toBe(true);
    const oldestFirst = [...lines].reverse();
    for (let index = 1; index < oldestFirst.length; index += 1) {
      const line = oldestFirst[index] as { amount: { value: string }; additionalInfo: { debitCredit: string; endingBalance: { value: string } } };
      const previous = oldestFirst[index - 1] as { additionalInfo: { endingBalance: { value: string } } };
      const change = line.additionalInfo.debitCredit === 'CREDIT' ? new Decimal(line.amount.value) : new Decimal(line.amount.value).negated();
      expect(line.additionalInfo.endingBalance.value).toBe(new Decimal(previous.additionalInfo.endingBalance.value).plus(change).toFixed(2));
    }
  });

  it('a personal account gets its salary before the 25th, pays by QRIS and is charged the month-end admin fee', async () => {
    const lines = await history(await bank(), '5550001112', '2025-04-01', '2025-04-30');
    const remarks = lines.map((line) => String(line.remark));

    expect(remarks.some((remark) => remark.startsWith('GAJI APR 2025 '))).toBe(true);
    expect(remarks.some((remark) => remark.startsWith('QRIS PAYMENT '))).toBe(true);
    expect(lines.find((line) => line.remark === 'BIAYA ADMINISTRASI BULANAN')).toMatchObject({ amount: { value: '12500.00' }, dateTime: '2025-04-30T23:55:00+07:00' });
  });

  it('the demo accounts open with a year of books and a positive balance', async () => {
    const sandbox = await bank({ accounts: DEMO_SANDBOX_ACCOUNTS });
    const token = await tokenOf(sandbox);

    for (const account of DEMO_SANDBOX_ACCOUNTS) {
      const { body } = await service(sandbox, '/snap/v1.0/balance-inquiry', token, { accountNo: account.accountNo });
      const [info] = (body as { accountInfos: Array<{ amount: { value: string } }> }).accountInfos;
      expect(new Decimal(info!.amount.value).greaterThan(0)).toBe(true);
    }
    expect((await history(sandbox, DEMO_SANDBOX_ACCOUNTS[0]!.accountNo, '2024-06-01', '2024-06-30')).length).toBeGreaterThan(50);
  });

  it('nothing after the bank’s now is in the books', async () => {
    const lines = await history(await bank(), '0123456789', '2025-06-14', '2025-06-16');

    expect(lines.every((line) => String(line.dateTime) <= '2025-06-15T10:00:00+07:00')).toBe(true);
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
    expect(first.filter((entry) => entry !== '200:2007300').every((entry) => /^(500:50073(01|02)|504:5047300|503:html)$/.test(entry))).toBe(true);
  });

  it('a body that is not JSON is a bad request: 4001100', async () => {
    const sandbox = await bank();

    const response = await fetch(`${sandbox.url}/snap/v1.0/balance-inquiry`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"accountNo":' });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ responseCode: '4001100', responseMessage: 'Bad Request' });
  });

  it('an unknown path is a function the bank does not support: 4050000', async () => {
    const sandbox = await bank();

    const { status, body } = await post(`${sandbox.url}/snap/v1.0/transfer-intrabank`, {}, {});

    expect(status).toBe(405);
    expect(body).toEqual({ responseCode: '4050000', responseMessage: 'Requested Function Is Not Supported' });
  });
});
