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
