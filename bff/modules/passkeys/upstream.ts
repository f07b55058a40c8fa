import type { Static } from 'typebox';
import type {
  PasskeyListResponse,
  PasskeyRemoveBody,
  PasskeyRenameBody,
  PasskeyResponse,
  WebAuthnOptionsResponse,
} from '../../../contracts/account/passkeys.js';
import type { PasskeyOptionsBody, TokenPairResponse } from '../../../contracts/account/sessions.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

type WebAuthnOptions = Static<typeof WebAuthnOptionsResponse>;

/**
 * The account service's passkey (WebAuthn) endpoints. The browser's WebAuthn
 * options and answers pass through untouched: the service checks the answers
 * against its contract (`RegistrationResponseBody`, `AuthenticationResponseBody`).
 */
export class PasskeysApi {
  constructor(readonly client: UpstreamClient) {}

  passkeys(caller: CallerIdentity): Promise<PasskeyResponse[]> {
    return this.client.items<PasskeyListResponse>(caller, '/passkeys');
  }

  async passkeyRegistrationOptions(caller: CallerIdentity): Promise<WebAuthnOptions['options']> {
    const { options } = await this.client.call<WebAuthnOptions>(caller, {
      method: 'POST',
      path: '/passkeys/registration-options',
    });
    return options;
  }

  passkeyRegister(
    caller: CallerIdentity,
    name: string,
    response: unknown,
  ): Promise<PasskeyResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: '/passkeys',
      body: { name, response },
    });
  }

  passkeyRename(caller: CallerIdentity, passkeyId: string, name: string): Promise<PasskeyResponse> {
    const body: PasskeyRenameBody = { name };
    return this.client.call(caller, {
      method: 'PATCH',
      path: `/passkeys/${encodeURIComponent(passkeyId)}`,
      body,
    });
  }

  passkeyRemove(caller: CallerIdentity, passkeyId: string, password: string): Promise<void> {
    const body: PasskeyRemoveBody = { password };
    return this.client.call(caller, {
      method: 'POST',
      path: `/passkeys/${encodeURIComponent(passkeyId)}/remove`,
      body,
    });
  }

  async passkeySignInOptions(
    caller: CallerIdentity,
    challengeToken: string | undefined,
  ): Promise<WebAuthnOptions['options']> {
    const body: PasskeyOptionsBody = challengeToken ? { challengeToken } : {};
    const { options } = await this.client.call<WebAuthnOptions>(caller, {
      method: 'POST',
      path: '/sessions/passkey/options',
      body,
    });
    return options;
  }

  passkeySignIn(
    caller: CallerIdentity,
    response: unknown,
    challengeToken: string | undefined,
  ): Promise<TokenPairResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: '/sessions/passkey',
      body: challengeToken ? { response, challengeToken } : { response },
    });
  }
}
