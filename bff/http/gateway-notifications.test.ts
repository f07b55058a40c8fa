import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamClient } from '../upstream/client.js';
import { gatewayNotificationRoute } from './gateway-notifications.js';
import { dispatch } from './route.js';

/**
 * The BFF's notification route against a real local server standing in for
 * the invoicing service, which records what reached it and answers what the
 * test asks: the bytes a gateway signs arrive as they were sent, and its
 * answer comes back as it was.
 */
type Received = { method: string; url: string; headers: http.IncomingHttpHeaders; body: Buffer };

let received: Received[] = [];
let answer = { status: 200, body: '{"outcome":"APPLIED"}' };
let service: http.Server;
let bff: http.Server;
let invoicing: UpstreamClient;
let bffUrl: string;

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  service = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method!,
        url: request.url!,
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(answer.body);
    });
  });
  invoicing = new UpstreamClient('invoicing', await listen(service), 2_000, 2);
  bff = http.createServer(
    dispatch([gatewayNotificationRoute({ invoicing })], pino({ level: 'silent' })),
  );
  bffUrl = await listen(bff);
});

afterAll(async () => {
  await invoicing.close();
  await new Promise((resolve) => bff.close(resolve));
  await new Promise((resolve) => service.close(resolve));
});

describe('a notification posted to the BFF', () => {
  it('when a gateway posts bytes that are not canonical JSON, the service receives exactly those bytes and the gateway’s own headers', async () => {
    received = [];
    answer = { status: 200, body: '{"outcome":"APPLIED"}' };
    // Spacing, key order and a byte that is not UTF-8: anything re-encoded on the way would differ.
    const body = Buffer.concat([
      Buffer.from('{ "status" :"PAID",\n  "amount":175000, "note":"'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('" }\r\n'),
    ]);

    const response = await fetch(`${bffUrl}/checkout/notifications/xendit?ignored=1`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-callback-token': 'the-gateways-token',
        cookie: 'kas_session=someone',
        authorization: 'Bearer someone',
        'x-organization-id': '00000000-0000-0000-0000-000000000001',
      },
      body,
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ outcome: 'APPLIED' });
    expect(received).toHaveLength(1);
    const [forwarded] = received;
    expect(forwarded!.method).toBe('POST');
    expect(forwarded!.url).toBe('/checkout/notifications/xendit');
    expect(forwarded!.body.equals(body)).toBe(true);
    expect(forwarded!.headers['content-type']).toBe('application/json');
    expect(forwarded!.headers['x-callback-token']).toBe('the-gateways-token');
    expect(forwarded!.headers.cookie).toBeUndefined();
    expect(forwarded!.headers.authorization).toBeUndefined();
    expect(forwarded!.headers['x-organization-id']).toBeUndefined();
  });

  it('when the service refuses a notification, the gateway gets the service’s status and words', async () => {
    received = [];
    answer = { status: 401, body: '{"outcome":"REFUSED"}' };

    const response = await fetch(`${bffUrl}/checkout/notifications/midtrans`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"order_id":"x"}',
    });

    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ outcome: 'REFUSED' });
    expect(received.map((request) => request.url)).toEqual(['/checkout/notifications/midtrans']);
  });

  it('when the service fails, the gateway is answered 503 in JSON so that it sends the notification again', async () => {
    answer = { status: 500, body: '{"error":{"code":"INTERNAL","message":"database down"}}' };

    const response = await fetch(`${bffUrl}/checkout/notifications/xendit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });

    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: {
        code: 'UPSTREAM_UNAVAILABLE',
        message: 'The notification could not be taken now. Send it again later.',
      },
    });
  });
});
