import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import type { OrderFormValues } from './orderFormSchema';
import { isRecurrenceEvery, recurrenceEveryText } from './recurrence';

/** The order form's series as the summary says it, once its step is one the service takes; null for one time. */
export function useRepeatsText(): string | null {
  const { values } = useFormikContext<OrderFormValues>();
  const intl = useIntl();
  const { language } = useLanguage();
  if (values.repeat !== 'REPEATS' || !isRecurrenceEvery(values.repeatEvery, values.repeatUnit))
    return null;
  const every = recurrenceEveryText(intl, {
    unit: values.repeatUnit,
    every: Number(values.repeatEvery.trim()),
  });
  return /^\d{4}-\d{2}-\d{2}$/.test(values.repeatUntil)
    ? intl.formatMessage(
        { id: 'paymentForm.summary.repeatUntil' },
        { every, until: formatDate(values.repeatUntil, language) },
      )
    : every;
}
