import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { reminderStepsIssue, writtenReminderDays } from '../../../formats/reminder-steps';

export type InvoiceRemindersFormValues = {
  enabled: boolean;
  /** As typed: the days after the due date, `1, 7, 14, 30`. */
  days: string;
};

/** The service's code for each broken rule of the steps: its catalogue message is the form's too. */
const STEP_CODES = { COUNT: 'U-INV-RM-1', RANGE: 'U-INV-RM-2', ORDER: 'U-INV-RM-3' } as const;

/** The steps as the API takes them, from what was typed; null when they are not a schedule. */
export function reminderDaysInputOf(written: string): number[] | null {
  const days = writtenReminderDays(written);
  return days && reminderStepsIssue(days) === null ? days : null;
}

/**
 * The payment reminder rules, the same the invoicing service applies
 * (formats/reminder-steps.ts), worded as the service's refusals are: the
 * steps are checked even while reminders are off, so that switching them on
 * finds a schedule.
 */
export function invoiceRemindersFormSchema(intl: IntlShape) {
  return yup.object({
    enabled: yup.boolean().required(),
    days: yup.string().test('steps', '', function check(value) {
      const days = writtenReminderDays(value ?? '');
      const issue = days ? reminderStepsIssue(days) : 'RANGE';
      return issue === null
        ? true
        : this.createError({ message: intl.formatMessage({ id: `error.${STEP_CODES[issue]}` }) });
    }),
  });
}
