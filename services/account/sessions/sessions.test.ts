import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { SecurityEventType } from '../../../contracts/account/users.js';
import type { AuthEvent } from './repository.js';
import { startAccountForTest, type AccountUnderTest } from '../../../tests/support/account.js';
import {
  createOrganization,
  type Credentials,
  type Tokens,
} from '../../../tests/support/factories.js';

let system: AccountUnderTest;
let owner: Credentials;

async function post(path: string, body: unknown) {
  const response = await fetch(`${system.accountUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

beforeAll(async () => {
  system = await startAccountForTest();
  ({ owner } = await createOrganization(system, 'PT Sesi Uji'));
});

afterAll(() => system?.stop());

describe('signing in', () => {
  it('with the right password answers a token pair scoped to the organisation', async () => {
    const { status, body } = await post('/sessions', {
      email: owner.email,
      password: owner.password,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ expiresIn: 900 });
    const [, payload] = (body.accessToken as string).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims).toMatchObject({
      sub: owner.userId,
      org: body.organizationId,
      role: 'owner',
      mfa: false,
      iss: 'kas-account',
      aud: 'kas',
    });
    expect(claims.perms).toContain('counterparties:create');
  });

  it('with a wrong password or an unknown email answers the spec’s message, the same for both', async () => {
    const wrong = await post('/sessions', { email: owner.email, password: 'Salah1234' });
    const unknown = await post('/sessions', {
      email: 'tidak-ada@example.co.id',
      password: 'Salah1234',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      error: { code: 'U-ACC-AU-1', message: 'Your email or password does not match.' },
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('matches the email regardless of case', async () => {
    const { status } = await post('/sessions', {
      email: owner.email.toUpperCase(),
      password: owner.password,
    });
    expect(status).toBe(201);
  });
});

describe('refreshing', () => {
  it('rotates the refresh token; reusing a spent one revokes the whole session', async () => {
    const first = (await post('/sessions', { email: owner.email, password: owner.password }))
      .body as Tokens;
    const second = await post('/sessions/refresh', { refreshToken: first.refreshToken });
    expect(second.status).toBe(200);
    expect(second.body.refreshToken).not.toBe(first.refreshToken);
    const reuse = await post('/sessions/refresh', { refreshToken: first.refreshToken });
    expect(reuse.status).toBe(401);
    expect(reuse.body.error.code).toBe('U-ACC-AU-3');
    // The thief's reuse also ends the legitimate holder's newer token.
    const afterReuse = await post('/sessions/refresh', { refreshToken: second.body.refreshToken });
    expect(afterReuse.status).toBe(401);
  });

  it('a revoked session cannot be refreshed', async () => {
    const pair = (await post('/sessions', { email: owner.email, password: owner.password }))
      .body as Tokens;
    expect((await post('/sessions/revoke', { refreshToken: pair.refreshToken })).status).toBe(204);
    expect((await post('/sessions/refresh', { refreshToken: pair.refreshToken })).status).toBe(401);
  });
});

describe('keys', () => {
  it('publishes the public signing key as a JWKS', async () => {
    const response = await fetch(`${system.accountUrl}/.well-known/jwks.json`);
    const jwks = (await response.json()) as { keys: { kty: string; alg: string; d?: string }[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', alg: 'ES256' });
    expect(jwks.keys[0]!.d).toBeUndefined();
  });
});

describe('the auth log', () => {
  it('records only the security events of the contract: recordAuthEvent takes no other name, however a call passes it on', () => {
    // A compile-time check (the type check reads the tests): the GraphQL enum has exactly the contract's
    // values (bff/modules/session/security-events.test.ts).
    expectTypeOf<AuthEvent['event']>().toEqualTypeOf<SecurityEventType>();
  });
});
