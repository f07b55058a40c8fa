import { execFileSync } from 'node:child_process';
import {
  createHash,
  createHmac,
  createSign,
  createVerify,
  generateKeyPairSync,
  verify,
} from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  accessTokenSignature,
  accessTokenStringToSign,
  minifyJson,
  newExternalId,
  serviceSignature,
  serviceStringToSign,
  snapTimestamp,
} from './snap-client.js';
import {
  notificationKey,
  notificationStringToSign,
  verifyTransferNotification,
} from './snap-notifications.js';

const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const clientKey = '962489e9-de5d-4eb7-92a4-b07d44d64bf4';
const timestamp = '2024-01-15T10:30:00+07:00';

function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('X-TIMESTAMP', () => {
  it('is the instant in Western Indonesian Time with its +07:00 offset, to the second', () => {
    expect(snapTimestamp(new Date('2024-01-15T03:30:00.789Z'))).toBe('2024-01-15T10:30:00+07:00');
    expect(snapTimestamp(new Date('2024-12-31T20:00:00Z'))).toBe('2025-01-01T03:00:00+07:00');
  });
});

describe('the access-token signature (SHA256withRSA)', () => {
  it('signs clientKey|timestamp with the private key, and the public key verifies it', () => {
    const signature = accessTokenSignature(keys.privateKey, clientKey, timestamp);

    expect(accessTokenStringToSign(clientKey, timestamp)).toBe(
      '962489e9-de5d-4eb7-92a4-b07d44d64bf4|2024-01-15T10:30:00+07:00',
    );
    expect(
      verify(
        'sha256',
        Buffer.from(`${clientKey}|${timestamp}`),
        keys.publicKey,
        Buffer.from(signature, 'base64'),
      ),
    ).toBe(true);
    expect(
      createVerify('RSA-SHA256')
        .update(`${clientKey}|${timestamp}`)
        .verify(keys.publicKey, signature, 'base64'),
    ).toBe(true);
  });

  it('is what Java’s SHA256withRSA (RSASSA-PKCS1-v1_5, deterministic) gives for the same key and text', () => {
    const independent = createSign('RSA-SHA256')
      .update(`${clientKey}|${timestamp}`, 'utf8')
      .sign(keys.privateKey, 'base64');

    expect(accessTokenSignature(keys.privateKey, clientKey, timestamp)).toBe(independent);
  });

  it('does not verify for another timestamp or another client key', () => {
    const signature = Buffer.from(
      accessTokenSignature(keys.privateKey, clientKey, timestamp),
      'base64',
    );

    expect(
      verify(
        'sha256',
        Buffer.from(`${clientKey}|2024-01-15T10:30:01+07:00`),
        keys.publicKey,
        signature,
      ),
    ).toBe(false);
    expect(verify('sha256', Buffer.from(`other|${timestamp}`), keys.publicKey, signature)).toBe(
      false,
    );
  });

  it.skipIf(!hasOpenssl())('openssl verifies it with the public key', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'snap-signature-'));
    try {
      writeFileSync(path.join(folder, 'public.pem'), keys.publicKey);
      writeFileSync(path.join(folder, 'message.txt'), `${clientKey}|${timestamp}`);
      writeFileSync(
        path.join(folder, 'signature.bin'),
        Buffer.from(accessTokenSignature(keys.privateKey, clientKey, timestamp), 'base64'),
      );
      const output = execFileSync('openssl', [
        'dgst',
        '-sha256',
        '-verify',
        path.join(folder, 'public.pem'),
        '-signature',
        path.join(folder, 'signature.bin'),
        path.join(folder, 'message.txt'),
      ]);
      expect(output.toString().trim()).toBe('Verified OK');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('the service signature (HMAC-SHA512)', () => {
  const parts = {
    method: 'POST',
    relativeUrl: '/snap/v1.0/balance-inquiry',
    accessToken: 'gp9HjjEj813Y9JGoqwOeOPWbnt4CUpvIJbU1mMU4a11MNDZ7Sg5u9a',
    body: '{"accountNo":"0123456789"}',
    timestamp,
  };

  it('signs METHOD:path:token:lowercase hex SHA-256 of the minified body:timestamp', () => {
    expect(serviceStringToSign(parts)).toBe(
      'POST:/snap/v1.0/balance-inquiry:gp9HjjEj813Y9JGoqwOeOPWbnt4CUpvIJbU1mMU4a11MNDZ7Sg5u9a:397fa5f2800f9e4cd83180c71f0bec949fd5279d67629cb7c60375d5fc42f7de:2024-01-15T10:30:00+07:00',
    );
  });

  it('matches the value openssl computed for the same secret and text', () => {
    // printf %s "$STRING_TO_SIGN" | openssl dgst -sha512 -hmac sandbox-client-secret -binary | base64
    expect(serviceSignature('sandbox-client-secret', parts)).toBe(
      'ljFwcpCpYGcmwndX7n/KMdvCZTiot3OiqsQsW7GSInPQyAusFffn5ANbrR5SGzxZygCuy+hXRvjhjjVWfuBaKw==',
    );
  });

  it('matches an HMAC built here from its parts', () => {
    const digest = createHash('sha256').update(parts.body).digest('hex');
    const expected = createHmac('sha512', 'another secret')
      .update(`POST:${parts.relativeUrl}:${parts.accessToken}:${digest}:${timestamp}`)
      .digest('base64');

    expect(serviceSignature('another secret', parts)).toBe(expected);
  });

  it('hashes an empty body as the empty string', () => {
    expect(serviceStringToSign({ ...parts, body: '' })).toContain(
      ':e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855:',
    );
  });

  it('a pretty-printed body minified signs the same as the compact body sent', () => {
    const pretty = '{\n   "accountNo" : "0123456789"\n}';

    expect(minifyJson(pretty)).toBe(parts.body);
    expect(serviceSignature('s', { ...parts, body: minifyJson(pretty) })).toBe(
      serviceSignature('s', parts),
    );
  });
});

describe('X-EXTERNAL-ID', () => {
  it('is a numeric string of at most 36 digits, never repeated', () => {
    const ids = Array.from({ length: 2000 }, () => newExternalId(new Date('2024-01-15T03:30:00Z')));

    for (const id of ids) expect(id).toMatch(/^\d{1,36}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the bank’s transfer notification (SHA256withRSA, verified with the bank’s public key)', () => {
  const bank = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const body =
    '{"originalPartnerReferenceNo":"PAY-2025-0042","originalReferenceNo":"2025061500001123456","latestTransactionStatus":"06","transactionStatusDesc":"Dormant Account","amount":{"value":"2750000.00","currency":"IDR"},"beneficiaryAccountNo":"1230004567890","beneficiaryBankCode":"008","sourceAccountNo":"0123456789","transactionDate":"2025-06-15T10:00:00+07:00"}';
  const relativeUrl = '/kas/v1.0/transfer/notify';
  const now = new Date('2024-01-15T03:30:10Z');
  const signed = (text: string, at = timestamp, key = bank.privateKey) =>
    createSign('RSA-SHA256')
      .update(
        `POST:${relativeUrl}:${createHash('sha256').update(minifyJson(text)).digest('hex')}:${at}`,
        'utf8',
      )
      .sign(key, 'base64');
  const headers = (text = body, at = timestamp) => ({
    'X-TIMESTAMP': at,
    'X-SIGNATURE': signed(text, at),
    'X-EXTERNAL-ID': '41807553358950093184162180797837',
  });

  it('signs METHOD:path:lowercase hex SHA-256 of the minified body:timestamp, without a token', () => {
    expect(notificationStringToSign({ relativeUrl, body: '{"a":1}', timestamp })).toBe(
      `POST:${relativeUrl}:015abd7f5cc57a2dd94b7590f04ad8084273905ee33ec5cebeae62276a97f862:${timestamp}`,
    );
  });

  it('a notification signed by the bank, as received, is read: our reference, its status and the reason', () => {
    const check = verifyTransferNotification({
      relativeUrl,
      headers: headers(),
      body,
      bankPublicKey: bank.publicKey,
      now,
    });

    expect(check).toEqual({
      ok: true,
      notification: {
        reference: 'PAY-2025-0042',
        bankReference: '2025061500001123456',
        status: 'FAILED',
        reason: 'Dormant Account',
        amount: '2750000.00',
        currency: 'IDR',
        beneficiaryAccountNumber: '1230004567890',
        beneficiaryBankCode: '008',
        sourceAccountNumber: '0123456789',
        transactionDate: '2025-06-15T10:00:00+07:00',
        externalId: '41807553358950093184162180797837',
      },
    });
    expect(check.ok && notificationKey(check.notification)).toBe('PAY-2025-0042:FAILED');
  });

  it('a pretty-printed body verifies against the signature of its minified form', () => {
    const pretty = JSON.stringify(JSON.parse(body), null, 2);

    expect(
      verifyTransferNotification({
        relativeUrl,
        headers: headers(body),
        body: pretty,
        bankPublicKey: bank.publicKey,
        now,
      }).ok,
    ).toBe(true);
  });

  it('refuses a changed body, another path, another key, a stale timestamp, missing headers and a body that is no notification', () => {
    const stranger = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const check = (overrides: Partial<Parameters<typeof verifyTransferNotification>[0]>) =>
      verifyTransferNotification({
        relativeUrl,
        headers: headers(),
        body,
        bankPublicKey: bank.publicKey,
        now,
        ...overrides,
      });

    expect(check({ body: body.replace('"06"', '"00"') })).toEqual({
      ok: false,
      reason: 'SIGNATURE',
    });
    expect(check({ relativeUrl: '/other' })).toEqual({ ok: false, reason: 'SIGNATURE' });
    expect(check({ bankPublicKey: stranger.publicKey })).toEqual({
      ok: false,
      reason: 'SIGNATURE',
    });
    expect(check({ now: new Date('2024-01-15T03:45:00Z') })).toEqual({
      ok: false,
      reason: 'STALE',
    });
    expect(check({ headers: { 'x-timestamp': timestamp } })).toEqual({
      ok: false,
      reason: 'MISSING_HEADER',
    });
    expect(check({ body: '{"hello":"world"}', headers: headers('{"hello":"world"}') })).toEqual({
      ok: false,
      reason: 'MALFORMED',
    });
  });
});
