import { SignJWT } from 'jose';
import { Agent, request } from 'undici';
import {
  EVENT_FEED_AUDIENCE,
  type EventFeedResponse,
} from '../../../contracts/common/event-feed.js';
import type { WebhookSource } from '../../../contracts/account/webhooks.js';
import { TOKEN_ISSUER } from '../../kit/auth.js';
import type { SigningKeys } from '../signing-keys.js';

/** How long a feed token lives, and how long before its end a new one is made. */
const TOKEN_SECONDS = 300;
const RENEW_BEFORE_SECONDS = 60;

/**
 * The account service's tokens for reading the services' outbox feeds: signed
 * with its own key, for the feeds' audience only (no other route takes them),
 * five minutes long, made again a minute before they end.
 */
export function feedTokens(keys: SigningKeys): () => Promise<string> {
  let current: { token: string; renewAt: number } | null = null;
  return async () => {
    if (current && Date.now() < current.renewAt) return current.token;
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: keys.kid })
      .setSubject('account-service')
      .setIssuer(TOKEN_ISSUER)
      .setAudience(EVENT_FEED_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${TOKEN_SECONDS}s`)
      .sign(keys.privateKey);
    current = { token, renewAt: Date.now() + (TOKEN_SECONDS - RENEW_BEFORE_SECONDS) * 1000 };
    return token;
  };
}

/** One service's outbox feed (`GET /events`, services/kit/event-feed.ts), read over HTTP with a feed token. */
export class FeedClient {
  private readonly agent = new Agent({
    connections: 2,
    headersTimeout: 10_000,
    bodyTimeout: 10_000,
  });

  constructor(
    readonly source: WebhookSource,
    private readonly baseUrl: string,
    private readonly token: () => Promise<string>,
  ) {}

  /** The events after `position`, of these types only, and where the next read starts. */
  async read(
    position: string,
    limit: number,
    types: readonly string[],
  ): Promise<EventFeedResponse> {
    const url = new URL('/events', this.baseUrl);
    url.searchParams.set('after', position);
    url.searchParams.set('limit', String(limit));
    for (const type of types) url.searchParams.append('types', type);
    const answer = await request(url, {
      dispatcher: this.agent,
      headers: { authorization: `Bearer ${await this.token()}` },
    });
    if (answer.statusCode !== 200) {
      await answer.body.dump();
      throw new Error(`${this.source} answered ${answer.statusCode} to its event feed.`);
    }
    return (await answer.body.json()) as EventFeedResponse;
  }

  async close(): Promise<void> {
    await this.agent.close();
  }
}
