import type { BffConfig } from '../config.js';
import { sendJson } from './request.js';
import type { HttpRoute } from './route.js';

/** What the web app reads of the installation at start (the spec's runtime settings), at `GET /runtime-config.json`. */
export type RuntimeConfig = {
  /** The installation's environment (`ENVIRONMENT`): a flag may be on in one and off in another. */
  environment: string;
  /** Where the web's GrowthBook SDK fetches flags: a GrowthBook server's address, or null for the BFF's own endpoint. */
  featureFlagHost: string | null;
  /** The client key it asks with. */
  featureFlagKey: string;
};

/** The runtime settings of this installation, as the web app reads them. */
export function runtimeConfigOf(config: Pick<BffConfig, 'environment' | 'featureFlags'>) {
  const server = config.featureFlags.growthbook;
  return {
    environment: config.environment,
    featureFlagHost: server?.apiHost ?? null,
    featureFlagKey: server?.clientKey ?? config.featureFlags.clientKey,
  } satisfies RuntimeConfig;
}

/**
 * `GET /runtime-config.json`: the settings the web app needs and cannot have
 * in its build, which is the same for every installation. Never cached, so a
 * changed setting reaches the next page load.
 */
export function runtimeConfigRoute(
  config: Pick<BffConfig, 'environment' | 'featureFlags'>,
): HttpRoute {
  const body = runtimeConfigOf(config);
  return {
    matches: (url) => url.pathname === '/runtime-config.json',
    handle: (_request, response) => {
      response.setHeader('cache-control', 'no-cache');
      sendJson(response, 200, body);
    },
  };
}
