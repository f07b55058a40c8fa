import { sql, type QueryExecutorProvider } from 'kysely';
import { expect } from 'vitest';
import type { ActivityEntryResponse, ActivityPage } from '../../contracts/common/activity.js';
import { rowsOf } from './database.js';
import { callRest, type Tokens } from './factories.js';

/**
 * The latest `first` entries of the activity log a service (its REST API at `baseUrl`) keeps for
 * the organisation of `tokens`, newest first, as `GET /activity` answers them; any other answer
 * than 200 fails the test.
 */
export async function latestActivityRest(
  baseUrl: string,
  tokens: Tokens,
  first: number,
): Promise<ActivityEntryResponse[]> {
  const answer = await callRest<ActivityPage>(baseUrl, 'GET', `/activity?first=${first}`, tokens);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.items;
}

/** An entry of a service's activity log as its database holds it. */
export type ActivityRow = {
  action: string;
  summary: string;
  actor_id: string | null;
  changes: unknown;
};

/**
 * The entries of the activity log about the entity `entityId`, oldest first, read from the service's
 * database `db`: a test's own read of what the service wrote, where the REST page would hide it.
 */
export const activityOf = (db: QueryExecutorProvider, entityId: string) =>
  rowsOf(
    db,
    sql<ActivityRow>`select action, summary, actor_id, changes from activity_log where entity_id = ${entityId} order by id`,
  );
