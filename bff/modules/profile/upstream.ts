import type {
  OrganizationUserResponse,
  ProfileBody,
  UserResponse,
  UsersResponse,
} from '../../../contracts/account/users.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

/** The account service's users: the caller's profile and other users by id. */
export class ProfileApi {
  constructor(readonly client: UpstreamClient) {}

  usersByIds(caller: CallerIdentity, ids: readonly string[]): Promise<OrganizationUserResponse[]> {
    return this.client.items<UsersResponse>(caller, '/users', { ids });
  }

  updateProfile(caller: CallerIdentity, profile: ProfileBody): Promise<UserResponse> {
    return this.client.call(caller, { method: 'PUT', path: '/me/profile', body: profile });
  }
}
