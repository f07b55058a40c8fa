import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pino } from 'pino';
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonErrors, ServiceError } from './errors.js';
import { buildService, listen, type ServiceApp } from './server.js';
import { LocalFileStorage } from './storage.js';

// A service that refuses a streamed body half-way, as the treasury refuses an
// upload over its limit, must not leave the rest of it unread on a kept-alive
// connection: the storage used to destroy the request
// body, Node then stopped reading the connection, and the client's next
// request on it waited behind bytes nobody read.
let app: ServiceApp;
let url: string;
const LIMIT = 1024 * 1024;
const storage = new LocalFileStorage(mkdtempSync(path.join(os.tmpdir(), 'kas-unread-body-')));

beforeAll(async () => {
  app = await buildService({
    title: 'Test service',
    description: 'A refused stream',
    logger: pino({ level: 'silent' }),
    verifyToken: async () => {
      throw commonErrors.unauthenticated();
    },
    isReady: async () => true,
    routes: (app) => {
      app.addContentTypeParser('text/csv', (_request, payload, done) => done(null, payload));
      app.post('/uploads', { config: { public: true } }, async (request, reply) => {
        // The kit's storage refusing a file at its limit, as the treasury's uploads do.
        if (!(request.body instanceof Readable))
          throw new ServiceError(400, 'EMPTY', 'Send a file.', 'file');
        const source = request.body;
        try {
          const stored = await storage.put('uploads/test', source, { maxBytes: LIMIT });
          return reply.status(201).send({ size: stored.size });
        } catch {
          source.resume();
          throw new ServiceError(413, 'TOO_LARGE', 'The file is too large.', 'file');
        }
      });
      app.get('/ping', { config: { public: true } }, async () => ({ pong: true }));
    },
  });
  url = await listen(app, 0, '127.0.0.1');
});

afterAll(async () => {
  await app?.close();
});

function body(bytes: number): Readable {
  const chunk = Buffer.alloc(16 * 1024, 'a');
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytes) return void this.push(null);
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

describe('a body refused before its end', () => {
  it('is answered, and the next request on the one connection is answered too', async () => {
    const pool = new Pool(url, { connections: 1, pipelining: 1 });
    try {
      const refused = await pool.request({
        method: 'POST',
        path: '/uploads',
        headers: { 'content-type': 'text/csv' },
        body: body(LIMIT * 4),
        signal: AbortSignal.timeout(10_000),
      });
      expect(refused.statusCode).toBe(413);
      expect(await refused.body.json()).toEqual({
        error: { code: 'TOO_LARGE', message: 'The file is too large.', field: 'file' },
      });
      const answers = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const response = await pool.request({
            method: 'GET',
            path: '/ping',
            signal: AbortSignal.timeout(5_000),
          });
          return { status: response.statusCode, body: await response.body.json() };
        }),
      );
      expect(answers).toEqual(
        Array.from({ length: 20 }, () => ({ status: 200, body: { pong: true } })),
      );
    } finally {
      await pool.destroy();
    }
  });

  it('keeps a connection whose body was read whole', async () => {
    const pool = new Pool(url, { connections: 1, pipelining: 1 });
    try {
      const accepted = await pool.request({
        method: 'POST',
        path: '/uploads',
        headers: { 'content-type': 'text/csv' },
        body: body(LIMIT / 2),
      });
      expect(accepted.statusCode).toBe(201);
      expect(accepted.headers.connection).not.toBe('close');
      await accepted.body.json();
    } finally {
      await pool.destroy();
    }
  });
});
