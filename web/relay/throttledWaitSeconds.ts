import type { GraphQLErrorShape } from './GraphQLRequestError';

/** The longest wait before a throttled query is sent again (seconds): a longer one fails the screen. */
const THROTTLED_LONGEST_WAIT_SECONDS = 10;

/**
 * The seconds to wait before sending a query again that the BFF refused
 * THROTTLED (the member's cost bucket refills by the second and the refusal
 * says when it holds enough), or null when it is not that, or waits too long.
 */
export function throttledWaitSeconds(errors: readonly GraphQLErrorShape[]): number | null {
  const throttled = errors.find((error) => error.extensions?.code === 'THROTTLED');
  const seconds = Number(throttled?.extensions?.retryAfter);
  return Number.isFinite(seconds) && seconds > 0 && seconds <= THROTTLED_LONGEST_WAIT_SECONDS
    ? seconds
    : null;
}
