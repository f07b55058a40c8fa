import type { Readiness } from '../readiness.js';
import type { HttpRoute } from './route.js';
import { sendJson } from './request.js';

const LIVENESS = new Set(['/livez', '/healthz']);

/**
 * Probes for a load balancer or orchestrator. Liveness (`/livez`, and
 * `/healthz` as before) answers as long as the process's event loop does,
 * asking nothing else: restart the process when it stops. Readiness
 * (`/readyz`) answers 200 while the upstream services and the event
 * listener are ready, 503 naming what is not (and from the start of a
 * shutdown): send no traffic then.
 */
export function healthRoute(readiness: Readiness): HttpRoute {
  return {
    matches: (url) => LIVENESS.has(url.pathname) || url.pathname === '/readyz',
    handle: async (_request, response, url) => {
      if (LIVENESS.has(url.pathname)) return sendJson(response, 200, { status: 'ok' });
      const report = await readiness.report();
      sendJson(response, report.status === 'ready' ? 200 : 503, report);
    },
  };
}
