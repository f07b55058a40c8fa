import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../system.js';
import { eventually } from '../support/eventually.js';
import { createSecondBff, workerSystem } from '../support/system.js';
import { cookieSocketClient } from '../support/transports.js';

// The BFFs here are second BFFs in front of the worker's services: stopping one stops nothing the other files use.
let system: System;
beforeAll(async () => {
  system = await workerSystem();
});

/** A GET answered with its status and parsed JSON body. */
async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url);
  return { status: response.status, body: await response.json() };
}

/** An upstream that accepts connections and never answers. */
const silent: net.Socket[] = [];
const silentServer = net.createServer((socket) => void silent.push(socket));
afterAll(() => {
  for (const socket of silent) socket.destroy();
  silentServer.close();
});

describe('the probes', () => {
  it('are live and ready when every upstream and the event listener are', async () => {
    const bff = await createSecondBff(system, { eventsDatabaseUrl: system.databaseUrl });
    const url = await bff.listen();
    try {
      expect(await getJson(`${url}/livez`)).toEqual({ status: 200, body: { status: 'ok' } });
      expect(await getJson(`${url}/healthz`)).toEqual({ status: 200, body: { status: 'ok' } });
      expect(await getJson(`${url}/readyz`)).toEqual({
        status: 200,
        body: {
          status: 'ready',
          checks: { account: 'ready', treasury: 'ready', invoicing: 'ready', events: 'ready' },
        },
      });
    } finally {
      await bff.close();
    }
  });

  it('when the treasury does not answer, the BFF is live but not ready, and says it is the treasury', async () => {
    await new Promise<void>((resolve) => silentServer.listen(0, '127.0.0.1', resolve));
    const { port } = silentServer.address() as net.AddressInfo;
    const bff = await createSecondBff(system, {
      treasuryUrl: `http://127.0.0.1:${port}`,
      readyTimeoutMs: 200,
    });
    const url = await bff.listen();
    try {
      expect((await getJson(`${url}/livez`)).status).toBe(200);
      expect(await getJson(`${url}/readyz`)).toEqual({
        status: 503,
        body: {
          status: 'not ready',
          checks: { account: 'ready', treasury: 'no answer within 200 ms', invoicing: 'ready' },
        },
      });
    } finally {
      await bff.close();
    }
  });

  it('when a service answers that its database is not ready, the BFF says so, not only the status', async () => {
    const notReady = http.createServer((_request, response) => {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: 'not ready', checks: { database: 'not answering' } }));
    });
    await new Promise<void>((resolve) => notReady.listen(0, '127.0.0.1', resolve));
    const { port } = notReady.address() as net.AddressInfo;
    const bff = await createSecondBff(system, { invoicingUrl: `http://127.0.0.1:${port}` });
    const url = await bff.listen();
    try {
      expect(await getJson(`${url}/readyz`)).toMatchObject({
        status: 503,
        body: { checks: { invoicing: 'answered 503 (database: not answering)' } },
      });
    } finally {
      await bff.close();
      notReady.close();
    }
  });

  it('when the database of its event listener stops answering on the open connection, the BFF is not ready, and ready again once it answers', async () => {
    const database = new URL(system.databaseUrl);
    const proxy = await freezableProxy(Number(database.port));
    database.port = String(proxy.port);
    const bff = await createSecondBff(system, {
      eventsDatabaseUrl: database.toString(),
      readyTimeoutMs: 300,
    });
    const url = await bff.listen();
    try {
      expect(await getJson(`${url}/readyz`)).toMatchObject({ status: 200 });
      proxy.freeze();
      await eventually(async () => {
        const { status, body } = await getJson(`${url}/readyz`);
        return (
          status === 503 &&
          (body as { checks: { events: string } }).checks.events === 'not connected'
        );
      });
      proxy.thaw();
      await eventually(async () => (await getJson(`${url}/readyz`)).status === 200);
    } finally {
      proxy.thaw();
      await bff.close();
      proxy.close();
    }
  });

  it("a service's readiness is its database's", async () => {
    expect(await getJson(`${system.treasuryUrl}/readyz`)).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ready' } },
    });
    expect(await getJson(`${system.accountUrl}/livez`)).toEqual({
      status: 200,
      body: { status: 'ok' },
    });
  });
});

/**
 * A TCP proxy to the worker's PostgreSQL whose connections can be frozen: while frozen, nothing
 * passes either way and connections stay open, as with a database that hangs.
 */
async function freezableProxy(targetPort: number) {
  const pairs: [net.Socket, net.Socket][] = [];
  let frozen = false;
  const flow = ([client, upstream]: [net.Socket, net.Socket]) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    pairs.push([client, upstream]);
    if (!frozen) flow([client, upstream]);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end);
    upstream.on('error', end);
    client.on('close', end);
    upstream.on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze: () => {
      frozen = true;
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    thaw: () => {
      if (!frozen) return;
      frozen = false;
      pairs.forEach(flow);
    },
    close: () => {
      for (const pair of pairs) pair.forEach((socket) => socket.destroy());
      server.close();
    },
  };
}

/**
 * An invoicing service stand-in whose invoice-link PDF answers only when the
 * test lets it: a request that stays in flight as long as the test needs.
 */
async function heldInvoicing() {
  let arrived!: () => void;
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer((request, response) => {
    if (request.url === '/readyz') return void response.end('{"status":"ready"}');
    arrived();
    void released.then(() => {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.end('%PDF-1.7 held');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}`, arrival, release, close: () => server.close() };
}

describe('a BFF shutting down', () => {
  it('answers 503 to /readyz, refuses new connections, finishes the request in flight and closes WebSockets with 1001', async () => {
    const invoicing = await heldInvoicing();
    const bff = await createSecondBff(system, {
      invoicingUrl: invoicing.url,
      // Long enough to ask /readyz on a kept-alive connection once shutdown began, as a load balancer's probe would.
      shutdownDelayMs: 500,
    });
    const url = await bff.listen();
    const port = Number(new URL(url).port);
    let opened!: () => void;
    const socketOpen = new Promise<void>((resolve) => (opened = resolve));
    let closedWith!: (event: { code: number; reason: string }) => void;
    const socketClosed = new Promise<{ code: number; reason: string }>(
      (resolve) => (closedWith = resolve),
    );
    // Anonymous and kept open (no subscription needed) until the server closes it; its close is expected, not an error.
    const client = cookieSocketClient(url, '', {
      lazy: false,
      onNonLazyError: () => {},
      on: {
        connected: () => opened(),
        closed: (event) => closedWith(event as { code: number; reason: string }),
      },
    });
    await socketOpen;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const probe = (path: string) =>
      new Promise<number>((resolve, reject) =>
        http
          .get({ host: '127.0.0.1', port, path, agent }, (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          })
          .on('error', reject),
      );
    // Ready before the shutdown; the probe's connection is then kept alive.
    expect(await probe('/readyz')).toBe(200);
    const inFlight = fetch(`${url}/invoice-link/pdf?token=held-link`).then(async (response) => ({
      status: response.status,
      body: await response.text(),
    }));
    await invoicing.arrival;

    const closed = bff.close();

    expect(await probe('/readyz')).toBe(503);
    // New connections are refused once the BFF stops listening: one still accepted, or reset while it closes, is
    // tried again; how the last one ended is what the test says.
    let refusal: string | undefined;
    await eventually(
      () =>
        new Promise<boolean>((resolve) => {
          const attempt = net.connect(port, '127.0.0.1');
          attempt.once('connect', () => (attempt.destroy(), resolve(false)));
          attempt.once('error', (error: NodeJS.ErrnoException) => {
            refusal = error.code ?? error.message;
            resolve(refusal === 'ECONNREFUSED');
          });
        }),
      5_000,
    ).catch(() => undefined);
    expect(refusal).toBe('ECONNREFUSED');
    expect(await socketClosed).toMatchObject({ code: 1001 });
    invoicing.release();
    expect(await inFlight).toEqual({ status: 200, body: '%PDF-1.7 held' });
    await closed;
    agent.destroy();
    await client.dispose();
    invoicing.close();
  });
});

describe('a BFF starting on a port it cannot have', () => {
  it('when another server holds the port, its start fails with EADDRINUSE instead of waiting', async () => {
    const holder = http.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const taken = (holder.address() as net.AddressInfo).port;
    const bff = await createSecondBff(system, { port: taken });
    try {
      await expect(bff.listen()).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await bff.close();
      holder.close();
    }
  });
});
