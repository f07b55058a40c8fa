import type { HttpRoute } from './route.js';
import { sendJson } from './request.js';

const PROBES: Record<string, unknown> = {
  '/healthz': { status: 'ok' },
  '/readyz': { status: 'ready' },
};

/** Liveness (`/healthz`) and readiness (`/readyz`) probes for a load balancer or orchestrator. */
export function healthRoute(): HttpRoute {
  return {
    matches: (url) => Object.hasOwn(PROBES, url.pathname),
    handle: (_request, response, url) => sendJson(response, 200, PROBES[url.pathname]),
  };
}
