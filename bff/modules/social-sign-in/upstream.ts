import type { FirstFactorResponse } from '../../../contracts/account/sessions.js';
import type {
  SocialAuthorizationBody,
  SocialAuthorizationResponse,
  SocialCallbackBody,
  SocialProviderResponse,
} from '../../../contracts/account/social-sign-in.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

/** The account service's social sign-in (OpenID Connect) endpoints. */
export class SocialSignInApi {
  constructor(readonly client: UpstreamClient) {}

  socialSignIn(caller: CallerIdentity): Promise<SocialProviderResponse> {
    return this.client.call(caller, { method: 'GET', path: '/social-sign-in' });
  }

  startSocialSignIn(
    caller: CallerIdentity,
    redirectUri: string,
  ): Promise<SocialAuthorizationResponse> {
    const body: SocialAuthorizationBody = { redirectUri };
    return this.client.call(caller, {
      method: 'POST',
      path: '/social-sign-in/authorization',
      body,
    });
  }

  completeSocialSignIn(
    caller: CallerIdentity,
    state: string,
    callbackParams: string,
  ): Promise<FirstFactorResponse> {
    const body: SocialCallbackBody = { state, callbackParams };
    return this.client.call(caller, { method: 'POST', path: '/social-sign-in/callback', body });
  }
}
