import type { Task } from 'graphile-worker';
import type { Kysely } from 'kysely';
import { compareAmounts } from '../../../formats/amount.js';
import { describeActivity, recordActivity } from '../../kit/activity.js';
import { publishEvent } from '../../kit/events.js';
import type { Mailer } from '../../kit/mailer.js';
import type { InvoicingDatabase } from '../db-types.js';
import { invoiceMail, invoiceMailFacts, invoiceRecipient } from '../invoice-links/mail.js';
import { issuedInvoice } from '../sales-invoices/invoice-pdf.js';
import { closeReminder, lockPendingReminder } from './repository.js';

/** What the reminder mail job is given: which reminder; the rest is read when it runs. */
export type ReminderMail = { organizationId: string; reminderId: string };

/**
 * Mails one reminder to the invoice's buyer, as the invoice's own mail goes
 * (`invoiceRecipient`), with what is left to pay, how many days it is
 * overdue and a new link to the invoice (which spends the older one). All in
 * one transaction that holds the reminder's row: it is marked sent, its
 * invoice's activity says so and open screens hear of it, and a send that
 * fails undoes them for the job's retry; a second run of the same job waits
 * for the first and finds it sent. A reminder whose invoice was paid or
 * cancelled since the run that wrote it is marked moot and not sent, as is
 * one of a milestone settled since. A milestone's reminder names it, what is
 * left of it and its own due date.
 */
export function invoiceReminderMailTask(
  db: Kysely<InvoicingDatabase>,
  deps: { mailer: Mailer; appUrl: string },
): Task {
  return async (payload) => {
    const { organizationId, reminderId } = payload as ReminderMail;
    await db.transaction().execute(async (trx) => {
      const reminder = await lockPendingReminder(trx, organizationId, reminderId);
      if (!reminder) return;
      const issued = await issuedInvoice(trx, organizationId, reminder.invoice_id);
      const invoice = issued?.invoice;
      if (
        !issued ||
        invoice?.status !== 'ISSUED' ||
        compareAmounts(invoice.remainingAmount, '0.00') <= 0
      )
        return closeReminder(trx, reminder.id, null);
      const milestone = invoice.milestones.find(
        (each) => each.position === reminder.milestone_position,
      );
      // A milestone settled since the run is moot; so is a rest under a rupiah, which the run leaves alone too.
      const least = invoice.currency === 'IDR' ? '1.00' : '0.01';
      if (milestone && compareAmounts(milestone.remainingAmount, least) < 0)
        return closeReminder(trx, reminder.id, null);
      const { to, languages } = await invoiceRecipient(trx, organizationId, invoice.customer.id);
      const facts = await invoiceMailFacts(trx, organizationId, issued, deps.appUrl);
      await closeReminder(trx, reminder.id, to);
      await recordActivity(trx, {
        actor: null,
        organizationId,
        entity: 'SALES_INVOICE',
        entityId: invoice.id,
        action: 'UPDATED',
        description: describeActivity('SALES_INVOICE_REMINDER_SENT', {
          number: facts.number,
          days: reminder.days_overdue,
          to,
        }),
      });
      await publishEvent(trx, {
        type: 'sales-invoice.changed',
        organizationId,
        subjectId: invoice.id,
        permission: 'invoices:read',
        change: 'REMINDED',
      });
      const about = milestone
        ? {
            milestone: milestone.name,
            amount: milestone.remainingAmount,
            dueDate: milestone.dueDate,
          }
        : {};
      await deps.mailer.send(
        invoiceMail(
          to,
          milestone ? 'milestoneReminder' : 'reminder',
          { ...facts, ...about, daysOverdue: reminder.days_overdue },
          languages,
        ),
      );
    });
  };
}
