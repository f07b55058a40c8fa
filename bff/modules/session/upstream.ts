import type { ApiKeyTokenBody, ApiKeyTokenResponse } from '../../../contracts/account/api-keys.js';
import type {
  InvitationAcceptBody,
  InvitationViewResponse,
} from '../../../contracts/account/invitations.js';
import type {
  PasswordChangeBody,
  PasswordResetCompleteBody,
  PasswordResetLinkResponse,
  PasswordResetRequestBody,
} from '../../../contracts/account/passwords.js';
import type {
  AuthenticatorSecretResponse,
  ChallengeBody,
  FirstFactorResponse,
  RefreshBody,
  SetupConfirmBody,
  SignInBody,
  SwitchOrganizationBody,
  TokenPairResponse,
  TwoFactorBody,
} from '../../../contracts/account/sessions.js';
import type {
  BackupCodesResponse,
  TwoFactorCodeBody,
  TwoFactorOptionalPasswordBody,
  TwoFactorPasswordBody,
} from '../../../contracts/account/two-factor.js';
import type { MeResponse, SecurityActivityResponse } from '../../../contracts/account/users.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

/** Parts of the account service's answers (contracts/account/users.ts), named for the schema's `TwoFactorMethod` and `SecurityEvent`. */
export type TwoFactorMethodRecord = MeResponse['twoFactorMethods'][number];
export type SecurityEventRecord = SecurityActivityResponse['items'][number];

/** The account service's sign-in, session and second-factor endpoints. */
export class SessionApi {
  constructor(readonly client: UpstreamClient) {}

  signIn(caller: CallerIdentity, email: string, password: string): Promise<FirstFactorResponse> {
    const body: SignInBody = { email, password };
    return this.client.call(caller, { method: 'POST', path: '/sessions', body });
  }

  signInTwoFactor(
    caller: CallerIdentity,
    challengeToken: string,
    method: TwoFactorBody['method'],
    code: string,
  ): Promise<TokenPairResponse> {
    const body: TwoFactorBody = { challengeToken, method, code };
    return this.client.call(caller, { method: 'POST', path: '/sessions/two-factor', body });
  }

  invitation(caller: CallerIdentity, token: string): Promise<InvitationViewResponse> {
    return this.client.call(caller, {
      method: 'GET',
      path: `/invitations/${encodeURIComponent(token)}`,
    });
  }

  acceptInvitation(
    caller: CallerIdentity,
    token: string,
    fullName: string | null | undefined,
    password: string,
  ): Promise<FirstFactorResponse> {
    const body: InvitationAcceptBody = fullName
      ? { token, fullName, password }
      : { token, password };
    return this.client.call(caller, { method: 'POST', path: '/invitations/accept', body });
  }

  requestPasswordReset(caller: CallerIdentity, email: string): Promise<void> {
    const body: PasswordResetRequestBody = { email };
    return this.client.call(caller, { method: 'POST', path: '/password-resets', body });
  }

  checkPasswordReset(caller: CallerIdentity, token: string): Promise<PasswordResetLinkResponse> {
    return this.client.call(caller, {
      method: 'GET',
      path: `/password-resets/${encodeURIComponent(token)}`,
    });
  }

  completePasswordReset(caller: CallerIdentity, token: string, password: string): Promise<void> {
    const body: PasswordResetCompleteBody = { token, password };
    return this.client.call(caller, { method: 'POST', path: '/password-resets/complete', body });
  }

  securityActivity(caller: CallerIdentity): Promise<SecurityEventRecord[]> {
    return this.client.items<SecurityActivityResponse>(caller, '/security-activity');
  }

  switchOrganization(caller: CallerIdentity, organizationId: string): Promise<TokenPairResponse> {
    const body: SwitchOrganizationBody = { organizationId };
    return this.client.call(caller, { method: 'POST', path: '/sessions/switch', body });
  }

  startAuthenticator(caller: CallerIdentity): Promise<AuthenticatorSecretResponse> {
    return this.client.call(caller, { method: 'POST', path: '/two-factor/authenticator' });
  }

  confirmAuthenticator(caller: CallerIdentity, code: string): Promise<void> {
    const body: TwoFactorCodeBody = { code };
    return this.client.call(caller, {
      method: 'POST',
      path: '/two-factor/authenticator/confirm',
      body,
    });
  }

  removeAuthenticator(caller: CallerIdentity, password: string): Promise<void> {
    const body: TwoFactorPasswordBody = { password };
    return this.client.call(caller, {
      method: 'POST',
      path: '/two-factor/authenticator/remove',
      body,
    });
  }

  async generateBackupCodes(
    caller: CallerIdentity,
    password: string | null | undefined,
  ): Promise<string[]> {
    const body: TwoFactorOptionalPasswordBody = password ? { password } : {};
    const { codes } = await this.client.call<BackupCodesResponse>(caller, {
      method: 'POST',
      path: '/two-factor/backup-codes',
      body,
    });
    return codes;
  }

  startEnforcedSetup(
    caller: CallerIdentity,
    challengeToken: string,
  ): Promise<AuthenticatorSecretResponse> {
    const body: ChallengeBody = { challengeToken };
    return this.client.call(caller, {
      method: 'POST',
      path: '/sessions/two-factor-setup/authenticator',
      body,
    });
  }

  completeEnforcedSetup(
    caller: CallerIdentity,
    challengeToken: string,
    code: string,
  ): Promise<TokenPairResponse> {
    const body: SetupConfirmBody = { challengeToken, code };
    return this.client.call(caller, {
      method: 'POST',
      path: '/sessions/two-factor-setup/confirm',
      body,
    });
  }

  changePassword(caller: CallerIdentity, currentPassword: string, password: string): Promise<void> {
    const body: PasswordChangeBody = { currentPassword, password };
    return this.client.call(caller, { method: 'POST', path: '/me/password', body });
  }

  exchangeApiKey(caller: CallerIdentity, key: string): Promise<ApiKeyTokenResponse> {
    const body: ApiKeyTokenBody = { key };
    return this.client.call(caller, { method: 'POST', path: '/api-keys/token', body });
  }

  refresh(caller: CallerIdentity, refreshToken: string): Promise<TokenPairResponse> {
    const body: RefreshBody = { refreshToken };
    return this.client.call(caller, { method: 'POST', path: '/sessions/refresh', body });
  }

  revoke(caller: CallerIdentity, refreshToken: string): Promise<void> {
    const body: RefreshBody = { refreshToken };
    return this.client.call(caller, { method: 'POST', path: '/sessions/revoke', body });
  }

  me(caller: CallerIdentity): Promise<MeResponse> {
    return this.client.call(caller, { method: 'GET', path: '/me' });
  }
}
