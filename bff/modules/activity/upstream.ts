import type { CallerIdentity, UpstreamClient, UpstreamClients } from '../../upstream/client.js';

/** A value of a description: text, a count, money or a date (services/kit/activity.ts `ActivityValue`). */
export type ActivityValueRecord = string | number | { amount: string; currency: string } | { date: string };
export type ActivityDescriptionRecord = { message: string; values: Record<string, ActivityValueRecord> };
/** One entry of a service's activity log (services/kit/activity.ts). */
export type ActivityRecord = {
  id: string;
  cursor: string;
  occurredAt: string;
  actorId: string | null;
  entity: string;
  entityId: string;
  action: string;
  summary: string;
  /** What happened, as a message and its typed values (services/kit/activity.ts); null for older entries. */
  description: ActivityDescriptionRecord | null;
  changes: { field: string; before: string | null; after: string | null }[];
};
export type ActivityFilter = { from?: string; to?: string; actorId?: string; entity?: string; action?: string };

/** The `GET /activity` every service answers, for the organisation of the caller. */
export class ActivityApi {
  constructor(readonly client: UpstreamClient) {}

  async actors(caller: CallerIdentity): Promise<string[]> {
    const { ids } = await this.client.call<{ ids: string[] }>(caller, { method: 'GET', path: '/activity/actors' });
    return ids;
  }

  page(caller: CallerIdentity, filter: ActivityFilter & { first: number; after?: string }): Promise<{ items: ActivityRecord[]; hasNextPage: boolean }> {
    return this.client.call(caller, { method: 'GET', path: '/activity', query: filter });
  }
}

/** The services' activity logs, by service, which the activity log merges. */
export type ActivitySources = Record<keyof UpstreamClients, ActivityApi>;

/** One activity API per service. */
export function activitySources(clients: UpstreamClients): ActivitySources {
  return { account: new ActivityApi(clients.account), treasury: new ActivityApi(clients.treasury), invoicing: new ActivityApi(clients.invoicing) };
}
