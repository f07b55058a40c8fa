import type { Permission } from '../../../contracts/account/permissions.js';
import type {
  OrganizationUserResponse,
  ProfileBody,
  UserResponse,
  UsersResponse,
} from '../../../contracts/account/users.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

/** The account service's users: the caller's profile, other users by id, and who holds a permission. */
export class ProfileApi {
  constructor(readonly client: UpstreamClient) {}

  usersByIds(caller: CallerIdentity, ids: readonly string[]): Promise<OrganizationUserResponse[]> {
    return this.client.items<UsersResponse>(caller, '/users', { ids });
  }

  /** The organisation's active members whose role grants `permission`, by full name. */
  usersHolding(
    caller: CallerIdentity,
    permission: Permission,
  ): Promise<OrganizationUserResponse[]> {
    return this.client.items<UsersResponse>(caller, '/users', { permission });
  }

  updateProfile(caller: CallerIdentity, profile: ProfileBody): Promise<UserResponse> {
    return this.client.call(caller, { method: 'PUT', path: '/me/profile', body: profile });
  }
}
