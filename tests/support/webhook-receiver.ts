import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { webhookReceiver, type KasWebhook } from '../../examples/typed-client/webhooks.js';

/**
 * How the receiver behaves: not listening at all (the connection is
 * refused), closing each connection unanswered, never answering (the
 * sender's timeout ends it), answering 500, receiving as the typed client's
 * example receiver does (verified, deduped by webhook-id), or keeping each
 * request as it came, answered 200.
 */
export type ReceiverMode = 'refuse' | 'close' | 'hang' | 'fail' | 'receive' | 'record';

/** A request as it came: its headers and its body. */
export type Received = { headers: IncomingHttpHeaders; body: string };

/**
 * A real HTTP receiver of webhooks on loopback, on one port whatever its
 * mode (refusing is not listening on it). Every request is counted by its
 * `webhook-id`; in `receive` mode what the example receiver handled is
 * kept, once per webhook-id, and in `record` mode each request as it came.
 */
export class TestReceiver {
  readonly attemptsById = new Map<string, number>();
  readonly handled: { webhookId: string; webhook: KasWebhook }[] = [];
  readonly recorded: Received[] = [];
  secret = '';
  private server: Server | null = null;
  private mode: ReceiverMode = 'refuse';
  private held: Promise<void> | null = null;

  private constructor(readonly port: number) {}

  /** A receiver on a free port of 127.0.0.1, refusing until told otherwise. */
  static async start(mode: ReceiverMode = 'refuse'): Promise<TestReceiver> {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const receiver = new TestReceiver(port);
    await receiver.setMode(mode);
    return receiver;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/kas/webhooks`;
  }

  async setMode(mode: ReceiverMode): Promise<void> {
    this.mode = mode;
    if (mode === 'refuse') return this.close();
    if (this.server) return;
    const server = createServer(async (request, response) => {
      const id = String(request.headers['webhook-id'] ?? '');
      this.attemptsById.set(id, (this.attemptsById.get(id) ?? 0) + 1);
      if (this.held) await this.held;
      if (this.mode === 'close') return request.socket.destroy();
      if (this.mode === 'hang') return;
      if (this.mode === 'fail') return void response.writeHead(500).end('down for maintenance');
      if (this.mode === 'record') return void this.record(request, response);
      return void webhookReceiver({
        secret: this.secret,
        handle: (webhook, webhookId) => void this.handled.push({ webhook, webhookId }),
        handled: this.handledIds,
      })(request, response);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }

  /**
   * Keeps each request that comes unanswered until the function this answers
   * is called, then answers it as the mode then says: a delivery stays under
   * way for as long as a test needs, however slow the machine.
   */
  hold(): () => void {
    let release = () => {};
    this.held = new Promise<void>((resolve) => (release = resolve));
    return () => {
      this.held = null;
      release();
    };
  }

  /** The webhook-ids the example receiver handled, kept across modes as an integrator's table would. */
  private readonly handledIds = new Set<string>();

  private async record(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
    this.recorded.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
    response.writeHead(200).end('kept');
  }

  private async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  async stop(): Promise<void> {
    await this.close();
  }
}

/** A webhook as Kas signs one: the body, and its headers signed with `secret` at `at` under the webhook-id `id`. */
export function signedWebhook(
  secret: string,
  body: string,
  at = new Date(),
  id = `msg_${randomUUID()}`,
): {
  body: string;
  headers: Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string>;
} {
  return {
    body,
    headers: {
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(id, at, body),
    },
  };
}
