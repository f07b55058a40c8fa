import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';
import type { FirstFactorRecord } from '../session/upstream.js';

/** The account service's social sign-in (OpenID Connect) endpoints. */
export class SocialSignInApi {
  constructor(readonly client: UpstreamClient) {}

  socialSignIn(caller: CallerIdentity): Promise<{ enabled: boolean; providerName: string | null }> {
    return this.client.call(caller, { method: 'GET', path: '/social-sign-in' });
  }

  startSocialSignIn(caller: CallerIdentity, redirectUri: string): Promise<{ authorizationUrl: string; state: string }> {
    return this.client.call(caller, { method: 'POST', path: '/social-sign-in/authorization', body: { redirectUri } });
  }

  completeSocialSignIn(caller: CallerIdentity, state: string, callbackParams: string): Promise<FirstFactorRecord> {
    return this.client.call(caller, { method: 'POST', path: '/social-sign-in/callback', body: { state, callbackParams } });
  }
}
