import { describe, expect, it } from 'vitest';
import { apiKeyCurlExample } from './apiKeyCurlExample';

describe('the curl example of a new API key', () => {
  it('when given the page’s origin and the secret, calls that origin’s /graphql with the secret as a bearer token', () => {
    const secret = `kas_abcdef123456_${'x'.repeat(43)}`;
    expect(apiKeyCurlExample('https://kas.example.co.id', secret).split('\n')).toEqual([
      'curl https://kas.example.co.id/graphql \\',
      "  -H 'content-type: application/json' \\",
      `  -H 'authorization: Bearer ${secret}' \\`,
      `  -d '{"query":"{ counterparties(first: 5) { totalCount } }"}'`,
    ]);
  });
});
