import { serverAudits } from 'graphql-http';
import { describe, expect, it } from 'vitest';
import { systemSuite } from '../support/system-suite.js';

const suite = systemSuite();

describe('GraphQL over HTTP', () => {
  it('passes every MUST and SHOULD audit of graphql-http; only CSRF prevention declines the optional simple GETs', async () => {
    const results = [];
    for (const audit of serverAudits({ url: `${suite.system.url}/graphql` }))
      results.push(await audit.fn());
    const notOk = results
      .filter((result) => result.status !== 'ok')
      .map((result) => `${result.status}: ${result.name}`);
    // A GET without a content type or preflight header is what a cross-site
    // <img> or link sends; Apollo's CSRF prevention refuses it on purpose.
    expect(notOk).toEqual([
      'notice: MAY accept application/x-www-form-urlencoded formatted GET requests',
      'notice: MAY allow URL-encoded JSON string {variables} parameter in GETs when accepting application/graphql-response+json',
      'notice: MAY allow URL-encoded JSON string {variables} parameter in GETs when accepting application/json',
    ]);
    expect(results.filter((result) => result.status === 'ok').length).toBeGreaterThan(30);
  });

  it('a GET with a preflight header is served', async () => {
    const response = await fetch(
      `${suite.system.url}/graphql?query=${encodeURIComponent('{ __typename }')}`,
      { headers: { 'apollo-require-preflight': 'true' } },
    );
    expect(response.status).toBe(200);
    // Without a session there is no bucket to draw on: the answer says what it cost, and no throttle status.
    expect(await response.json()).toEqual({
      data: { __typename: 'Query' },
      extensions: { cost: { requestedQueryCost: 1, actualQueryCost: 1, throttleStatus: null } },
    });
  });
});
