import { expect } from 'vitest';
import type { System } from '../../system.js';
import type { Tokens } from './factories.js';
import type { GraphQLClient } from './graphql-client.js';

/**
 * Creates an API key as the signed-in `admin` (who holds `api-keys:manage`),
 * in the organisation's role named `role` (Maker, Approver…), and answers its
 * secret, shown this once.
 */
export async function createApiKey(
  admin: GraphQLClient,
  role: string,
  { name = 'Integrasi', expiresInDays = 30 }: { name?: string; expiresInDays?: number } = {},
): Promise<string> {
  const { roles } = await admin.data<{ roles: { id: string; name: string }[] }>(
    '{ roles { id name } }',
  );
  const roleId = roles.find((candidate) => candidate.name === role)?.id;
  if (!roleId) throw new Error(`the organisation has no ${role} role`);
  const { apiKeyCreate } = await admin.data<{
    apiKeyCreate: { secret: string | null; userErrors: { code: string; message: string }[] };
  }>(
    'mutation ($input: ApiKeyCreateInput!) { apiKeyCreate(input: $input) { secret userErrors { code message } } }',
    { input: { name, roleId, expiresInDays } },
  );
  if (!apiKeyCreate.secret) throw new Error(JSON.stringify(apiKeyCreate.userErrors));
  return apiKeyCreate.secret;
}

/** What the BFF answers an integrator's operation: its status, its Retry-After and its body as `Body`. */
export type IntegratorAnswer<Body> = { status: number; retryAfter: string | null; body: Body };

/** An integrator's operation over HTTP at the BFF at `url`, authorised by the API key `secret`. */
export function asIntegratorAt<Body>(
  url: string,
  secret: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<IntegratorAnswer<Body>> {
  return overHttpAt(url, { authorization: `Bearer ${secret}` }, query, variables);
}

/**
 * An operation over HTTP at the BFF at `url`, sent with `credentials`: an API key's authorization
 * header, or a signed-in session's cookie.
 */
export async function overHttpAt<Body>(
  url: string,
  credentials: { authorization: string } | { cookie: string },
  query: string,
  variables: Record<string, unknown> = {},
): Promise<IntegratorAnswer<Body>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      ...credentials,
    },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Body,
  };
}

/** The access token an API key trades for at the account service: what an integrator sends to a service's REST. */
export async function keyTokensRest(
  system: Pick<System, 'accountUrl'>,
  secret: string,
): Promise<Tokens> {
  const response = await fetch(`${system.accountUrl}/api-keys/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: secret }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { accessToken: string; organizationId: string };
  return { accessToken: body.accessToken, organizationId: body.organizationId, refreshToken: '' };
}
