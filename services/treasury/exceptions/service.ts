import type { Kysely, Transaction } from 'kysely';
import {
  changesBetween,
  describeActivity,
  recordActivityBy,
  type ActivityDescription,
} from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { decodeCursor, encodeCursor, forwardPage } from '../../kit/cursor.js';
import { isUniqueViolation } from '../../kit/database.js';
import type { Logger } from '../../kit/logger.js';
import type { TreasuryDatabase } from '../db-types.js';
import { todayIn } from '../expected-transactions/values.js';
import {
  DEFAULT_UNMATCHED_AFTER_DAYS,
  MAX_RESOLUTION_NOTE,
  MAX_UNMATCHED_AFTER_DAYS,
  type ExceptionAssignBody,
  type ExceptionListQuery,
  type ExceptionListResponse,
  type ExceptionResponse,
  type ExceptionScanResponse,
  type ExceptionSettingsResponse,
  type ExceptionStatus,
} from '../../../contracts/treasury/exceptions.js';
import type { CheckoutMismatch } from '../../../contracts/invoicing/checkout.js';
import type { OnBehalfOf, ServiceClient } from '../../kit/service-client.js';
import {
  fetchCheckoutMismatches,
  openCheckoutTickets,
  readCheckoutMismatchJob,
} from './checkout-tickets.js';
import { openPayoutTickets, resolvePayoutTickets } from './payout-tickets.js';
import { exceptionErrors as errors } from './errors.js';
import {
  countExceptions,
  findExceptionsByIds,
  findSettings,
  findTicketState,
  listExceptions,
  lockScan,
  lockTicket,
  moveTicket,
  openTickets,
  organizationsToScan,
  recordTicketActivity,
  resolveSettledTickets,
  upsertSettings,
  type Keyset,
  type ScannedTicket,
  type TicketState,
} from './repository.js';

/** The scan job, and how often it runs: every 15 minutes, so a line reconciled meanwhile resolves its ticket within that. */
export const EXCEPTION_SCAN_JOB = 'exceptions:scan';
export const EXCEPTION_SCAN_CRONTAB = `*/15 * * * * ${EXCEPTION_SCAN_JOB}`;

const DEFAULT_PAGE_SIZE = 20;
const UNIQUE_INDEX = 'exception_tickets_unresolved';
const PAYOUT_UNIQUE_INDEX = 'exception_tickets_payout_unresolved';

/** The note a ticket that resolved itself keeps, in English for integrators (the web words it from `resolution`). */
const SELF_RESOLVED_NOTES = {
  RECONCILED: 'Resolved by itself: the statement transaction is reconciled.',
  ARCHIVED: 'Resolved by itself: the statement transaction is archived.',
};
const PAYOUT_SELF_RESOLVED_NOTES = {
  RECONCILED: 'Resolved by itself: the payout is reconciled.',
  ARCHIVED: 'Resolved by itself: the payout is archived.',
  UNMATCHED: 'Resolved by itself: the match that showed the difference was removed.',
};

/** What an activity entry says of a ticket: its type and its line's amount and date (a payout's: what it paid out and its settlement date). */
const about = (
  ticket: Pick<ScannedTicket, 'type' | 'amount' | 'currency' | 'transaction_date'>,
) => ({
  type: ticket.type,
  amount: { amount: formatAmount(ticket.amount), currency: ticket.currency },
  date: { date: ticket.transaction_date },
});

/** What a payout's ticket adds: the provider's name and what the statement received. */
const aboutPayout = (ticket: ScannedTicket) => ({
  ...about(ticket),
  provider: ticket.provider ?? '',
  received: { amount: formatAmount(ticket.received ?? '0'), currency: ticket.currency },
});

type TicketMove =
  | { move: 'OPENED' | 'STARTED' | 'REOPENED' }
  | { move: 'ASSIGNED'; assigned: number }
  | { move: 'RESOLVED'; resolution: string };

/** What a checkout payment's ticket says: the invoice's number, the gateway, what the charge asked for and what was paid. */
const aboutCheckout = (ticket: ScannedTicket) => ({
  number: ticket.invoice_number ?? '',
  gateway: ticket.gateway === 'MIDTRANS' ? 'Midtrans' : 'Xendit',
  charged: { amount: formatAmount(ticket.amount), currency: ticket.currency },
  paid: { amount: formatAmount(ticket.received ?? '0'), currency: ticket.currency },
});

/** The activity entry of a checkout payment's ticket's move. */
function describeCheckoutTicket(ticket: ScannedTicket, change: TicketMove): ActivityDescription {
  const checkout = aboutCheckout(ticket);
  switch (change.move) {
    case 'OPENED':
      return describeActivity('EXCEPTION_CHECKOUT_OPENED', checkout);
    case 'STARTED':
      return describeActivity('EXCEPTION_CHECKOUT_STARTED', checkout);
    case 'REOPENED':
      return describeActivity('EXCEPTION_CHECKOUT_REOPENED', checkout);
    case 'ASSIGNED':
      return describeActivity('EXCEPTION_CHECKOUT_ASSIGNED', {
        ...checkout,
        assigned: change.assigned,
      });
    case 'RESOLVED':
      return describeActivity('EXCEPTION_CHECKOUT_RESOLVED', checkout);
  }
}

/** The activity entry of a ticket's move, in the words of its subject: a statement transaction, a payout (the ticket names its provider), or a checkout payment. */
function describeTicket(ticket: ScannedTicket, change: TicketMove): ActivityDescription {
  if (ticket.invoice_number != null) return describeCheckoutTicket(ticket, change);
  if (ticket.provider == null) {
    const line = about(ticket);
    switch (change.move) {
      case 'OPENED':
        return describeActivity('EXCEPTION_OPENED', line);
      case 'STARTED':
        return describeActivity('EXCEPTION_STARTED', line);
      case 'REOPENED':
        return describeActivity('EXCEPTION_REOPENED', line);
      case 'ASSIGNED':
        return describeActivity('EXCEPTION_ASSIGNED', { ...line, assigned: change.assigned });
      case 'RESOLVED':
        return describeActivity('EXCEPTION_RESOLVED', { ...line, resolution: change.resolution });
    }
  }
  const payout = aboutPayout(ticket);
  switch (change.move) {
    case 'OPENED':
      return describeActivity('EXCEPTION_PAYOUT_OPENED', payout);
    case 'STARTED':
      return describeActivity('EXCEPTION_PAYOUT_STARTED', payout);
    case 'REOPENED':
      return describeActivity('EXCEPTION_PAYOUT_REOPENED', payout);
    case 'ASSIGNED':
      return describeActivity('EXCEPTION_PAYOUT_ASSIGNED', {
        ...payout,
        assigned: change.assigned,
      });
    case 'RESOLVED':
      return describeActivity('EXCEPTION_PAYOUT_RESOLVED', {
        ...payout,
        resolution: change.resolution,
      });
  }
}

/** NUMERIC text with exactly two decimals ("1500000" -> "1500000.00"), without passing through a JS number. */
function formatAmount(text: string): string {
  const [whole, fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/**
 * Exception tickets of one organisation (spec: /exceptions): statement
 * transactions and payment providers' payouts that need a person. A scan (a scheduled job, or on demand)
 * opens them and resolves those whose line was reconciled or archived
 * since; members assign, start, resolve with a note and reopen them. Every
 * move is one conditional update, so of two people moving a ticket at once
 * exactly one wins and the other is told why not.
 */
export class ExceptionService {
  constructor(
    private readonly db: Kysely<TreasuryDatabase>,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
    private readonly timeZone = 'Asia/Jakarta',
    /** The invoicing service, whose checkout mismatches the scan asked for by a member turns into tickets (none: not read). */
    private readonly invoicing?: ServiceClient,
  ) {}

  private today(): string {
    return todayIn(this.timeZone, this.now());
  }

  async list(auth: AccessClaims, query: ExceptionListQuery): Promise<ExceptionListResponse> {
    requirePermission(auth, 'exceptions:read');
    const filter = {
      statuses: query.status,
      type: query.type,
      assigneeId: query.assigneeId,
      unassigned: query.unassigned,
    };
    const limit = query.first ?? DEFAULT_PAGE_SIZE;
    const cursor = query.after ? keyset(query.after) : undefined;
    const [page, totalCount] = await Promise.all([
      listExceptions(this.db, auth.org, this.today(), filter, { limit, cursor }),
      countExceptions(this.db, auth.org, filter),
    ]);
    const items = page.rows.map((node) => ({
      cursor: encodeCursor([node.openedOn, node.id]),
      node,
    }));
    return forwardPage(items, { hasMore: page.hasMore, after: cursor }, totalCount);
  }

  /** Tickets by id, in no particular order; other organisations' are left out. */
  async findByIds(auth: AccessClaims, ids: readonly string[]): Promise<ExceptionResponse[]> {
    requirePermission(auth, 'exceptions:read');
    return findExceptionsByIds(this.db, auth.org, this.today(), ids);
  }

  async get(auth: AccessClaims, id: string): Promise<ExceptionResponse> {
    requirePermission(auth, 'exceptions:read');
    return this.load(auth.org, id);
  }

  private async load(organizationId: string, id: string): Promise<ExceptionResponse> {
    const [found] = await findExceptionsByIds(this.db, organizationId, this.today(), [id]);
    if (!found) throw errors.notFound();
    return found;
  }

  /**
   * Assigns an unresolved ticket to a member, or to nobody (null). Assigning
   * it the way it already is is refused, so of two people assigning at once
   * one is told it is done. Membership is the BFF's to check (the account
   * service knows members; this service knows only ids, as with created_by).
   */
  async assign(
    auth: AccessClaims,
    id: string,
    body: ExceptionAssignBody,
  ): Promise<ExceptionResponse> {
    requirePermission(auth, 'exceptions:manage');
    await this.move(
      auth,
      id,
      ['OPEN', 'IN_PROGRESS'],
      { assigneeId: body.assigneeId, unlessAssignee: body.assigneeId },
      (ticket) => {
        if (ticket.status === 'RESOLVED') return errors.alreadyResolved();
        return errors.alreadyAssigned();
      },
      (ticket) => describeTicket(ticket, { move: 'ASSIGNED', assigned: body.assigneeId ? 1 : 0 }),
    );
    return this.load(auth.org, id);
  }

  /** Open -> In Progress; a ticket assigned to nobody becomes the starter's. */
  async start(auth: AccessClaims, id: string): Promise<ExceptionResponse> {
    requirePermission(auth, 'exceptions:manage');
    await this.move(
      auth,
      id,
      ['OPEN'],
      { status: 'IN_PROGRESS', assignIfNobody: auth.sub },
      (ticket) => (ticket.status === 'RESOLVED' ? errors.alreadyResolved() : errors.notOpen()),
      (ticket) => describeTicket(ticket, { move: 'STARTED' }),
    );
    return this.load(auth.org, id);
  }

  /** Open or In Progress -> Resolved, with a note saying how (required, at most 1000 characters). */
  async resolve(auth: AccessClaims, id: string, rawNote: string): Promise<ExceptionResponse> {
    requirePermission(auth, 'exceptions:manage');
    const note = rawNote.trim();
    if (!note) throw errors.noteRequired();
    if (note.length > MAX_RESOLUTION_NOTE) throw errors.noteTooLong();
    await this.move(
      auth,
      id,
      ['OPEN', 'IN_PROGRESS'],
      {
        status: 'RESOLVED',
        resolution: { resolution: 'MANUAL', note, by: auth.sub, on: this.today() },
      },
      () => errors.alreadyResolved(),
      (ticket) => describeTicket(ticket, { move: 'RESOLVED', resolution: 'MANUAL' }),
    );
    return this.load(auth.org, id);
  }

  /**
   * Resolved -> Open, when a member resolved it too soon. Not while its line
   * or payout is reconciled or archived, nor once the match that showed a
   * payout's difference is removed (the next scan would resolve it again),
   * nor when the scan has opened another ticket of the type for its subject
   * since.
   */
  async reopen(auth: AccessClaims, id: string): Promise<ExceptionResponse> {
    requirePermission(auth, 'exceptions:manage');
    try {
      await this.db.transaction().execute(async (trx) => {
        const before = await findTicketState(trx, auth.org, id);
        if (!before) throw errors.notFound();
        if (before.settled)
          throw before.payment_settlement_id ? errors.payoutSettled() : errors.lineSettled();
        const moved = await moveTicket(trx, auth.org, id, ['RESOLVED'], {
          status: 'OPEN',
          resolution: null,
        });
        if (!moved) throw errors.notResolved();
        await recordActivityBy(trx, auth, {
          entity: 'EXCEPTION',
          entityId: id,
          action: 'UPDATED',
          description: describeTicket(before, { move: 'REOPENED' }),
          changes: [{ field: 'status', before: 'RESOLVED', after: 'OPEN' }],
        });
      });
    } catch (error) {
      if (isUniqueViolation(error, UNIQUE_INDEX)) throw errors.alreadyOpen();
      if (isUniqueViolation(error, PAYOUT_UNIQUE_INDEX)) throw errors.payoutAlreadyOpen();
      throw error;
    }
    return this.load(auth.org, id);
  }

  /**
   * One move: the conditional update decides; when it touched nothing the
   * ticket is read to say why (missing, or in a state that refuses it), and
   * nothing is written. The log keeps what changed: status, assignee, note.
   */
  private async move(
    auth: AccessClaims,
    id: string,
    from: readonly ExceptionStatus[],
    change: Parameters<typeof moveTicket>[4],
    refusal: (ticket: TicketState) => Error,
    description: (ticket: TicketState) => ActivityDescription,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      // Locked first, so the log's "before" is what this move changed, whoever moved the ticket just before.
      const before = await lockTicket(trx, auth.org, id);
      if (!before) throw errors.notFound();
      const moved = await moveTicket(trx, auth.org, id, from, change);
      const ticket = await findTicketState(trx, auth.org, id);
      if (!ticket) throw errors.notFound();
      if (!moved) throw refusal(ticket);
      const changes = changesBetween(
        { status: before.status, assigneeId: before.assignee_id },
        { status: ticket.status, assigneeId: ticket.assignee_id },
        ['status', 'assigneeId'],
      );
      if (change.resolution)
        changes.push({ field: 'resolutionNote', before: null, after: change.resolution.note });
      await recordActivityBy(trx, auth, {
        entity: 'EXCEPTION',
        entityId: id,
        action: 'UPDATED',
        description: description(ticket),
        changes,
      });
    });
  }

  async settings(auth: AccessClaims): Promise<ExceptionSettingsResponse> {
    requirePermission(auth, 'exceptions:read');
    const row = await findSettings(this.db, auth.org);
    return {
      unmatchedAfterDays: row?.unmatched_after_days ?? DEFAULT_UNMATCHED_AFTER_DAYS,
      updatedAt: row?.updated_at.toISOString() ?? null,
    };
  }

  /** Sets after how many days an unmatched line becomes an exception (1 to 365); open tickets stay as they are. */
  async updateSettings(auth: AccessClaims, days: number): Promise<ExceptionSettingsResponse> {
    requirePermission(auth, 'exceptions:manage');
    if (!Number.isInteger(days) || days < 1 || days > MAX_UNMATCHED_AFTER_DAYS)
      throw errors.invalidAge();
    const row = await this.db.transaction().execute(async (trx) => {
      const { before, row } = await upsertSettings(trx, auth.org, days, auth.sub);
      await recordActivityBy(trx, auth, {
        entity: 'ORGANIZATION',
        entityId: auth.org,
        action: 'UPDATED',
        description: describeActivity('EXCEPTION_AGE_CHANGED', { days }),
        changes: [
          {
            field: 'unmatchedAfterDays',
            before: String(before ?? DEFAULT_UNMATCHED_AFTER_DAYS),
            after: String(days),
          },
        ],
      });
      return row;
    });
    return {
      unmatchedAfterDays: row.unmatched_after_days,
      updatedAt: row.updated_at.toISOString(),
    };
  }

  /**
   * The scan of the caller's organisation, on demand (needs exceptions:manage).
   * It also reads the invoicing service's checkout mismatches on the caller's
   * behalf, and opens their tickets (CHECKOUT_AMOUNT_DIFFERS).
   */
  async scanNow(auth: AccessClaims, caller?: OnBehalfOf): Promise<ExceptionScanResponse> {
    requirePermission(auth, 'exceptions:manage');
    const checkouts =
      this.invoicing && caller ? await fetchCheckoutMismatches(this.invoicing, caller) : [];
    return this.scan(auth.org, { checkouts });
  }

  /**
   * Resolves the tickets whose line or payout is reconciled or archived now
   * (or whose payout's difference went with its match), then opens the ones
   * the lines and payouts call for, in one transaction with their activity
   * entries. Scans of one organisation take turns (an advisory lock), and
   * the unique index keeps one unresolved ticket per line and type whatever
   * runs beside them. A follow-up of a change of reconciliation passes
   * `unmatched: false`: it resolves, opens rejected-twice tickets and the
   * tickets of payouts reconciled short (PAYOUT_AMOUNT_DIFFERS), and leaves
   * the ageing of lines and payouts to the scheduled scan.
   */
  async scan(
    organizationId: string,
    {
      unmatched = true,
      checkouts = [],
    }: { unmatched?: boolean; checkouts?: readonly CheckoutMismatch[] } = {},
  ): Promise<ExceptionScanResponse> {
    const today = this.today();
    return this.db.transaction().execute(async (trx: Transaction<TreasuryDatabase>) => {
      await lockScan(trx, organizationId);
      const settings = await findSettings(trx, organizationId);
      const age = unmatched
        ? (settings?.unmatched_after_days ?? DEFAULT_UNMATCHED_AFTER_DAYS)
        : null;
      const when = { today, timeZone: this.timeZone };
      const resolved = [
        ...(await resolveSettledTickets(trx, organizationId, today, SELF_RESOLVED_NOTES)),
        ...(await resolvePayoutTickets(trx, organizationId, today, PAYOUT_SELF_RESOLVED_NOTES)),
      ];
      const opened = [
        ...(await openTickets(trx, organizationId, when, age)),
        ...(await openPayoutTickets(trx, organizationId, today, age)),
        ...(await openCheckoutTickets(trx, organizationId, today, checkouts)),
      ];
      await recordTicketActivity(trx, organizationId, [
        ...resolved.map((ticket) => ({
          entityId: ticket.id,
          action: 'UPDATED' as const,
          description: describeTicket(ticket, {
            move: 'RESOLVED',
            resolution: ticket.resolution ?? 'RECONCILED',
          }),
        })),
        ...opened.map((ticket) => ({
          entityId: ticket.id,
          action: 'CREATED' as const,
          description: describeTicket(ticket, { move: 'OPENED' }),
        })),
      ]);
      return { opened: opened.length, resolved: resolved.length };
    });
  }

  /**
   * The invoicing service's CHECKOUT_MISMATCH_JOB, queued in the transaction
   * that recorded a checkout payment of another amount: opens its
   * CHECKOUT_AMOUNT_DIFFERS ticket with nobody asking, in a scan of the
   * organisation as a follow-up runs it (checkout-tickets.ts says why the
   * queue is trusted). A payload that is not one is logged and left: running
   * it again would not mend it.
   */
  async openCheckoutTicket(payload: unknown): Promise<void> {
    const read = readCheckoutMismatchJob(payload);
    if ('problem' in read) {
      this.logger.error({ problem: read.problem }, 'checkout mismatch job refused');
      return;
    }
    const { organizationId, mismatch } = read.job;
    const result = await this.scan(organizationId, { unmatched: false, checkouts: [mismatch] });
    if (result.opened || result.resolved)
      this.logger.info(
        { organizationId, notificationId: mismatch.notificationId, ...result },
        'checkout mismatch ticket',
      );
  }

  /** After a change of an organisation's reconciliation: resolve what it settled, open what a second rejection or a payout reconciled short calls for. */
  async followUp(organizationId: string): Promise<ExceptionScanResponse> {
    return this.scan(organizationId, { unmatched: false });
  }

  /** The scheduled job: every organisation with work, one after another; one that fails is logged and the others still run. */
  async scanAll(): Promise<void> {
    for (const organizationId of await organizationsToScan(this.db)) {
      try {
        const result = await this.scan(organizationId);
        if (result.opened || result.resolved)
          this.logger.info({ organizationId, ...result }, 'exception scan');
      } catch (error) {
        this.logger.error({ organizationId, err: error }, 'exception scan failed');
      }
    }
  }
}

function keyset(cursor: string): Keyset {
  const value = decodeCursor(cursor, ['date', 'uuid']);
  if (!value) throw errors.invalidCursor();
  return { openedOn: value[0] as string, id: value[1] as string };
}
