import type { CallerIdentity, UpstreamClient } from './client.js';

export type TokenPair = { accessToken: string; refreshToken: string; expiresIn: number; sessionId: string; organizationId: string };
export type UserRecord = { id: string; email: string; fullName: string; preferredName: string | null };
export type OrganizationRecord = { id: string; name: string; username: string; timeZone: string; defaultCurrency: string };
export type RoleRecord = { id: string; name: string; description: string | null; permissions: string[] };
export type MeRecord = {
  user: UserRecord;
  organization: OrganizationRecord;
  organizations: OrganizationRecord[];
  role: RoleRecord;
  permissions: string[];
};

/** The account service's REST API, typed. */
export class AccountApi {
  constructor(readonly client: UpstreamClient) {}

  signIn(caller: CallerIdentity, email: string, password: string): Promise<TokenPair> {
    return this.client.call(caller, { method: 'POST', path: '/sessions', body: { email, password } });
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
}
