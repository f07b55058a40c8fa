import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

/** A user; `language` only for the caller themself (GET /me, PUT /me/profile). */
export type UserRecord = { id: string; email: string; fullName: string; preferredName: string | null; language?: 'en' | 'id' | null };
export type ProfileInputRecord = { fullName: string; preferredName: string | null; language: 'en' | 'id' };

/** The account service's users: the caller's profile and other users by id. */
export class ProfileApi {
  constructor(readonly client: UpstreamClient) {}

  async usersByIds(caller: CallerIdentity, ids: readonly string[]): Promise<UserRecord[]> {
    const { items } = await this.client.call<{ items: UserRecord[] }>(caller, { method: 'GET', path: '/users', query: { ids } });
    return items;
  }

  updateProfile(caller: CallerIdentity, profile: ProfileInputRecord): Promise<UserRecord> {
    return this.client.call(caller, { method: 'PUT', path: '/me/profile', body: profile });
  }
}
