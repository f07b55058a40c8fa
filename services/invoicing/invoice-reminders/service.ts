import type { Kysely } from 'kysely';
import {
  INVOICE_REMINDER_MAIL_JOB,
  INVOICE_REMINDERS_DUE_JOB,
  INVOICE_REMINDERS_RUN_JOB,
  invoiceReminderErrors as definitions,
  type InvoiceReminderResponse,
  type InvoiceReminderSettingsBody,
  type InvoiceReminderSettingsResponse,
} from '../../../contracts/invoicing/invoice-reminders.js';
import { reminderStepsIssue } from '../../../formats/reminder-steps.js';
import { jakartaDate } from '../../../formats/indonesia.js';
import { changesBetween, describeActivity, recordActivityBy } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { errorsOf } from '../../kit/errors.js';
import { addJobInTransaction, addJobsInTransaction } from '../../kit/jobs.js';
import { INVOICING_JOBS_SCHEMA } from '../database-schema.js';
import type { InvoicingDatabase } from '../db-types.js';
import {
  findReminderSettings,
  insertDueReminders,
  listSentReminders,
  organizationsReminding,
  saveReminderSettings,
} from './repository.js';

const errors = errorsOf(definitions);

/**
 * When the reminders of overdue invoices go out: daily at 08:00 in Jakarta
 * (graphile-worker's crontab is in UTC), in business hours. `fill=1d`: a
 * day's run missed while no worker was up runs at the next start (a run
 * sends only what is due and not yet sent, so a late or repeated one sends
 * nothing twice).
 */
export const INVOICE_REMINDERS_CRONTAB = `0 1 * * * ${INVOICE_REMINDERS_DUE_JOB} ?fill=1d`;

/** The refusal of each broken rule of the steps (formats/reminder-steps.ts). */
const STEP_ERRORS = {
  COUNT: errors.stepCount,
  RANGE: errors.stepRange,
  ORDER: errors.stepOrder,
} as const;

/** What a reminder run does: the organisation's reminders due as of an instant. */
export type ReminderRun = { organizationId: string; now?: string };

/**
 * Payment reminders of overdue invoices (contracts/invoicing/invoice-reminders.ts):
 * the organisation's schedule, read with `settings:read` and changed with
 * `settings:manage` (logged on the organisation); the reminders sent for
 * invoices, read with `invoices:read`; and the runs of the job that finds
 * the reminders due and queues their mail.
 */
export class InvoiceReminderService {
  constructor(
    private readonly db: Kysely<InvoicingDatabase>,
    /** The clock a run decides "today" by, in Jakarta, when its job names no instant. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  async settings(auth: AccessClaims): Promise<InvoiceReminderSettingsResponse> {
    requirePermission(auth, 'settings:read');
    return findReminderSettings(this.db, auth.org);
  }

  /** Sets whether reminders go out and their steps; the first broken rule of the steps refuses it, on `days`. */
  async update(
    auth: AccessClaims,
    body: InvoiceReminderSettingsBody,
  ): Promise<InvoiceReminderSettingsResponse> {
    requirePermission(auth, 'settings:manage');
    const issue = reminderStepsIssue(body.days);
    if (issue) throw STEP_ERRORS[issue]();
    const after = { enabled: body.enabled, days: body.days };
    await this.db.transaction().execute(async (trx) => {
      const before = await findReminderSettings(trx, auth.org, true);
      await saveReminderSettings(trx, auth.org, after);
      const changes = changesBetween(before, after, ['enabled', 'days']);
      if (changes.length === 0) return;
      await recordActivityBy(trx, auth, {
        entity: 'ORGANIZATION',
        entityId: auth.org,
        action: 'UPDATED',
        description: describeActivity('INVOICE_REMINDERS_CHANGED'),
        changes,
      });
    });
    return after;
  }

  async sent(
    auth: AccessClaims,
    invoiceIds: readonly string[],
  ): Promise<InvoiceReminderResponse[]> {
    requirePermission(auth, 'invoices:read');
    return listSentReminders(this.db, auth.org, invoiceIds);
  }

  /**
   * The daily job: a run queued for each organisation whose reminders are on,
   * all as of the same instant; a run still waiting for an organisation is
   * replaced rather than doubled.
   */
  async queueRuns(now: Date = this.now()): Promise<number> {
    const organizations = await organizationsReminding(this.db);
    await this.db.transaction().execute(async (trx) => {
      for (const organizationId of organizations)
        await addJobInTransaction(
          trx,
          INVOICING_JOBS_SCHEMA,
          INVOICE_REMINDERS_RUN_JOB,
          { organizationId, now: now.toISOString() } satisfies ReminderRun,
          { jobKey: `${INVOICE_REMINDERS_RUN_JOB}:${organizationId}` },
        );
    });
    return organizations.length;
  }

  /**
   * One organisation's run as of `now`: the reminders due on that day in
   * Jakarta are written and their mail queued in one transaction, so each
   * step of an invoice is queued once whichever runs meet, and a run that
   * fails queues nothing; answers how many were queued. Nothing while the
   * organisation's reminders are off.
   */
  async run(organizationId: string, now: Date = this.now()): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const settings = await findReminderSettings(trx, organizationId);
      if (!settings.enabled) return 0;
      const ids = await insertDueReminders(trx, organizationId, settings.days, jakartaDate(now));
      await addJobsInTransaction(
        trx,
        INVOICING_JOBS_SCHEMA,
        INVOICE_REMINDER_MAIL_JOB,
        ids.map((reminderId) => ({ organizationId, reminderId })),
      );
      return ids.length;
    });
  }
}
