import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';
import type { TokenPair } from '../session/upstream.js';

export type PasskeyRecord = { id: string; name: string; createdAt: string; lastUsedAt: string | null; synced: boolean };

/** The account service's passkey (WebAuthn) endpoints. */
export class PasskeysApi {
  constructor(readonly client: UpstreamClient) {}

  async passkeys(caller: CallerIdentity): Promise<PasskeyRecord[]> {
    const { items } = await this.client.call<{ items: PasskeyRecord[] }>(caller, { method: 'GET', path: '/passkeys' });
    return items;
  }

  async passkeyRegistrationOptions(caller: CallerIdentity): Promise<unknown> {
    const { options } = await this.client.call<{ options: unknown }>(caller, { method: 'POST', path: '/passkeys/registration-options' });
    return options;
  }

  passkeyRegister(caller: CallerIdentity, name: string, response: unknown): Promise<PasskeyRecord> {
    return this.client.call(caller, { method: 'POST', path: '/passkeys', body: { name, response } });
  }

  passkeyRename(caller: CallerIdentity, passkeyId: string, name: string): Promise<PasskeyRecord> {
    return this.client.call(caller, { method: 'PATCH', path: `/passkeys/${encodeURIComponent(passkeyId)}`, body: { name } });
  }

  passkeyRemove(caller: CallerIdentity, passkeyId: string, password: string): Promise<void> {
    return this.client.call(caller, { method: 'POST', path: `/passkeys/${encodeURIComponent(passkeyId)}/remove`, body: { password } });
  }

  async passkeySignInOptions(caller: CallerIdentity, challengeToken: string | undefined): Promise<unknown> {
    const { options } = await this.client.call<{ options: unknown }>(caller, { method: 'POST', path: '/sessions/passkey/options', body: challengeToken ? { challengeToken } : {} });
    return options;
  }

  passkeySignIn(caller: CallerIdentity, response: unknown, challengeToken: string | undefined): Promise<TokenPair> {
    return this.client.call(caller, { method: 'POST', path: '/sessions/passkey', body: challengeToken ? { response, challengeToken } : { response } });
  }
}
