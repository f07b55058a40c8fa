import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { systemSuite } from '../../tests/support/system-suite.js';
import { compilePending, sharedCompilers } from './schema-compilers.js';

// The worker's system: its three services' routes, built with the shared compilers.
const suite = systemSuite();

/** A service of one route built with the shared compilers, as services/kit/server.ts builds them. */
async function oneRoute(schema: object) {
  const app = Fastify({ schemaController: { compilersFactory: sharedCompilers } });
  app.post('/things', { schema }, async (request) => ({ name: 'Kas', got: request.body }));
  await app.ready();
  return app;
}

describe('the schema compilers the services share', () => {
  it('when every route of the running system is compiled, none of their schemas throws', async () => {
    expect(suite.system.url).toMatch(/^http:/);
    // Whatever the worker's files before this one did not need yet: at least one route part of each service.
    expect(compilePending()).toBeGreaterThan(0);
    expect(compilePending()).toBe(0);
  });

  it('a request is validated and its answer serialized as Fastify compiles them, on the route’s first request', async () => {
    const app = await oneRoute({
      body: {
        type: 'object',
        required: ['amount'],
        properties: { amount: { type: 'string', pattern: '^\\d+\\.\\d{2}$' } },
        additionalProperties: false,
      },
      response: {
        200: { type: 'object', properties: { name: { type: 'string' } } },
      },
    });
    try {
      const refused = await app.inject({
        method: 'POST',
        url: '/things',
        payload: { amount: '12.5' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('body/amount must match pattern "^\\d+\\.\\d{2}$"');
      const taken = await app.inject({
        method: 'POST',
        url: '/things',
        payload: { amount: '12.50' },
      });
      expect(taken.statusCode).toBe(200);
      // Serialized by the response schema: only the properties it names.
      expect(taken.body).toBe('{"name":"Kas"}');
    } finally {
      await app.close();
    }
  });

  it('a schema that does not compile is found by compilePending, though the start did not need it', async () => {
    compilePending();
    const app = await oneRoute({
      body: { type: 'object', properties: { amount: { type: 'no-such-type' } } },
    });
    try {
      expect(() => compilePending()).toThrow(/no-such-type|type must be equal/);
    } finally {
      await app.close();
    }
  });
});
