import { sql, type Kysely, type Transaction } from 'kysely';
import {
  DEFAULT_REMINDER_DAYS,
  type InvoiceReminderResponse,
  type InvoiceReminderSettingsResponse,
} from '../../../contracts/invoicing/invoice-reminders.js';
import type { InvoicingDatabase } from '../db-types.js';

type Db = Kysely<InvoicingDatabase>;

/** The organisation's reminder settings; the defaults (off, 1/7/14/30) while it has set none. */
export async function findReminderSettings(
  db: Db,
  organizationId: string,
  lock = false,
): Promise<InvoiceReminderSettingsResponse> {
  const row = await db
    .selectFrom('invoice_reminder_settings')
    .select(['enabled', 'days'])
    .where('organization_id', '=', organizationId)
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();
  return row ?? { enabled: false, days: [...DEFAULT_REMINDER_DAYS] };
}

/** Writes the organisation's reminder settings, whether or not it had any. */
export async function saveReminderSettings(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  settings: InvoiceReminderSettingsResponse,
): Promise<void> {
  await trx
    .insertInto('invoice_reminder_settings')
    .values({ organization_id: organizationId, enabled: settings.enabled, days: settings.days })
    .onConflict((conflict) =>
      conflict.column('organization_id').doUpdateSet({
        enabled: settings.enabled,
        days: settings.days,
        updated_at: new Date(),
      }),
    )
    .execute();
}

/** The organisations whose reminders are on. */
export async function organizationsReminding(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('invoice_reminder_settings')
    .select('organization_id')
    .where('enabled', '=', true)
    .execute();
  return rows.map((row) => row.organization_id);
}

/**
 * Writes a reminder for each part due of the organisation's issued invoices
 * with something left to pay: the invoice as a whole when it has no
 * milestones, else each milestone with something left of it (what is settled
 * of the invoice settles its milestones in due order, sales-invoices/
 * milestones.ts; a rest under a rupiah, the sen a whole-rupiah checkout charge
 * leaves to the next milestone's charge, is not reminded of), counted from
 * that part's own due date. For each, the latest step of `days` reached on
 * `today` (a run that comes late writes only that step, not the ones it
 * missed), unless that step or a later one of the same part has a reminder
 * already; answers the new reminders' ids. Two runs at once write each
 * (invoice, milestone, step) once: the second waits on the first's row and
 * then leaves it (`on conflict do nothing`); the invoices are taken in one
 * order so that they cannot wait on each other in a circle.
 */
export async function insertDueReminders(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  days: readonly number[],
  today: string,
): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    with open as (
      select s.id, s.due_date, s.grand_total - s.remaining_amount as settled,
        case when s.currency = 'IDR' then 1 else 0.01 end as least
      from sales_invoices s
      where s.organization_id = ${organizationId} and s.status = 'ISSUED' and s.remaining_amount > 0
    ), parts as (
      select o.id as invoice_id, null::integer as milestone_position, o.due_date
      from open o
      where not exists (select 1 from invoice_milestones m where m.invoice_id = o.id)
      union all
      select invoice_id, position, due_date from (
        select m.invoice_id, m.position, m.due_date, o.settled, o.least,
          sum(m.amount) over (partition by m.invoice_id order by m.position) as through
        from invoice_milestones m join open o on o.id = m.invoice_id
      ) milestone
      where through - settled >= least
    )
    insert into invoice_reminders (organization_id, invoice_id, milestone_position, step_days, days_overdue)
    select ${organizationId}, p.invoice_id, p.milestone_position, due.step, ${today}::date - p.due_date
    from parts p
    cross join lateral (
      select max(step) as step from unnest(${days}::integer[]) as step
      where step <= ${today}::date - p.due_date
    ) due
    where p.due_date <= ${today}::date - ${Math.min(...days)}::integer
      and not exists (
        select 1 from invoice_reminders r
        where r.organization_id = ${organizationId} and r.invoice_id = p.invoice_id
          and coalesce(r.milestone_position, 0) = coalesce(p.milestone_position, 0)
          and r.step_days >= due.step
      )
    order by p.invoice_id, p.milestone_position
    on conflict do nothing
    returning id`.execute(trx);
  return rows.map((row) => row.id);
}

/** A reminder still to be mailed, locked until the transaction ends; null once sent or found moot (or not the organisation's). */
export async function lockPendingReminder(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  reminderId: string,
) {
  return trx
    .selectFrom('invoice_reminders')
    .select(['id', 'invoice_id', 'milestone_position', 'step_days', 'days_overdue'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', reminderId)
    .where('sent_at', 'is', null)
    .where('moot_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/** Marks a reminder sent to `to`, or (without `to`) moot: its invoice was paid or cancelled before it went out. */
export async function closeReminder(
  trx: Transaction<InvoicingDatabase>,
  reminderId: string,
  to: string | null,
): Promise<void> {
  const now = new Date();
  await trx
    .updateTable('invoice_reminders')
    .set(to ? { sent_at: now, sent_to: to } : { moot_at: now })
    .where('id', '=', reminderId)
    .execute();
}

/** The reminders sent for the organisation's invoices among `invoiceIds`, oldest first. */
export async function listSentReminders(
  db: Db,
  organizationId: string,
  invoiceIds: readonly string[],
): Promise<InvoiceReminderResponse[]> {
  const rows = await db
    .selectFrom('invoice_reminders')
    .select(['invoice_id', 'milestone_position', 'step_days', 'days_overdue', 'sent_at', 'sent_to'])
    .where('organization_id', '=', organizationId)
    .where('invoice_id', 'in', invoiceIds)
    .where('sent_at', 'is not', null)
    .orderBy('sent_at')
    .orderBy('step_days')
    .execute();
  return rows.map((row) => ({
    invoiceId: row.invoice_id,
    milestone: row.milestone_position,
    step: row.step_days,
    daysOverdue: row.days_overdue,
    sentAt: row.sent_at!.toISOString(),
    sentTo: row.sent_to!,
  }));
}
