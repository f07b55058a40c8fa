import { Agent, request, type Dispatcher } from 'undici';
import type { OrganizationSettingsResponse } from '../../contracts/account/organizations.js';
import type { MeResponse } from '../../contracts/account/users.js';
import type { ErrorResponse } from '../../contracts/common/errors.js';
import { ServiceError } from './errors.js';

/** The caller on whose behalf a service asks: their access token as sent, and their organisation. */
export type OnBehalfOf = { accessToken: string; organizationId: string };

/** How long a service waits for the account service. */
const TIMEOUT_MS = 5_000;

/**
 * A service's questions to the account service, asked with the caller's
 * own access token (the account service checks it as any request's): the
 * organisation's rules, read per request because they are not in the token
 * and a change must apply at once (`GET /organization/settings`), and the
 * caller's second factor for approving money leaving the company
 * (`POST /two-factor/verify-transaction`). A refusal of the account service
 * comes back as its ServiceError, code and field as it answered them.
 */
export class AccountClient {
  private readonly dispatcher: Dispatcher;

  constructor(
    private readonly accountUrl: string,
    dispatcher?: Dispatcher,
  ) {
    this.dispatcher =
      dispatcher ??
      new Agent({ connections: 16, headersTimeout: TIMEOUT_MS, bodyTimeout: TIMEOUT_MS });
  }

  /** The organisation's controls, time zone and defaults. */
  async settings(caller: OnBehalfOf): Promise<OrganizationSettingsResponse> {
    return this.call<OrganizationSettingsResponse>(caller, 'GET', '/organization/settings');
  }

  /** The caller, their organisation (its name) and role. */
  async me(caller: OnBehalfOf): Promise<MeResponse> {
    return this.call<MeResponse>(caller, 'GET', '/me');
  }

  /** Checks a current code of the caller's authenticator app (spent once: the same code does not pass twice); refuses otherwise. */
  async verifyTransactionCode(caller: OnBehalfOf, code: string): Promise<void> {
    await this.call<null>(caller, 'POST', '/two-factor/verify-transaction', {
      method: 'AUTHENTICATOR_APP',
      code,
    });
  }

  async close(): Promise<void> {
    await this.dispatcher.close();
  }

  private async call<T>(
    caller: OnBehalfOf,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<T> {
    const answer = await request(new URL(path, this.accountUrl), {
      method,
      dispatcher: this.dispatcher,
      headers: {
        authorization: `Bearer ${caller.accessToken}`,
        'x-organization-id': caller.organizationId,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (answer.statusCode === 204) {
      await answer.body.dump();
      return null as T;
    }
    const payload = (await answer.body.json()) as T | ErrorResponse;
    if (answer.statusCode >= 200 && answer.statusCode < 300) return payload as T;
    const error = (payload as ErrorResponse | undefined)?.error;
    if (answer.statusCode < 500 && error)
      throw new ServiceError(
        answer.statusCode,
        error.code,
        error.message,
        error.field,
        error.values,
      );
    throw new Error(`The account service answered ${answer.statusCode} to ${method} ${path}.`);
  }
}
