import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, judgeEndpointUrl } from './address.js';
import { DEFAULT_RETRY_SCHEDULE, readWebhookConfig } from './config.js';
import { WebhookSender } from './sender.js';

// Where webhooks may go, judged when an endpoint is saved and again when a webhook goes out, against a real
// server on loopback that counts what reaches it; and the settings they read from the environment.
let server: Server;
let port: number;
let reached = 0;

beforeAll(async () => {
  server = createServer((_request, response) => {
    reached += 1;
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('an endpoint’s address', () => {
  it.each([
    ['8.8.8.8', true],
    ['2001:4860:4860::8888', true],
    ['127.0.0.1', false],
    ['10.0.0.1', false],
    ['172.16.5.4', false],
    ['192.168.0.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:8.8.8.8', true],
    ['64:ff9b::a00:1', false],
    // IPv4-compatible (::a.b.c.d, deprecated): a stack may reach the IPv4 address inside.
    ['::7f00:1', false],
    ['::a9fe:a9fe', false],
    ['::808:808', false],
    // Outside global unicast (2000::/3): documentation and reserved blocks.
    ['2001:db8::1', false],
    ['4000::1', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it('is judged as it is saved: https on a public host, or a host the set-up allows', () => {
    expect(judgeEndpointUrl(' https://erp.example.co.id/kas?x=1 ', [])).toEqual({
      url: 'https://erp.example.co.id/kas?x=1',
    });
    expect(judgeEndpointUrl('http://erp.example.co.id/kas', [])).toEqual({ kind: 'not-https' });
    expect(judgeEndpointUrl('https://a:b@erp.example.co.id/', [])).toEqual({ kind: 'credentials' });
    expect(judgeEndpointUrl('mailto:a@b.c', [])).toEqual({ kind: 'invalid' });
    expect(judgeEndpointUrl(`https://erp.example.co.id/${'a'.repeat(2000)}`, [])).toEqual({
      kind: 'invalid',
    });
    expect(judgeEndpointUrl('https://0177.0.0.1/', [])).toEqual({
      kind: 'private',
      address: '127.0.0.1',
    });
    expect(judgeEndpointUrl('https://[::ffff:7f00:1]/', [])).toEqual({
      kind: 'private',
      address: '::ffff:7f00:1',
    });
    expect(judgeEndpointUrl('https://LOCALHOST/', [])).toEqual({
      kind: 'private',
      address: 'localhost',
    });
    expect(judgeEndpointUrl('http://127.0.0.1:8080/kas', ['127.0.0.1'])).toEqual({
      url: 'http://127.0.0.1:8080/kas',
    });
  });

  it.each([
    ['https://[::127.0.0.1]/kas', '::7f00:1'],
    ['https://[::169.254.169.254]/latest/meta-data', '::a9fe:a9fe'],
    ['https://[0:0:0:0:0:0:10.0.0.1]/kas', '::a00:1'],
    ['https://localhost./kas', 'localhost.'],
    ['https://LOCALHOST../kas', 'localhost..'],
    ['https://api.localhost./kas', 'api.localhost.'],
    ['https://printer.local./kas', 'printer.local.'],
    ['https://metadata./kas', 'metadata.'],
    ['https://kas-receiver/kas', 'kas-receiver'],
  ])(
    'when it is saved as %s with no private host allowed (as in production), it is refused',
    (url, address) => {
      expect(judgeEndpointUrl(url, [])).toEqual({ kind: 'private', address });
    },
  );

  it('when only `localhost` is allowed, its fully-qualified spelling is judged as any other host', () => {
    expect(judgeEndpointUrl('http://localhost:8080/kas', ['localhost'])).toEqual({
      url: 'http://localhost:8080/kas',
    });
    expect(judgeEndpointUrl('https://localhost.:8080/kas', ['localhost'])).toEqual({
      kind: 'private',
      address: 'localhost.',
    });
    expect(judgeEndpointUrl('https://hooks.example.co.id./kas', [])).toEqual({
      url: 'https://hooks.example.co.id./kas',
    });
  });
});

describe('a webhook going out', () => {
  it('to a local name is refused before any byte is sent, unless the host is allowed', async () => {
    const refusing = new WebhookSender({ timeoutMs: 2_000, allowedPrivateHosts: [] });
    const allowing = new WebhookSender({ timeoutMs: 2_000, allowedPrivateHosts: ['localhost'] });
    try {
      const before = reached;
      const refused = await refusing.send(`http://localhost:${port}/kas`, {}, '{}');
      expect(refused).toMatchObject({
        error: 'ADDRESS_REFUSED',
        message: 'localhost is not a public address.',
      });
      const literal = await refusing.send(`http://127.0.0.1:${port}/kas`, {}, '{}');
      expect(literal).toMatchObject({ error: 'ADDRESS_REFUSED' });
      expect(reached).toBe(before);
      const sent = await allowing.send(`http://localhost:${port}/kas`, {}, '{}');
      expect(sent).toMatchObject({ status: 200, body: 'ok' });
      expect(reached).toBe(before + 1);
    } finally {
      await refusing.close();
      await allowing.close();
    }
  });

  it.each([
    ['localhost.', 'localhost.'],
    ['[::127.0.0.1]', '::7f00:1'],
    ['[::169.254.169.254]', '::a9fe:a9fe'],
    ['metadata', 'metadata'],
    ['metadata.', 'metadata.'],
  ])(
    'to an endpoint saved as %s before that spelling was refused, it is ADDRESS_REFUSED without a lookup or a connection',
    async (host, address) => {
      const refusing = new WebhookSender({
        timeoutMs: 2_000,
        allowedPrivateHosts: ['localhost', '127.0.0.1'],
      });
      try {
        const before = reached;
        const refused = await refusing.send(`http://${host}:${port}/kas`, {}, '{}');
        expect(refused).toMatchObject({
          error: 'ADDRESS_REFUSED',
          message: `${address} is not a public address.`,
        });
        expect(reached).toBe(before);
      } finally {
        await refusing.close();
      }
    },
  );
});

describe('the webhook settings', () => {
  const saved = { ...process.env };
  afterAll(() => {
    process.env = saved;
  });

  it('retry on Svix’s schedule carried on to about three days unless WEBHOOK_RETRY_SCHEDULE says otherwise', () => {
    delete process.env.WEBHOOK_RETRY_SCHEDULE;
    const total = DEFAULT_RETRY_SCHEDULE.reduce((sum, seconds) => sum + seconds, 0);
    expect(readWebhookConfig().retrySchedule).toEqual(DEFAULT_RETRY_SCHEDULE);
    expect(total / 3600).toBeCloseTo(71.58, 1);
    process.env.WEBHOOK_RETRY_SCHEDULE = '1, 1,2';
    expect(readWebhookConfig().retrySchedule).toEqual([1, 1, 2]);
    process.env.WEBHOOK_RETRY_SCHEDULE = '1,0';
    expect(() => readWebhookConfig()).toThrow(
      'Configuration error: WEBHOOK_RETRY_SCHEDULE must be seconds from 1 to 604800, comma-separated, got "0".',
    );
  });

  it('allow no private host unless WEBHOOK_ALLOWED_PRIVATE_HOSTS names some', () => {
    delete process.env.WEBHOOK_RETRY_SCHEDULE;
    delete process.env.WEBHOOK_ALLOWED_PRIVATE_HOSTS;
    expect(readWebhookConfig().allowedPrivateHosts).toEqual([]);
    process.env.WEBHOOK_ALLOWED_PRIVATE_HOSTS = '127.0.0.1, LocalHost';
    expect(readWebhookConfig().allowedPrivateHosts).toEqual(['127.0.0.1', 'localhost']);
  });
});
