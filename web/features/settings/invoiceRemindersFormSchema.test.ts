import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import {
  DEFAULT_REMINDER_DAYS,
  invoiceReminderErrors,
} from '../../../contracts/invoicing/invoice-reminders';
import { en, id } from '../../i18n/messageFiles';
import {
  invoiceRemindersFormSchema,
  reminderDaysInputOf,
  type InvoiceRemindersFormValues,
} from './invoiceRemindersFormSchema';

/** The form's error on the steps as formik shows it, in the language; null when they pass. */
async function daysError(days: string, catalogue = en): Promise<string | null> {
  const values: InvoiceRemindersFormValues = { enabled: true, days };
  try {
    await invoiceRemindersFormSchema(createIntl({ locale: 'en', messages: catalogue })).validate(
      values,
    );
    return null;
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    return error.message;
  }
}

describe('the payment reminders form’s rules', () => {
  it('when the steps are written with commas or spaces, they pass and are sent as days', async () => {
    expect(await daysError('1, 7, 14, 30')).toBeNull();
    expect(await daysError(' 3 10 45')).toBeNull();
    expect(reminderDaysInputOf('1, 7, 14, 30')).toEqual([...DEFAULT_REMINDER_DAYS]);
    expect(reminderDaysInputOf('7, 1')).toBeNull();
  });

  it('when a rule is broken, the form says it in the service’s words, in English and Indonesian', async () => {
    expect(await daysError('')).toBe(invoiceReminderErrors.stepCount.message);
    expect(await daysError('1 2 3 4 5 6 7 8 9 10 11')).toBe(
      invoiceReminderErrors.stepCount.message,
    );
    expect(await daysError('0, 7')).toBe(invoiceReminderErrors.stepRange.message);
    expect(await daysError('1, 7.5')).toBe(invoiceReminderErrors.stepRange.message);
    expect(await daysError('1, seminggu')).toBe(invoiceReminderErrors.stepRange.message);
    expect(await daysError('14, 7')).toBe(invoiceReminderErrors.stepOrder.message);
    expect(await daysError('14, 7', id)).toBe(
      'Tulis langkah pengingat dari yang paling awal ke yang paling akhir, tiap hari sekali saja.',
    );
  });
});
