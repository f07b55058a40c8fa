import type { Kysely } from 'kysely';
import type { SyncScheduleResponse } from '../../../contracts/treasury/statements.js';
import { describeActivity, recordActivity, recordActivityBy } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { AttachableJobs } from '../../kit/jobs.js';
import type { Logger } from '../../kit/logger.js';
import { BankAdapterError, type BankAdapter } from '../banking/adapter.js';
import { bankAccountErrors } from '../bank-accounts/errors.js';
import type { BankAccountService } from '../bank-accounts/service.js';
import type { TreasuryDatabase } from '../db-types.js';
import { addMonths } from '../../../formats/calendar.js';
import { businessToday } from './parsing/dates.js';
import { lineFingerprint } from './parsing/index.js';
import { categoriseNewLines } from '../cash-flow/categorise.js';
import {
  advanceDueSchedules,
  deleteSchedule,
  findSchedule,
  findScheduleForRun,
  insertApiBalance,
  insertSchedule,
  insertSyncedLine,
  setScheduleFailed,
  setScheduleSucceeded,
} from './repository.js';

export type { SyncScheduleResponse };

export const SYNC_JOB = 'statements:sync';
export const SYNC_DUE_JOB = 'statements:sync-due';
/** Every minute, the due schedules are queued. */
export const SYNC_CRONTAB = `* * * * * ${SYNC_DUE_JOB}`;

/** The schedule's refusals: bank account codes (U-TRSY-BA-13 to 16), from its contract. */
export const syncErrors = {
  duplicate: () => bankAccountErrors.syncExists(),
  apiRequired: () => bankAccountErrors.syncNeedsApi(),
  notScheduled: () => bankAccountErrors.syncNotScheduled(),
  interval: () => bankAccountErrors.syncInterval(),
};

/** The bank API an account's SNAP credentials reach; null when no SNAP endpoint is configured for its bank. */
export type AdapterFactory = (
  bankCode: string,
  credentials: {
    clientId: string;
    clientSecret: string;
    partnerId: string;
    channelId: string;
    privateKey: string;
  },
) => BankAdapter | null;

/**
 * Scheduled statement sync of API-connected accounts (issue: a graphile-worker
 * job; duplicate schedules refused). A recurring task queues each due
 * schedule; the sync job asks the bank for the balance and the booked lines
 * since the last sync (at most the last 3 months), stores the new lines (a
 * line already stored, by fingerprint, is skipped) and the balance.
 */
export class StatementSyncService {
  /** The job queue, attached once it runs (it starts after the service is built). */
  readonly jobs = new AttachableJobs();

  constructor(
    private readonly db: Kysely<TreasuryDatabase>,
    private readonly accounts: BankAccountService,
    private readonly adapterFor: AdapterFactory,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
    private readonly timeZone = 'Asia/Jakarta',
  ) {}

  async get(auth: AccessClaims, bankAccountId: string): Promise<SyncScheduleResponse | null> {
    requirePermission(auth, 'bank-accounts:read');
    return (await findSchedule(this.db, auth.org, bankAccountId)) ?? null;
  }

  /** Schedules a sync every `intervalMinutes`: the first one is queued now, the next one after an interval. */
  async schedule(
    auth: AccessClaims,
    input: { bankAccountId: string; intervalMinutes: number },
  ): Promise<SyncScheduleResponse> {
    requirePermission(auth, 'bank-accounts:manage');
    if (
      !Number.isInteger(input.intervalMinutes) ||
      input.intervalMinutes < 15 ||
      input.intervalMinutes > 1440
    )
      throw syncErrors.interval();
    const account = await this.accounts.get(auth, input.bankAccountId);
    if (account.connectionType !== 'API') throw syncErrors.apiRequired();
    const row = await this.db.transaction().execute(async (trx) => {
      const inserted = await insertSchedule(
        trx,
        auth.org,
        auth.sub,
        account.id,
        input.intervalMinutes,
      );
      if (!inserted) throw syncErrors.duplicate();
      await recordActivityBy(trx, auth, {
        entity: 'BANK_ACCOUNT',
        entityId: account.id,
        action: 'UPDATED',
        description: describeActivity('STATEMENT_SYNC_SCHEDULED', {
          alias: account.alias,
          minutes: input.intervalMinutes,
        }),
      });
      return inserted;
    });
    await this.queue(row.id);
    return row;
  }

  async unschedule(auth: AccessClaims, bankAccountId: string): Promise<void> {
    requirePermission(auth, 'bank-accounts:manage');
    const account = await this.accounts.get(auth, bankAccountId);
    await this.db.transaction().execute(async (trx) => {
      if (!(await deleteSchedule(trx, auth.org, account.id))) throw syncErrors.notScheduled();
      await recordActivityBy(trx, auth, {
        entity: 'BANK_ACCOUNT',
        entityId: account.id,
        action: 'UPDATED',
        description: describeActivity('STATEMENT_SYNC_STOPPED', { alias: account.alias }),
      });
    });
  }

  /** Syncs a scheduled account now, without waiting for its turn. */
  async syncNow(auth: AccessClaims, bankAccountId: string): Promise<SyncScheduleResponse> {
    requirePermission(auth, 'bank-accounts:manage');
    const schedule = await this.get(auth, bankAccountId);
    if (!schedule) throw syncErrors.notScheduled();
    await this.queue(schedule.id);
    return schedule;
  }

  private async queue(scheduleId: string): Promise<void> {
    await this.jobs.add(SYNC_JOB, { scheduleId }, { jobKey: `sync:${scheduleId}`, maxAttempts: 1 });
  }

  /** The recurring task: queues every due schedule and moves it to its next turn. */
  async queueDue(now = new Date()): Promise<number> {
    const due = await advanceDueSchedules(this.db, now);
    for (const id of due) await this.queue(id);
    return due.length;
  }

  /** The sync job for one schedule. A failure is recorded on the schedule (without secrets) and retried at its next turn. */
  async run(scheduleId: string): Promise<void> {
    const found = await findScheduleForRun(this.db, scheduleId);
    if (!found) return;
    const { schedule, account } = found;
    const owner = { organizationId: account.organization_id, id: account.id };
    const today = businessToday(this.timeZone, this.now());
    try {
      const credentials = await this.accounts.credentialsOf(account.organization_id, account.id);
      const adapter =
        account.connection_type === 'API' &&
        credentials?.clientId &&
        credentials.clientSecret &&
        credentials.partnerId &&
        credentials.channelId &&
        credentials.privateKey
          ? this.adapterFor(account.bank_code, {
              clientId: credentials.clientId,
              clientSecret: credentials.clientSecret,
              partnerId: credentials.partnerId,
              channelId: credentials.channelId,
              privateKey: credentials.privateKey,
            })
          : null;
      if (!adapter)
        throw new Error(
          'No SNAP endpoint is configured for this bank, or the account has no API credentials.',
        );
      const from =
        schedule.synced_through && schedule.synced_through > addMonths(today, -3)
          ? schedule.synced_through
          : addMonths(today, -3);
      const ref = { accountNumber: account.account_number };
      const balance = await adapter.balance(ref);
      let created = 0;
      await this.db.transaction().execute(async (trx) => {
        let day = '';
        let position = 0;
        const seen = new Map<string, number>();
        const newLines: string[] = [];
        for await (const line of adapter.transactions(ref, { from, to: today })) {
          if (line.transactionDate !== day) {
            day = line.transactionDate;
            position = 0;
            seen.clear();
          }
          position += 1;
          const base = lineFingerprint(account.account_number, line);
          const occurrence = seen.get(base) ?? 0;
          seen.set(base, occurrence + 1);
          const fingerprint =
            occurrence === 0 ? base : lineFingerprint(account.account_number, line, occurrence);
          const inserted = await insertSyncedLine(trx, owner, {
            ...line,
            lineNumber: position,
            fingerprint,
          });
          if (inserted) {
            created += 1;
            newLines.push(inserted);
          }
        }
        await categoriseNewLines(trx, account.organization_id, { ids: newLines });
        await insertApiBalance(trx, owner, balance);
        await setScheduleSucceeded(trx, scheduleId, today);
        if (created > 0) {
          await recordActivity(trx, {
            actor: null,
            organizationId: account.organization_id,
            entity: 'BANK_ACCOUNT',
            entityId: account.id,
            action: 'UPDATED',
            description: describeActivity('STATEMENT_SYNCED', {
              alias: account.alias,
              count: created,
            }),
          });
        }
      });
      this.logger.info({ scheduleId, bankAccountId: account.id, created }, 'statement sync done');
    } catch (error) {
      const reason =
        error instanceof BankAdapterError
          ? `${error.kind}${error.bankResponseCode ? ` ${error.bankResponseCode}` : ''}: ${error.bankResponseMessage ?? error.message}`
          : (error as Error).message;
      this.logger.warn({ scheduleId, bankAccountId: account.id, reason }, 'statement sync failed');
      await setScheduleFailed(this.db, scheduleId, reason.slice(0, 500));
    }
  }
}
