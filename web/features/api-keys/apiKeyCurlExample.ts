/**
 * A one-request `curl` example for a new key, as the README gives it: the
 * counterparties' total through `/graphql` with the secret as a bearer token,
 * one option a line so it reads (and wraps) well in a narrow dialog.
 * The secret holds only letters, digits, `_` and `-`, so it is safe in quotes.
 *
 * @example apiKeyCurlExample('https://kas.example', 'kas_abc…') // "curl https://kas.example/graphql \\\n  -H …"
 */
export function apiKeyCurlExample(origin: string, secret: string): string {
  return [
    `curl ${origin}/graphql \\`,
    `  -H 'content-type: application/json' \\`,
    `  -H 'authorization: Bearer ${secret}' \\`,
    `  -d '{"query":"{ counterparties(first: 5) { totalCount } }"}'`,
  ].join('\n');
}
