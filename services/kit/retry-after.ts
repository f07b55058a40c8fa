import { ServiceError } from './errors.js';
import type { ServiceApp } from './server.js';

/**
 * Sends `Retry-After` with every refusal that says when to try again: a
 * ServiceError whose values hold `retryAfter`, in seconds (a rate limit's
 * 429), as RFC 9110 section 10.2.3 has it. Registered on the root, before
 * the modules, so it reaches every route.
 */
export function answerRetryAfter(app: ServiceApp): void {
  app.addHook('onError', async (_request, reply, error) => {
    const seconds = error instanceof ServiceError ? error.values?.retryAfter : undefined;
    if (seconds) reply.header('retry-after', seconds);
  });
}
