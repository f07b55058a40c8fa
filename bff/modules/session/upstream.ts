import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';
import type { OrganizationRecord } from '../organizations/upstream.js';
import type { UserRecord } from '../profile/upstream.js';
import type { RoleRecord } from '../roles/upstream.js';

export type TokenPair = { accessToken: string; refreshToken: string; expiresIn: number; sessionId: string; organizationId: string };
export type TwoFactorMethodType = 'AUTHENTICATOR_APP' | 'BACKUP_CODES' | 'PASSKEY';
export type TwoFactorMethodRecord = { type: TwoFactorMethodType; createdAt: string; remainingCodes: number | null };
export type TwoFactorChallengeRecord = { twoFactorRequired: true; challengeToken: string; methods: TwoFactorMethodType[] };
/** The organisation requires a second factor and the user has none: it must be set up to finish signing in. */
export type TwoFactorSetupChallengeRecord = { twoFactorSetupRequired: true; challengeToken: string };
/** What a proven first factor leads to. */
export type FirstFactorRecord = TokenPair | TwoFactorChallengeRecord | TwoFactorSetupChallengeRecord;
export type SecurityEventRecord = { occurredAt: string; category: 'AUTH' | 'TWO_FACTOR_AUTH'; event: string; ipAddress: string | null; country: string | null };
export type MeRecord = {
  user: UserRecord;
  organization: OrganizationRecord;
  organizations: OrganizationRecord[];
  role: RoleRecord;
  permissions: string[];
  usedTwoFactor: boolean;
  twoFactorMethods: TwoFactorMethodRecord[];
};

/** The account service's sign-in, session and second-factor endpoints. */
export class SessionApi {
  constructor(readonly client: UpstreamClient) {}

  signIn(caller: CallerIdentity, email: string, password: string): Promise<FirstFactorRecord> {
    return this.client.call(caller, { method: 'POST', path: '/sessions', body: { email, password } });
  }

  signInTwoFactor(caller: CallerIdentity, challengeToken: string, method: 'AUTHENTICATOR_APP' | 'BACKUP_CODES', code: string): Promise<TokenPair> {
    return this.client.call(caller, { method: 'POST', path: '/sessions/two-factor', body: { challengeToken, method, code } });
  }

  invitation(caller: CallerIdentity, token: string): Promise<{ organizationName: string; email: string; expiresAt: string; accountExists: boolean }> {
    return this.client.call(caller, { method: 'GET', path: `/invitations/${encodeURIComponent(token)}` });
  }

  acceptInvitation(caller: CallerIdentity, token: string, fullName: string | null | undefined, password: string): Promise<FirstFactorRecord> {
    return this.client.call(caller, { method: 'POST', path: '/invitations/accept', body: fullName ? { token, fullName, password } : { token, password } });
  }

  requestPasswordReset(caller: CallerIdentity, email: string): Promise<void> {
    return this.client.call(caller, { method: 'POST', path: '/password-resets', body: { email } });
  }

  checkPasswordReset(caller: CallerIdentity, token: string): Promise<{ expiresAt: string }> {
    return this.client.call(caller, { method: 'GET', path: `/password-resets/${encodeURIComponent(token)}` });
  }

  completePasswordReset(caller: CallerIdentity, token: string, password: string): Promise<void> {
    return this.client.call(caller, { method: 'POST', path: '/password-resets/complete', body: { token, password } });
  }

  async securityActivity(caller: CallerIdentity): Promise<SecurityEventRecord[]> {
    const { items } = await this.client.call<{ items: SecurityEventRecord[] }>(caller, { method: 'GET', path: '/security-activity' });
    return items;
  }

  switchOrganization(caller: CallerIdentity, organizationId: string): Promise<TokenPair> {
    return this.client.call(caller, { method: 'POST', path: '/sessions/switch', body: { organizationId } });
  }

  startAuthenticator(caller: CallerIdentity): Promise<{ secret: string; otpauthUri: string }> {
    return this.client.call(caller, { method: 'POST', path: '/two-factor/authenticator' });
  }

  confirmAuthenticator(caller: CallerIdentity, code: string): Promise<void> {
    return this.client.call(caller, { method: 'POST', path: '/two-factor/authenticator/confirm', body: { code } });
  }

  removeAuthenticator(caller: CallerIdentity, password: string): Promise<void> {
    return this.client.call(caller, { method: 'POST', path: '/two-factor/authenticator/remove', body: { password } });
  }

  async generateBackupCodes(caller: CallerIdentity, password: string | null | undefined): Promise<string[]> {
    const { codes } = await this.client.call<{ codes: string[] }>(caller, { method: 'POST', path: '/two-factor/backup-codes', body: password ? { password } : {} });
    return codes;
  }

  startEnforcedSetup(caller: CallerIdentity, challengeToken: string): Promise<{ secret: string; otpauthUri: string }> {
    return this.client.call(caller, { method: 'POST', path: '/sessions/two-factor-setup/authenticator', body: { challengeToken } });
  }

  completeEnforcedSetup(caller: CallerIdentity, challengeToken: string, code: string): Promise<TokenPair> {
    return this.client.call(caller, { method: 'POST', path: '/sessions/two-factor-setup/confirm', body: { challengeToken, code } });
  }

  changePassword(caller: CallerIdentity, currentPassword: string, password: string): Promise<void> {
    return this.client.call(caller, { method: 'POST', path: '/me/password', body: { currentPassword, password } });
  }

  exchangeApiKey(caller: CallerIdentity, key: string): Promise<{ accessToken: string; expiresIn: number; apiKeyId: string; organizationId: string }> {
    return this.client.call(caller, { method: 'POST', path: '/api-keys/token', body: { key } });
  }

  refresh(caller: CallerIdentity, refreshToken: string): Promise<TokenPair> {
    return this.client.call(caller, { method: 'POST', path: '/sessions/refresh', body: { refreshToken } });
  }

  revoke(caller: CallerIdentity, refreshToken: string): Promise<void> {
    return this.client.call(caller, { method: 'POST', path: '/sessions/revoke', body: { refreshToken } });
  }

  me(caller: CallerIdentity): Promise<MeRecord> {
    return this.client.call(caller, { method: 'GET', path: '/me' });
  }
}
