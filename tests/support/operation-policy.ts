import type { GraphQLSchema } from 'graphql';
import { pino } from 'pino';
import type { ApiKeyTraffic } from '../../bff/api-key-traffic.js';
import { readBffConfig } from '../../bff/config.js';
import { createOperationPolicy } from '../../bff/http/policy.js';

/**
 * The BFF's configuration (its defaults, with services at an address nothing answers) and the
 * operation policy it gives `schema`, with no API key traffic and a silent log: for checking what
 * operations cost without a running system.
 */
export function offlineOperationPolicy(schema: GraphQLSchema) {
  const config = readBffConfig({
    accountUrl: 'http://127.0.0.1:1',
    treasuryUrl: 'http://127.0.0.1:1',
    invoicingUrl: 'http://127.0.0.1:1',
  });
  const policy = createOperationPolicy(
    schema,
    config,
    {} as ApiKeyTraffic,
    pino({ level: 'silent' }),
  );
  return { config, policy };
}
