import type {
  ActivityActorsResponse,
  ActivityEntryResponse,
  ActivityPage,
  ActivityQuery,
} from '../../../contracts/common/activity.js';
import type { CallerIdentity, UpstreamClient, UpstreamClients } from '../../upstream/client.js';

/** An entry's description and one of its values, as every service answers them (contracts/common/activity.ts); named for the schema's `ActivityDescription`. */
export type ActivityDescriptionRecord = NonNullable<ActivityEntryResponse['description']>;
export type ActivityValueRecord = ActivityDescriptionRecord['values'][string];
/** The log's filters. */
export type ActivityFilter = Omit<ActivityQuery, 'first' | 'after'>;

/** The `GET /activity` every service answers, for the organisation of the caller. */
export class ActivityApi {
  constructor(readonly client: UpstreamClient) {}

  async actors(caller: CallerIdentity): Promise<string[]> {
    const { ids } = await this.client.call<ActivityActorsResponse>(caller, {
      method: 'GET',
      path: '/activity/actors',
    });
    return ids;
  }

  page(
    caller: CallerIdentity,
    query: ActivityFilter & Pick<ActivityQuery, 'first' | 'after'>,
  ): Promise<ActivityPage> {
    return this.client.call(caller, { method: 'GET', path: '/activity', query });
  }
}

/** The services' activity logs, by service, which the activity log merges. */
export type ActivitySources = Record<keyof UpstreamClients, ActivityApi>;

/** One activity API per service. */
export function activitySources(clients: UpstreamClients): ActivitySources {
  return {
    account: new ActivityApi(clients.account),
    treasury: new ActivityApi(clients.treasury),
    invoicing: new ActivityApi(clients.invoicing),
  };
}
