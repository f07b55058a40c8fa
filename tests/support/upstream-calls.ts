import type { Bff } from '../../bff/server.js';

/**
 * The upstream calls `bff` makes while `work` runs, as `service METHOD path`,
 * for a test that shows a refusal asked no service for anything; the API key
 * uses each instance reports every few seconds are left out.
 */
export async function upstreamCallsDuring(
  bff: Bff,
  work: () => Promise<unknown>,
): Promise<string[]> {
  const calls: string[] = [];
  const clients = Object.values(bff.upstreamClients);
  const originals = clients.map((client) => client.call.bind(client));
  clients.forEach((client, index) => {
    client.call = ((caller, request) => {
      if (request.path !== '/api-keys/usage')
        calls.push(`${client.service} ${request.method} ${request.path}`);
      return originals[index]!(caller, request);
    }) as typeof client.call;
  });
  try {
    await work();
  } finally {
    clients.forEach((client, index) => (client.call = originals[index]! as typeof client.call));
  }
  return calls;
}
