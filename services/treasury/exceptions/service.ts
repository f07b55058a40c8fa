import type { Kysely, Transaction } from 'kysely';
import { changesBetween, describeActivity, recordActivityBy } from '../../kit/activity.js';
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
} from './repository.js';

/** The scan job, and how often it runs: every 15 minutes, so a line reconciled meanwhile resolves its ticket within that. */
export const EXCEPTION_SCAN_JOB = 'exceptions:scan';
export const EXCEPTION_SCAN_CRONTAB = `*/15 * * * * ${EXCEPTION_SCAN_JOB}`;

const DEFAULT_PAGE_SIZE = 20;
const UNIQUE_INDEX = 'exception_tickets_unresolved';

/** The note a ticket that resolved itself keeps, in English for integrators (the web words it from `resolution`). */
const SELF_RESOLVED_NOTES = {
  RECONCILED: 'Resolved by itself: the statement transaction is reconciled.',
  ARCHIVED: 'Resolved by itself: the statement transaction is archived.',
};

type TicketState = NonNullable<Awaited<ReturnType<typeof findTicketState>>>;

/** What an activity entry says of a ticket: its type and its line's amount and date. */
const about = (
  ticket: Pick<ScannedTicket, 'type' | 'amount' | 'currency' | 'transaction_date'>,
) => ({
  type: ticket.type,
  amount: { amount: formatAmount(ticket.amount), currency: ticket.currency },
  date: { date: ticket.transaction_date },
});

/** NUMERIC text with exactly two decimals ("1500000" -> "1500000.00"), without passing through a JS number. */
function formatAmount(text: string): string {
  const [whole, fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/**
 * Exception tickets of one organisation (spec: /exceptions): statement
 * transactions that need a person. A scan (a scheduled job, or on demand)
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
      (ticket) =>
        describeActivity('EXCEPTION_ASSIGNED', {
          ...about(ticket),
          assigned: body.assigneeId ? 1 : 0,
        }),
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
      (ticket) => describeActivity('EXCEPTION_STARTED', about(ticket)),
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
      (ticket) =>
        describeActivity('EXCEPTION_RESOLVED', { ...about(ticket), resolution: 'MANUAL' }),
    );
    return this.load(auth.org, id);
  }

  /**
   * Resolved -> Open, when a member resolved it too soon. Not while its line
   * is reconciled or archived (the next scan would resolve it again), nor
   * when the scan has opened another ticket of the type for the line since.
   */
  async reopen(auth: AccessClaims, id: string): Promise<ExceptionResponse> {
    requirePermission(auth, 'exceptions:manage');
    try {
      await this.db.transaction().execute(async (trx) => {
        const before = await findTicketState(trx, auth.org, id);
        if (!before) throw errors.notFound();
        if (
          before.reconciliation_status === 'RECONCILED' ||
          before.reconciliation_status === 'ARCHIVED'
        )
          throw errors.lineSettled();
        const moved = await moveTicket(trx, auth.org, id, ['RESOLVED'], {
          status: 'OPEN',
          resolution: null,
        });
        if (!moved) throw errors.notResolved();
        await recordActivityBy(trx, auth, {
          entity: 'EXCEPTION',
          entityId: id,
          action: 'UPDATED',
          description: describeActivity('EXCEPTION_REOPENED', about(before)),
          changes: [{ field: 'status', before: 'RESOLVED', after: 'OPEN' }],
        });
      });
    } catch (error) {
      if (isUniqueViolation(error, UNIQUE_INDEX)) throw errors.alreadyOpen();
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
    description: (ticket: TicketState) => ReturnType<typeof describeActivity>,
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

  /** The scan of the caller's organisation, on demand (needs exceptions:manage). */
  async scanNow(auth: AccessClaims): Promise<ExceptionScanResponse> {
    requirePermission(auth, 'exceptions:manage');
    return this.scan(auth.org);
  }

  /**
   * Resolves the tickets whose line is reconciled or archived now, then opens
   * the ones the lines call for, in one transaction with their activity
   * entries. Scans of one organisation take turns (an advisory lock), and
   * the unique index keeps one unresolved ticket per line and type whatever
   * runs beside them. A follow-up of a change of reconciliation passes
   * `unmatched: false`: it resolves and opens rejected-twice tickets, and
   * leaves the lines' ageing to the scheduled scan.
   */
  async scan(
    organizationId: string,
    { unmatched = true }: { unmatched?: boolean } = {},
  ): Promise<ExceptionScanResponse> {
    const today = this.today();
    return this.db.transaction().execute(async (trx: Transaction<TreasuryDatabase>) => {
      await lockScan(trx, organizationId);
      const settings = await findSettings(trx, organizationId);
      const resolved = await resolveSettledTickets(trx, organizationId, today, SELF_RESOLVED_NOTES);
      const opened = await openTickets(
        trx,
        organizationId,
        { today, timeZone: this.timeZone },
        unmatched ? (settings?.unmatched_after_days ?? DEFAULT_UNMATCHED_AFTER_DAYS) : null,
      );
      await recordTicketActivity(trx, organizationId, [
        ...resolved.map((ticket) => ({
          entityId: ticket.id,
          action: 'UPDATED' as const,
          description: describeActivity('EXCEPTION_RESOLVED', {
            ...about(ticket),
            resolution: ticket.resolution ?? 'RECONCILED',
          }),
        })),
        ...opened.map((ticket) => ({
          entityId: ticket.id,
          action: 'CREATED' as const,
          description: describeActivity('EXCEPTION_OPENED', about(ticket)),
        })),
      ]);
      return { opened: opened.length, resolved: resolved.length };
    });
  }

  /** After a change of an organisation's reconciliation: resolve what it settled, open what a second rejection calls for. */
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
