import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

export type RoleRecord = { id: string; name: string; description: string | null; permissions: string[]; builtIn: string | null; memberCount?: number };
export type RoleInputRecord = { name: string; description?: string | null; permissions: string[] };

/** The account service's roles and permission catalogue. */
export class RolesApi {
  constructor(readonly client: UpstreamClient) {}

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
}
