import type { MemberResponse } from '../../../contracts/account/members.js';
import type {
  CatalogueResponse,
  RoleBody,
  RoleListQuery,
  RoleListResponse,
  RoleResponse,
} from '../../../contracts/account/roles.js';
import type { MeResponse } from '../../../contracts/account/users.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

/**
 * A role as the account service answers it (contracts/account/roles.ts): whole
 * from `/roles`, or without its member count and creation time where a
 * member or `/me` carries it (the schema's `Role` resolves either).
 */
export type RoleRecord = RoleResponse | NonNullable<MemberResponse['role']> | MeResponse['role'];

/** The account service's roles and permission catalogue. */
export class RolesApi {
  constructor(readonly client: UpstreamClient) {}

  async roles(caller: CallerIdentity, search: string | null | undefined): Promise<RoleResponse[]> {
    const query: RoleListQuery = { search: search ?? undefined };
    return this.client.items<RoleListResponse>(caller, '/roles', query);
  }

  rolesByIds(caller: CallerIdentity, ids: readonly string[]): Promise<RoleResponse[]> {
    return this.client.items<RoleListResponse>(caller, '/roles/batch', { ids });
  }

  async permissionCatalogue(caller: CallerIdentity): Promise<CatalogueResponse['areas']> {
    const { areas } = await this.client.call<CatalogueResponse>(caller, {
      method: 'GET',
      path: '/permissions',
    });
    return areas;
  }

  createRole(caller: CallerIdentity, input: RoleBody): Promise<RoleResponse> {
    return this.client.call(caller, { method: 'POST', path: '/roles', body: input });
  }

  updateRole(caller: CallerIdentity, roleId: string, input: RoleBody): Promise<RoleResponse> {
    return this.client.call(caller, {
      method: 'PUT',
      path: `/roles/${encodeURIComponent(roleId)}`,
      body: input,
    });
  }

  deleteRole(caller: CallerIdentity, roleId: string): Promise<void> {
    return this.client.call(caller, {
      method: 'DELETE',
      path: `/roles/${encodeURIComponent(roleId)}`,
    });
  }
}
