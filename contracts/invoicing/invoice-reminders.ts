import { Type, type Static } from 'typebox';
import { areaActivity, plural } from '../common/activity-text.js';
import { defineErrors } from '../common/errors.js';
import { Nullable } from '../common/schemas.js';
import { REMINDER_DAY_MAX, REMINDER_STEPS_MAX } from '../../formats/reminder-steps.js';

/**
 * Payment reminders of overdue invoices (and of each overdue milestone of an
 * invoice paid in milestones, from its own due date). An organisation sets whether they
 * go out and the days after the due date at which one does (its steps, for
 * example 1, 7, 14 and 30). Once a day a job finds the issued invoices with
 * something left to pay whose due date has passed in Jakarta, and for each
 * the latest step reached (a job that ran late sends that one, not the ones
 * it missed): unless that step, or a later one, was already sent, a reminder
 * row (invoice, step) is written, unique, in the transaction that queues its
 * mail, so a step is mailed at most once whatever runs at once or again. The
 * mail goes to the buyer as the invoice's own mail does (finance contact,
 * else the buyer's email; its language, else both) with a new link to the
 * invoice, and is not sent when the invoice was paid or cancelled meanwhile.
 *
 * The settings are the invoicing service's own rather than the account
 * service's Orders settings: the job that reads them runs without a member's
 * token, and a service reads no other service's tables.
 */
export { REMINDER_DAY_MAX, REMINDER_STEPS_MAX };
/**
 * The steps an organisation starts with. Reminders start switched off: a
 * mail to a buyer cannot be taken back, so none goes out in an
 * organisation's name until it chooses to; switching them on finds these
 * steps ready.
 */
export const DEFAULT_REMINDER_DAYS: readonly number[] = [1, 7, 14, 30];

/** The daily job that queues each organisation's due reminders; the per-organisation run; the mail of one reminder. */
export const INVOICE_REMINDERS_DUE_JOB = 'invoice-reminders:due';
export const INVOICE_REMINDERS_RUN_JOB = 'invoice-reminders:run';
export const INVOICE_REMINDER_MAIL_JOB = 'invoice-reminder-mail';

export const InvoiceReminderSettingsResponse = Type.Object({
  enabled: Type.Boolean({ description: 'Whether reminders go out; off until switched on.' }),
  days: Type.Array(Type.Integer(), {
    description:
      'Days after the due date at which a reminder goes out, strictly increasing: 1 to 10 steps of 1 to 365 days.',
  }),
});
export type InvoiceReminderSettingsResponse = Static<typeof InvoiceReminderSettingsResponse>;

export const InvoiceReminderSettingsBody = Type.Object(
  {
    enabled: Type.Boolean(),
    // Bounded loosely here: the service answers the steps' own codes (U-INV-RM-1 to 3).
    days: Type.Array(Type.Integer(), { maxItems: 100 }),
  },
  { additionalProperties: false },
);
export type InvoiceReminderSettingsBody = Static<typeof InvoiceReminderSettingsBody>;

export const InvoiceRemindersQuery = Type.Object({
  invoiceIds: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 100 }),
});
export type InvoiceRemindersQuery = Static<typeof InvoiceRemindersQuery>;

export const InvoiceReminderResponse = Type.Object({
  invoiceId: Type.String({ format: 'uuid' }),
  milestone: Nullable(Type.Integer(), {
    description:
      'The milestone it reminded of (its position), counted from that milestone’s due date; null: the whole invoice.',
  }),
  step: Type.Integer({
    description: 'The schedule’s step it was sent for: days after the due date.',
  }),
  daysOverdue: Type.Integer({ description: 'Days past the due date the day it was sent.' }),
  sentAt: Type.String({ format: 'date-time' }),
  sentTo: Type.String({ description: 'The address it was mailed to.' }),
});
export type InvoiceReminderResponse = Static<typeof InvoiceReminderResponse>;

export const InvoiceRemindersResponse = Type.Object({
  items: Type.Array(InvoiceReminderResponse, {
    description:
      'The reminders sent for the invoices, oldest first; other organisations’ left out.',
  }),
});
export type InvoiceRemindersResponse = Static<typeof InvoiceRemindersResponse>;

/** The reminder settings' refusals, `U-INV-RM-n`, each on `days`. */
export const invoiceReminderErrors = defineErrors({
  stepCount: {
    status: 400,
    code: 'U-INV-RM-1',
    message: `Set 1 to ${REMINDER_STEPS_MAX} reminder steps.`,
    field: 'days',
  },
  stepRange: {
    status: 400,
    code: 'U-INV-RM-2',
    message: `Each reminder step is a whole number of days from 1 to ${REMINDER_DAY_MAX}.`,
    field: 'days',
  },
  stepOrder: {
    status: 400,
    code: 'U-INV-RM-3',
    message: 'Write the reminder steps from the earliest to the latest, each day once.',
    field: 'days',
  },
});

/** What reminders write to the activity log: a reminder mailed on its invoice, the settings changed on the organisation. */
export const INVOICE_REMINDERS_ACTIVITY = areaActivity([], {
  SALES_INVOICE_REMINDER_SENT: (v: { number: string; days: number; to: string }) =>
    `Invoice ${v.number}: payment reminder sent to ${v.to}, ${plural(v.days, 'day', 'days')} overdue`,
  INVOICE_REMINDERS_CHANGED: () => 'Payment reminder settings changed',
});
