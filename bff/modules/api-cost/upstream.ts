import type {
  ApiCostSettingsBody,
  ApiCostSettingsResponse,
  CostTakeBody,
  CostTakeResponse,
  RequestTakeBody,
  RequestTakeResponse,
} from '../../../contracts/account/api-cost.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

/** The account service's GraphQL cost buckets: drawing on the caller's, and the organisation's settings. */
export class ApiCostApi {
  constructor(readonly client: UpstreamClient) {}

  /** Takes an operation's cost from the caller's bucket (its API key's or its session's) when it holds that much. */
  take(caller: CallerIdentity, cost: number): Promise<CostTakeResponse> {
    const body: CostTakeBody = { cost };
    return this.client.call(caller, { method: 'POST', path: '/api-cost/take', body });
  }

  /** Takes requests from the calling API key's rate limit (its request bucket, shared by every BFF instance). */
  takeRequests(caller: CallerIdentity, body: RequestTakeBody): Promise<RequestTakeResponse> {
    return this.client.call(caller, { method: 'POST', path: '/api-cost/requests', body });
  }

  settings(caller: CallerIdentity): Promise<ApiCostSettingsResponse> {
    return this.client.call(caller, { method: 'GET', path: '/organization/api-cost' });
  }

  updateSettings(
    caller: CallerIdentity,
    settings: ApiCostSettingsBody,
  ): Promise<ApiCostSettingsResponse> {
    return this.client.call(caller, {
      method: 'PUT',
      path: '/organization/api-cost',
      body: settings,
    });
  }
}
