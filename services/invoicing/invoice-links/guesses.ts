import type { Kysely } from 'kysely';
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
 * Guesses at buyers' links, counted per client address (`X-Client-IP`, which
 * the BFF sends; an IPv6 address by its /64) in the service's
 * `attempt_counters`, as sign-in attempts are counted: every request that
 * carries a link's token takes an attempt in one atomic statement BEFORE the
 * token is looked up, and gives it back when the token names a link (valid,
 * expired or spent: not a guess). An address over its limit is refused
 * (U-INV-IL-3, 429, Retry-After) whatever its token, so a guess that hits a
 * real link is refused too and a blocked address learns nothing. The counts
 * live in PostgreSQL: they hold across every BFF and invoicing instance.
 */
export class LinkGuesses {
  constructor(
    private readonly db: Kysely<InvoicingDatabase>,
    readonly limits: LinkGuessLimits,
  ) {}

  /** Takes the address's attempt for this token, or refuses; the attempt is given back when the token names a link. */
  async admit(token: string, ip: string | null): Promise<void> {
    // Only the BFF reaches the service, and it always says whose request it is; a call without an address is ours.
    if (!ip) return;
    const key = `link-guess:${addressKey(ip)}`;
    const { perAddress, windowSeconds } = this.limits;
    const taken = await takeAttempt(this.db, key, perAddress, windowSeconds);
    if (taken.attempts > perAddress) {
      await releaseAttempt(this.db, key);
      throw serviceError(invoiceLinkErrors.tooManyGuesses, undefined, {
        retryAfter: taken.retryAfterSeconds,
      });
    }
    const link = await this.db
      .selectFrom('invoice_links')
      .select('id')
      .where('token_hash', '=', hashLinkToken(token))
      .executeTakeFirst();
    if (link) await releaseAttempt(this.db, key);
  }

  /** Guards every route of the service that takes a buyer's link token (the invoice, its PDF, checkout), before its work. */
  register(app: ServiceApp): void {
    app.addHook('preHandler', async (request) => {
      const token = request.headers[INVOICE_LINK_TOKEN_HEADER];
      if (typeof token === 'string') await this.admit(token, clientIp(request));
    });
  }
}
