import { Grid, GridItem, Input, Textarea } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { FormattedMessage } from 'react-intl';
import { formatDecimal } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DateInput } from '../../ui/DateInput';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { FormSection } from '../../ui/FormSection';
import { MoneyInput } from '../../ui/MoneyInput';
import { MEMO_MAX, NOTES_MAX, type OrderFormValues } from './orderFormSchema';

/** The order form's "Details" section: amount, payment date (today at the earliest), memo and notes. */
export function OrderDetailsSection({ today }: { today: string }) {
  const formik = useFormikContext<OrderFormValues>();
  const { errorOf, input } = formikFields(formik);
  const { language } = useLanguage();

  return (
    <FormSection title={<FormattedMessage id="paymentForm.section.details" />}>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
        <FormField
          label={<FormattedMessage id="paymentForm.amount" />}
          error={errorOf('amount')}
          helper={<FormattedMessage id="paymentForm.amountHint" />}
          required
        >
          <MoneyInput
            {...input('amount')}
            placeholder={formatDecimal('1500000.00', language)}
            data-testid="payment-form-amount"
          />
        </FormField>
        <FormField
          label={<FormattedMessage id="paymentForm.date" />}
          error={errorOf('paymentDate')}
          helper={<FormattedMessage id="paymentForm.dateHint" />}
          required
        >
          <DateInput {...input('paymentDate')} min={today} data-testid="payment-form-date" />
        </FormField>
        <GridItem colSpan={{ base: 1, md: 2 }}>
          <FormField
            label={<FormattedMessage id="paymentForm.memo" />}
            error={errorOf('memo')}
            helper={<FormattedMessage id="paymentForm.memoHint" />}
          >
            <Input {...input('memo')} autoComplete="off" maxLength={MEMO_MAX} />
          </FormField>
        </GridItem>
        <GridItem colSpan={{ base: 1, md: 2 }}>
          <FormField
            label={<FormattedMessage id="paymentForm.notes" />}
            error={errorOf('notes')}
            helper={<FormattedMessage id="paymentForm.notesHint" />}
          >
            <Textarea {...input('notes')} rows={3} maxLength={NOTES_MAX} />
          </FormField>
        </GridItem>
      </Grid>
    </FormSection>
  );
}
