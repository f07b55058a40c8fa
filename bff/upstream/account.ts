import type { CallerIdentity, UpstreamClient } from './client.js';

export type TokenPair = { accessToken: string; refreshToken: string; expiresIn: number; sessionId: string; organizationId: string };
/** A user; `language` only for the caller themself (GET /me, PUT /me/profile). */
export type UserRecord = { id: string; email: string; fullName: string; preferredName: string | null; language?: 'en' | 'id' | null };
export type OrganizationRecord = {
  id: string;
  name: string;
  username: string;
  timeZone: string;
  defaultCurrency: string;
  twoFactorRequired: boolean;
  selfApprovalAllowed: boolean;
  transfersActive: boolean;
  paymentsActive: boolean;
};
/** The company profile (needs settings:read). */
export type OrganizationProfileRecord = {
  id: string;
  name: string;
  legalName: string | null;
  taxNumber: string | null;
  address: { street: string | null; city: string | null; province: string | null; postalCode: string | null };
  phone: string | null;
  email: string | null;
  timeZone: string;
  defaultCurrency: 'IDR' | 'USD' | 'SGD';
};
export type OrdersSettingsRecord = {
  defaultPaymentTermDays: number;
  invoiceNumberPrefix: string;
  salesOrderNumberPrefix: string;
  salesOrderApprovalRequired: boolean;
};
/** The organisation's rules other services apply (any member). */
export type OrganizationSettingsRecord = {
  organizationId: string;
  timeZone: string;
  defaultCurrency: string;
  twoFactorRequired: boolean;
  selfApprovalAllowed: boolean;
  transfersActive: boolean;
  paymentsActive: boolean;
  orders: OrdersSettingsRecord;
};
export type ControlsRecord = { twoFactorRequired?: boolean; selfApprovalAllowed?: boolean; transfersActive?: boolean; paymentsActive?: boolean };
export type ProfileInputRecord = { fullName: string; preferredName: string | null; language: 'en' | 'id' };
export type OrganizationProfileInputRecord = Omit<OrganizationProfileRecord, 'id' | 'address'> & { address: Partial<OrganizationProfileRecord['address']> | null };
export type RoleRecord = { id: string; name: string; description: string | null; permissions: string[]; builtIn: string | null; memberCount?: number };
/** A membership, or an invitation not yet accepted, as the team pages list them. */
export type MemberRecord = {
  kind: 'MEMBER' | 'INVITATION';
  id: string;
  userId: string | null;
  email: string;
  fullName: string | null;
  preferredName: string | null;
  role: RoleRecord | null;
  status: 'INVITED' | 'ACTIVE' | 'DEACTIVATED' | 'EXPIRED' | 'BLOCKED';
  statusCode: number;
  isOwner: boolean;
  since: string;
  expiresAt: string | null;
};
export type MemberEdgeRecord = { cursor: string; node: MemberRecord };
export type MemberPageRecord = { items: MemberEdgeRecord[]; totalCount: number; hasNextPage: boolean };
export type MemberAction = 'deactivate' | 'activate' | 'remove' | 'reactivate';
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
export type RoleInputRecord = { name: string; description?: string | null; permissions: string[] };
export type TwoFactorMethodType = 'AUTHENTICATOR_APP' | 'BACKUP_CODES' | 'PASSKEY';
export type TwoFactorMethodRecord = { type: TwoFactorMethodType; createdAt: string; remainingCodes: number | null };
export type TwoFactorChallengeRecord = { twoFactorRequired: true; challengeToken: string; methods: TwoFactorMethodType[] };
/** The organisation requires a second factor and the user has none: it must be set up to finish signing in. */
export type TwoFactorSetupChallengeRecord = { twoFactorSetupRequired: true; challengeToken: string };
/** What a proven first factor leads to. */
export type FirstFactorRecord = TokenPair | TwoFactorChallengeRecord | TwoFactorSetupChallengeRecord;
export type PasskeyRecord = { id: string; name: string; createdAt: string; lastUsedAt: string | null; synced: boolean };
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

/** The account service's REST API, typed. */
export class AccountApi {
  constructor(readonly client: UpstreamClient) {}

  signIn(caller: CallerIdentity, email: string, password: string): Promise<FirstFactorRecord> {
    return this.client.call(caller, { method: 'POST', path: '/sessions', body: { email, password } });
  }

  signInTwoFactor(caller: CallerIdentity, challengeToken: string, method: 'AUTHENTICATOR_APP' | 'BACKUP_CODES', code: string): Promise<TokenPair> {
    return this.client.call(caller, { method: 'POST', path: '/sessions/two-factor', body: { challengeToken, method, code } });
  }

  invite(caller: CallerIdentity, email: string, roleId: string | undefined): Promise<{ id: string; email: string; expiresAt: string }> {
    return this.client.call(caller, { method: 'POST', path: '/invitations', body: roleId ? { email, roleId } : { email } });
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

  startEnforcedSetup(caller: CallerIdentity, challengeToken: string): Promise<{ secret: string; otpauthUri: string }> {
    return this.client.call(caller, { method: 'POST', path: '/sessions/two-factor-setup/authenticator', body: { challengeToken } });
  }

  completeEnforcedSetup(caller: CallerIdentity, challengeToken: string, code: string): Promise<TokenPair> {
    return this.client.call(caller, { method: 'POST', path: '/sessions/two-factor-setup/confirm', body: { challengeToken, code } });
  }

  updateOrganizationSettings(caller: CallerIdentity, settings: ControlsRecord): Promise<OrganizationRecord> {
    return this.client.call(caller, { method: 'PATCH', path: '/organization/settings', body: settings });
  }

  changePassword(caller: CallerIdentity, currentPassword: string, password: string): Promise<void> {
    return this.client.call(caller, { method: 'POST', path: '/me/password', body: { currentPassword, password } });
  }

  async roles(caller: CallerIdentity, search: string | null | undefined): Promise<RoleRecord[]> {
    const { items } = await this.client.call<{ items: RoleRecord[] }>(caller, { method: 'GET', path: '/roles', query: { search: search ?? undefined } });
    return items;
  }

  async rolesByIds(caller: CallerIdentity, ids: readonly string[]): Promise<RoleRecord[]> {
    const { items } = await this.client.call<{ items: RoleRecord[] }>(caller, { method: 'GET', path: '/roles/batch', query: { ids } });
    return items;
  }

  async permissionCatalogue(caller: CallerIdentity): Promise<{ area: string; permissions: string[] }[]> {
    const { areas } = await this.client.call<{ areas: { area: string; permissions: string[] }[] }>(caller, { method: 'GET', path: '/permissions' });
    return areas;
  }

  createRole(caller: CallerIdentity, input: RoleInputRecord): Promise<RoleRecord> {
    return this.client.call(caller, { method: 'POST', path: '/roles', body: input });
  }

  updateRole(caller: CallerIdentity, roleId: string, input: RoleInputRecord): Promise<RoleRecord> {
    return this.client.call(caller, { method: 'PUT', path: `/roles/${encodeURIComponent(roleId)}`, body: input });
  }

  deleteRole(caller: CallerIdentity, roleId: string): Promise<void> {
    return this.client.call(caller, { method: 'DELETE', path: `/roles/${encodeURIComponent(roleId)}` });
  }

  members(caller: CallerIdentity, query: { first: number; after?: string; status?: string; search?: string }): Promise<MemberPageRecord> {
    return this.client.call(caller, { method: 'GET', path: '/members', query });
  }

  async membersByIds(caller: CallerIdentity, ids: readonly string[]): Promise<MemberRecord[]> {
    const { items } = await this.client.call<{ items: MemberRecord[] }>(caller, { method: 'GET', path: '/members/batch', query: { ids } });
    return items;
  }

  changeMember(caller: CallerIdentity, membershipId: string, action: MemberAction): Promise<MemberRecord> {
    return this.client.call(caller, { method: 'POST', path: `/members/${encodeURIComponent(membershipId)}/${action}` });
  }

  setMemberRole(caller: CallerIdentity, membershipId: string, roleId: string): Promise<MemberRecord> {
    return this.client.call(caller, { method: 'PUT', path: `/members/${encodeURIComponent(membershipId)}/role`, body: { roleId } });
  }

  resendInvitation(caller: CallerIdentity, invitationId: string): Promise<{ id: string; email: string; expiresAt: string }> {
    return this.client.call(caller, { method: 'POST', path: `/invitations/${encodeURIComponent(invitationId)}/resend` });
  }

  cancelInvitation(caller: CallerIdentity, invitationId: string): Promise<void> {
    return this.client.call(caller, { method: 'POST', path: `/invitations/${encodeURIComponent(invitationId)}/cancel` });
  }

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

  exchangeApiKey(caller: CallerIdentity, key: string): Promise<{ accessToken: string; expiresIn: number; apiKeyId: string; organizationId: string }> {
    return this.client.call(caller, { method: 'POST', path: '/api-keys/token', body: { key } });
  }

  reportApiKeyUses(caller: CallerIdentity, uses: { minute: string; requests: number; lastIp: string | null }[]): Promise<void> {
    return this.client.call(caller, { method: 'POST', path: '/api-keys/usage', body: { uses } });
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

  async usersByIds(caller: CallerIdentity, ids: readonly string[]): Promise<UserRecord[]> {
    const { items } = await this.client.call<{ items: UserRecord[] }>(caller, { method: 'GET', path: '/users', query: { ids } });
    return items;
  }

  socialSignIn(caller: CallerIdentity): Promise<{ enabled: boolean; providerName: string | null }> {
    return this.client.call(caller, { method: 'GET', path: '/social-sign-in' });
  }

  startSocialSignIn(caller: CallerIdentity, redirectUri: string): Promise<{ authorizationUrl: string; state: string }> {
    return this.client.call(caller, { method: 'POST', path: '/social-sign-in/authorization', body: { redirectUri } });
  }

  completeSocialSignIn(caller: CallerIdentity, state: string, callbackParams: string): Promise<FirstFactorRecord> {
    return this.client.call(caller, { method: 'POST', path: '/social-sign-in/callback', body: { state, callbackParams } });
  }

  updateProfile(caller: CallerIdentity, profile: ProfileInputRecord): Promise<UserRecord> {
    return this.client.call(caller, { method: 'PUT', path: '/me/profile', body: profile });
  }

  organizationSettings(caller: CallerIdentity): Promise<OrganizationSettingsRecord> {
    return this.client.call(caller, { method: 'GET', path: '/organization/settings' });
  }

  updateOrdersSettings(caller: CallerIdentity, settings: OrdersSettingsRecord): Promise<OrganizationSettingsRecord> {
    return this.client.call(caller, { method: 'PUT', path: '/organization/orders-settings', body: settings });
  }

  organizationProfile(caller: CallerIdentity): Promise<OrganizationProfileRecord> {
    return this.client.call(caller, { method: 'GET', path: '/organization/profile' });
  }

  updateOrganizationProfile(caller: CallerIdentity, profile: OrganizationProfileInputRecord): Promise<OrganizationProfileRecord> {
    return this.client.call(caller, { method: 'PUT', path: '/organization/profile', body: profile });
  }

  /** The caller's organisation (works for API keys too, unlike `me`). */
  organization(caller: CallerIdentity): Promise<OrganizationRecord> {
    return this.client.call(caller, { method: 'GET', path: '/organization' });
  }
}
