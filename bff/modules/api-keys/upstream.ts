import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

/** An integrator's API key (never its secret). */
export type ApiKeyRecord = {
  id: string;
  name: string;
  prefix: string;
  role: { id: string; name: string } | null;
  createdBy: string | null;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
  useCount: number;
};

/** The account service's API keys (never their secrets) and their use counts. */
export class ApiKeysApi {
  constructor(readonly client: UpstreamClient) {}

  async apiKeys(caller: CallerIdentity): Promise<ApiKeyRecord[]> {
    const { items } = await this.client.call<{ items: ApiKeyRecord[] }>(caller, { method: 'GET', path: '/api-keys' });
    return items;
  }

  createApiKey(caller: CallerIdentity, input: { name: string; roleId: string; expiresInDays: number }): Promise<{ apiKey: ApiKeyRecord; secret: string }> {
    return this.client.call(caller, { method: 'POST', path: '/api-keys', body: input });
  }

  revokeApiKey(caller: CallerIdentity, apiKeyId: string): Promise<ApiKeyRecord> {
    return this.client.call(caller, { method: 'POST', path: `/api-keys/${encodeURIComponent(apiKeyId)}/revoke` });
  }

  reportApiKeyUses(caller: CallerIdentity, uses: { minute: string; requests: number; lastIp: string | null }[]): Promise<void> {
    return this.client.call(caller, { method: 'POST', path: '/api-keys/usage', body: { uses } });
  }
}
