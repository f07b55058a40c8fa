import type {
  ApiKeyCreateBody,
  ApiKeyCreatedResponse,
  ApiKeyListResponse,
  ApiKeyResponse,
  ApiKeyUsesBody,
} from '../../../contracts/account/api-keys.js';
import type { MeResponse } from '../../../contracts/account/users.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

/** The account service's API keys (never their secrets) and their use counts. */
export class ApiKeysApi {
  constructor(readonly client: UpstreamClient) {}

  apiKeys(caller: CallerIdentity): Promise<ApiKeyResponse[]> {
    return this.client.items<ApiKeyListResponse>(caller, '/api-keys');
  }

  createApiKey(caller: CallerIdentity, input: ApiKeyCreateBody): Promise<ApiKeyCreatedResponse> {
    return this.client.call(caller, { method: 'POST', path: '/api-keys', body: input });
  }

  revokeApiKey(caller: CallerIdentity, apiKeyId: string): Promise<ApiKeyResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: `/api-keys/${encodeURIComponent(apiKeyId)}/revoke`,
    });
  }

  /** The calling key itself, in `/me`'s shape (`viewer` of an API key). */
  self(caller: CallerIdentity): Promise<MeResponse> {
    return this.client.call(caller, { method: 'GET', path: '/api-keys/self' });
  }

  reportApiKeyUses(caller: CallerIdentity, uses: ApiKeyUsesBody['uses']): Promise<void> {
    const body: ApiKeyUsesBody = { uses };
    return this.client.call(caller, { method: 'POST', path: '/api-keys/usage', body });
  }
}
