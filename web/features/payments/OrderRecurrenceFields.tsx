import { Grid, Input, Stack } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { DateInput } from '../../ui/DateInput';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { OptionSelect } from '../../ui/OptionSelect';
import type { OrderFormValues } from './orderFormSchema';
import { RECURRENCE_UNIT_LABEL, RECURRENCE_UNITS } from './recurrence';
import { ChoiceCard } from '../../ui/ChoiceCard';
import { ChoiceCardField } from '../../ui/ChoiceCardField';

const CHOICES = [
  { value: 'ONCE', label: 'paymentForm.repeat.once', hint: 'paymentForm.repeat.onceHint' },
  { value: 'REPEATS', label: 'paymentForm.repeat.repeats', hint: 'paymentForm.repeat.repeatsHint' },
] as const;

/**
 * Whether the order is paid once or repeats: once it repeats, every so many
 * days, weeks, months or years from its payment date, and until an optional
 * end date after it (for good without one).
 */
export function OrderRecurrenceFields({ today }: { today: string }) {
  const formik = useFormikContext<OrderFormValues>();
  const { errorOf, input } = formikFields(formik);
  const { values, setFieldValue } = formik;
  const intl = useIntl();
  const repeats = values.repeat === 'REPEATS';
  return (
    <Stack gap="5">
      <ChoiceCardField
        name="repeat"
        label={<FormattedMessage id="paymentForm.repeat" />}
        value={values.repeat}
        onChange={(chosen) => {
          if (chosen === 'ONCE' || chosen === 'REPEATS') void setFieldValue('repeat', chosen);
        }}
        columns={2}
      >
        {CHOICES.map((choice) => (
          <ChoiceCard
            key={choice.value}
            value={choice.value}
            data-testid={`payment-form-repeat-${choice.value}`}
            label={<FormattedMessage id={choice.label} />}
            description={<FormattedMessage id={choice.hint} />}
          />
        ))}
      </ChoiceCardField>
      {repeats ? (
        <Grid
          templateColumns={{ base: '1fr', md: '1fr 1fr' }}
          gap="5"
          data-testid="payment-form-recurrence"
        >
          <FormField
            label={<FormattedMessage id="paymentForm.repeatEvery" />}
            error={errorOf('repeatEvery')}
            helper={<FormattedMessage id="paymentForm.repeatEveryHint" />}
            required
          >
            <Grid templateColumns="5rem minmax(0, 1fr)" gap="2" width="full">
              <Input
                {...input('repeatEvery')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={3}
                aria-label={intl.formatMessage({ id: 'paymentForm.repeatEvery' })}
                data-testid="payment-form-repeat-every"
              />
              <OptionSelect
                {...input('repeatUnit')}
                aria-label={intl.formatMessage({ id: 'paymentForm.repeatUnit' })}
                options={RECURRENCE_UNITS.map((unit) => ({
                  value: unit,
                  label: intl.formatMessage(RECURRENCE_UNIT_LABEL[unit]),
                }))}
                data-testid="payment-form-repeat-unit"
              />
            </Grid>
          </FormField>
          <FormField
            label={<FormattedMessage id="paymentForm.repeatUntil" />}
            error={errorOf('repeatUntil')}
            helper={<FormattedMessage id="paymentForm.repeatUntilHint" />}
          >
            <DateInput
              {...input('repeatUntil')}
              min={values.paymentDate > today ? values.paymentDate : today}
              data-testid="payment-form-repeat-until"
            />
          </FormField>
        </Grid>
      ) : null}
    </Stack>
  );
}
