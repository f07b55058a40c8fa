import type { HomeSummaryResponse } from '../../../contracts/treasury/home.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

/** The treasury service's figures for Home. */
export class HomeApi {
  constructor(readonly client: UpstreamClient) {}

  summary(caller: CallerIdentity): Promise<HomeSummaryResponse> {
    return this.client.call(caller, { method: 'GET', path: '/home-summary' });
  }
}
