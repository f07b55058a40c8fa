import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessTokenVerifier } from './token-verifier.js';

let server: http.Server;
let jwksUrl: string;
let privateKey: CryptoKey;
let publicJwk: JWK;

const claims = { org: 'org-1', perms: ['counterparties:read'], mfa: true, sid: 'session-1' };
const sign = (
  overrides: {
    iss?: string;
    aud?: string;
    exp?: string | number;
    kid?: string;
    sid?: string | null;
  } = {},
  key = privateKey,
) =>
  new SignJWT(
    overrides.sid === null
      ? { ...claims, sid: undefined }
      : { ...claims, sid: overrides.sid ?? claims.sid },
  )
    .setProtectedHeader({ alg: 'ES256', kid: overrides.kid ?? 'key-1' })
    .setSubject('user-1')
    .setIssuer(overrides.iss ?? 'kas-account')
    .setAudience(overrides.aud ?? 'kas')
    .setExpirationTime(overrides.exp ?? '15m')
    .sign(key);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

beforeAll(async () => {
  ({ privateKey } = await generateKeyPair('ES256', { extractable: true }));
  const pair = await generateKeyPair('ES256', { extractable: true });
  privateKey = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'ES256' };
  server = http.createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/jwks.json`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the BFF’s access-token verifier', () => {
  it('accepts a genuine, current token and answers its claims', async () => {
    const verified = await new AccessTokenVerifier(jwksUrl).verify(await sign());
    expect(verified).toMatchObject({
      sub: 'user-1',
      org: 'org-1',
      perms: ['counterparties:read'],
      mfa: true,
      sid: 'session-1',
    });
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const [header, , signature] = (await sign()).split('.');
    const forged = `${header}.${b64({ sub: 'user-1', org: 'someone-else', perms: ['*'], iss: 'kas-account', aud: 'kas', exp: 9_999_999_999 })}.${signature}`;
    expect(await new AccessTokenVerifier(jwksUrl).verify(forged)).toBeNull();
  });

  it('refuses alg "none" and an HMAC token keyed with the public key', async () => {
    const payload = b64({
      sub: 'user-1',
      org: 'org-1',
      perms: [],
      iss: 'kas-account',
      aud: 'kas',
      exp: 9_999_999_999,
    });
    const none = `${b64({ alg: 'none', kid: 'key-1' })}.${payload}.`;
    const hmacHeader = b64({ alg: 'HS256', kid: 'key-1' });
    const hmac = `${hmacHeader}.${payload}.${createHmac('sha256', JSON.stringify(publicJwk)).update(`${hmacHeader}.${payload}`).digest('base64url')}`;
    const verifier = new AccessTokenVerifier(jwksUrl);
    expect(await verifier.verify(none)).toBeNull();
    expect(await verifier.verify(hmac)).toBeNull();
  });

  it.each([
    ['another issuer', { iss: 'someone-else' }],
    ['another audience', { aud: 'other-app' }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 60 }],
    ['an unknown key id', { kid: 'key-2' }],
    ['a token without a session id, which could not be revoked', { sid: null }],
  ])('refuses %s', async (_name, overrides) => {
    expect(await new AccessTokenVerifier(jwksUrl).verify(await sign(overrides))).toBeNull();
  });

  it('refuses a token signed by another key under a known key id', async () => {
    const stranger = await generateKeyPair('ES256', { extractable: true });
    expect(
      await new AccessTokenVerifier(jwksUrl).verify(await sign({}, stranger.privateKey)),
    ).toBeNull();
  });

  it.each(['', 'a.b', 'not-a-token', 'x.y.z'])('refuses %j as malformed', async (token) => {
    expect(await new AccessTokenVerifier(jwksUrl).verify(token)).toBeNull();
  });
});
