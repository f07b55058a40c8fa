import { sql, type Kysely } from 'kysely';
import { CUSTOMER_REQUEST_TOKEN_HEADER } from '../../../contracts/invoicing/customers.js';
import {
  INVOICE_LINK_TOKEN_HEADER,
  invoiceLinkErrors,
} from '../../../contracts/invoicing/invoice-links.js';
import { envInt } from '../../../platform/env.js';
import { releaseAttempt, takeAttempt } from '../../kit/attempt-counters.js';
import { addressKey, clientIp } from '../../kit/client-address.js';
import { serviceError } from '../../kit/errors.js';
import { hashLinkToken } from '../../kit/link-tokens.js';
import type { ServiceApp } from '../../kit/server.js';
import type { InvoicingDatabase } from '../db-types.js';

export type LinkGuessLimits = {
  /** Tokens that name no link one client address may try within the window (default 20). */
  perAddress: number;
  /** The window and the block, in seconds (default 15 minutes). */
  windowSeconds: number;
};

export function readLinkGuessLimits(): LinkGuessLimits {
  return {
    perAddress: envInt('INVOICE_LINK_GUESSES_PER_ADDRESS', 20, { min: 1, max: 100_000 }),
    windowSeconds: envInt('INVOICE_LINK_GUESS_WINDOW_SECONDS', 15 * 60, { min: 1, max: 86_400 }),
  };
}

/**
 * The buyers' links a request may carry, each by its header, and whether a
 * token's hash names one: an invoice's link (the invoice, its PDF, checkout)
 * and a customer's invitation to fill their request (the form, its documents).
 */
const GUARDED_LINKS = [
  {
    header: INVOICE_LINK_TOKEN_HEADER,
    names: (hash: string) =>
      sql<boolean>`exists (select 1 from invoice_links where token_hash = ${hash})`,
  },
  {
    header: CUSTOMER_REQUEST_TOKEN_HEADER,
    names: (hash: string) =>
      sql<boolean>`exists (select 1 from customer_invitations where token_hash = ${hash})`,
  },
] as const;

/**
 * Guesses at buyers' links (GUARDED_LINKS, one count for both kinds), counted per client address (`X-Client-IP`, which
 * the BFF sends; an IPv6 address by its /64) in the service's
 * `attempt_counters`, as sign-in attempts are counted: every request that
 * carries a link's token goes through one atomic statement BEFORE the route
 * reads anything, which looks the token up and takes an attempt when it names
 * no link (one that names a link, valid, expired or spent, is no guess and
 * takes none, however many come at once). An address past its limit is
 * refused (U-INV-IL-3, 429, Retry-After) whatever its token, so a guess that
 * hits a real link is refused too and a blocked address learns nothing. The
 * counts live in PostgreSQL: they hold across every BFF and invoicing instance.
 */
export class LinkGuesses {
  constructor(
    private readonly db: Kysely<InvoicingDatabase>,
    readonly limits: LinkGuessLimits,
  ) {}

  /** Takes an attempt of the address when the token names no link, or refuses the request past the address's limit. */
  async admit(
    token: string,
    ip: string | null,
    link: (typeof GUARDED_LINKS)[number] = GUARDED_LINKS[0],
  ): Promise<void> {
    // Only the BFF reaches the service, and it always says whose request it is; a call without an address is ours.
    if (!ip) return;
    const key = `link-guess:${addressKey(ip)}`;
    const { perAddress, windowSeconds } = this.limits;
    // A guess is a token that names no link: judged in the statement that counts it, under the address's row lock.
    const guess = sql<boolean>`not ${link.names(hashLinkToken(token))}`;
    const taken = await takeAttempt(this.db, key, perAddress, windowSeconds, guess);
    // Past the limit, a guess is refused (its attempt given back) and so is a real link: the address learns nothing.
    if (taken.counted ? taken.attempts <= perAddress : taken.attempts < perAddress) return;
    if (taken.counted) await releaseAttempt(this.db, key);
    throw serviceError(invoiceLinkErrors.tooManyGuesses, undefined, {
      retryAfter: taken.retryAfterSeconds,
    });
  }

  /** Guards every route of the service that takes a buyer's link token (the invoice, its PDF, checkout; the customer's request form and its documents), before its work. */
  register(app: ServiceApp): void {
    app.addHook('preHandler', async (request) => {
      for (const link of GUARDED_LINKS) {
        const token = request.headers[link.header];
        if (typeof token === 'string') await this.admit(token, clientIp(request), link);
      }
    });
  }
}
