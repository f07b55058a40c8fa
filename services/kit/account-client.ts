import type { OrganizationSettingsResponse } from '../../contracts/account/organizations.js';
import type { Permission } from '../../contracts/account/permissions.js';
import type {
  MeResponse,
  OrganizationUserResponse,
  UsersResponse,
} from '../../contracts/account/users.js';
import { ServiceClient, type OnBehalfOf } from './service-client.js';

export type { OnBehalfOf };

/**
 * A service's questions to the account service, asked with the caller's
 * own access token (the account service checks it as any request's): the
 * organisation's rules, read per request because they are not in the token
 * and a change must apply at once (`GET /organization/settings`), who of
 * its members may do something (`GET /users?permission=`), and the
 * caller's second factor for approving money leaving the company
 * (`POST /two-factor/verify-transaction`). A refusal of the account service
 * comes back as its ServiceError, code and field as it answered them.
 */
export class AccountClient {
  private readonly client: ServiceClient;

  constructor(accountUrl: string, dispatcher?: ConstructorParameters<typeof ServiceClient>[1]) {
    this.client = new ServiceClient(accountUrl, dispatcher);
  }

  /** The organisation's controls, time zone and defaults. */
  async settings(caller: OnBehalfOf): Promise<OrganizationSettingsResponse> {
    return this.client.call(caller, { method: 'GET', path: '/organization/settings' });
  }

  /** The caller, their organisation (its name) and role. */
  async me(caller: OnBehalfOf): Promise<MeResponse> {
    return this.client.call(caller, { method: 'GET', path: '/me' });
  }

  /** Members of the caller's organisation among `ids` (deactivated and removed ones with `active` false); others are left out. */
  async users(caller: OnBehalfOf, ids: readonly string[]): Promise<OrganizationUserResponse[]> {
    if (ids.length === 0) return [];
    const { items } = await this.client.call<UsersResponse>(caller, {
      method: 'GET',
      path: '/users',
      query: { ids },
    });
    return items;
  }

  /**
   * The active members of the caller's organisation whose role grants
   * `permission`, by full name; among `ids` when given (who may approve an
   * invoice, of the one member it names).
   */
  async membersHolding(
    caller: OnBehalfOf,
    permission: Permission,
    ids?: readonly string[],
  ): Promise<OrganizationUserResponse[]> {
    const { items } = await this.client.call<UsersResponse>(caller, {
      method: 'GET',
      path: '/users',
      query: { permission, ids },
    });
    return items;
  }

  /** Checks a current code of the caller's authenticator app (spent once: the same code does not pass twice); refuses otherwise. */
  async verifyTransactionCode(caller: OnBehalfOf, code: string): Promise<void> {
    await this.client.call<null>(caller, {
      method: 'POST',
      path: '/two-factor/verify-transaction',
      body: { method: 'AUTHENTICATOR_APP', code },
    });
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
