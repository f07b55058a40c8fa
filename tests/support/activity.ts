import { expect } from 'vitest';
import type { ActivityEntryResponse, ActivityPage } from '../../contracts/common/activity.js';
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
