import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  BUILT_IN_ROLES,
  PERMISSIONS,
  type BuiltInRole,
  type Permission,
} from '../../contracts/account/permissions.js';
import { signAccessToken } from '../../services/account/sessions/access-token.js';
import { createSigningKey, type SigningKeys } from '../../services/account/signing-keys.js';
import type { Tokens } from './factories.js';

/** Whose token to sign: an organisation (a new one unless given), a built-in role's permissions or the ones named. */
export type TokenHolder = {
  organizationId?: string;
  role?: BuiltInRole;
  permissions?: readonly Permission[];
};

export type TokenIssuer = {
  /** Where a service under test reaches "the account service": `/.well-known/jwks.json` and `/sessions/revocations`. */
  url: string;
  keys: SigningKeys;
  /** A member's tokens in an organisation, signed as the account service signs them. */
  tokensFor: (who?: TokenHolder) => Promise<Tokens>;
  close: () => Promise<void>;
};

/**
 * What a service asks of the account service before it serves a member,
 * served over HTTP as the account service serves it: its public signing key
 * (`/.well-known/jwks.json`) and the revoked sessions (`/sessions/revocations`,
 * none); anything else answers 404 as an unknown route. Tokens are signed with
 * the account service's own `signAccessToken`, so the service under test
 * verifies exactly what it verifies in production. For a service's module
 * tests (tests/support/treasury.ts, tests/support/invoicing.ts); a test that
 * needs the account service's data (a member's profile, the organisation's
 * settings) runs against the whole system instead.
 */
export async function startTokenIssuer(): Promise<TokenIssuer> {
  const { keys } = await createSigningKey();
  const server = http.createServer((request, response) => {
    const body =
      request.url === '/.well-known/jwks.json'
        ? keys.jwks
        : request.url === '/sessions/revocations'
          ? { items: [] }
          : null;
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? { error: { code: 'NOT_FOUND', message: 'Not found.' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    keys,
    tokensFor: async ({ organizationId = randomUUID(), role = 'OWNER', permissions } = {}) => {
      const accessToken = await signAccessToken(keys, {
        subject: randomUUID(),
        organizationId,
        roleName: BUILT_IN_ROLES[role].name,
        permissions:
          permissions ?? (role === 'OWNER' ? PERMISSIONS : BUILT_IN_ROLES[role].permissions),
        usedTwoFactor: false,
        sessionId: randomUUID(),
        generation: 0,
      });
      return { accessToken, refreshToken: '', organizationId };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
