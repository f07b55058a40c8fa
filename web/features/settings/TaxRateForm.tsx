import { Input, Text } from '@chakra-ui/react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { graphql } from 'react-relay';
import * as yup from 'yup';
import { FX_RATE_CURRENCIES } from '../../../contracts/treasury/fx-rate-values.js';
import type { TaxRateFormCorrectMutation } from '../../__generated__/TaxRateFormCorrectMutation.graphql';
import type { TaxRateFormMutation } from '../../__generated__/TaxRateFormMutation.graphql';
import { formatRate } from '../../domain/formatRate';
import { isoWeekday } from '../../../formats/calendar.js';
import { useLanguage } from '../../i18n/useLanguage';
import { useCommit } from '../../relay/useCommit';
import { DateInput } from '../../ui/DateInput';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { OptionSelect } from '../../ui/OptionSelect';
import { useFormFeedback } from '../../ui/useFormFeedback';
import type { TaxRateTarget } from './TaxRateRow';

type Values = { currency: 'USD' | 'SGD'; validFrom: string; rate: string; kmkNumber: string };

/** A new rate: in USD, the rest to write. */
const EMPTY: Values = { currency: 'USD', validFrom: '', rate: '', kmkNumber: '' };

/** A rate to correct, as the form starts from it: its currency and week fixed. */
const valuesOf = (rate: TaxRateTarget): Values => ({
  currency: rate.currency === 'SGD' ? 'SGD' : 'USD',
  validFrom: rate.validFrom,
  rate: rate.rate,
  kmkNumber: rate.source === 'MANUAL' ? '' : rate.source,
});

/** The form's rules, with the service's messages for the same rules (U-INV-FX-2 and 3): a Wednesday, a rate to the sen. */
function taxRateSchema(intl: IntlShape) {
  const required = intl.formatMessage({ id: 'validation.fieldRequired' });
  return yup.object({
    currency: yup.string().required(required).oneOf(FX_RATE_CURRENCIES),
    validFrom: yup
      .string()
      .required(required)
      .test(
        'wednesday',
        intl.formatMessage({ id: 'error.U-INV-FX-2' }),
        (value) => !value || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isoWeekday(value) === 3),
      ),
    rate: yup
      .string()
      .trim()
      .required(required)
      .matches(/^\d{1,15}(\.\d{1,2})?$/, intl.formatMessage({ id: 'error.U-INV-FX-3' })),
    kmkNumber: yup.string().trim().max(100),
  });
}

/**
 * Enters a week's kurs pajak: the currency, the Wednesday its KMK week
 * starts, rupiah per unit as the KMK writes it (to the sen) and the KMK
 * number (or nothing for a rate entered by hand). A week the currency has
 * is refused: the table keeps the rate issued invoices used. `onEntered`
 * is told the rate as the table keeps it, in words.
 */
export function TaxRateForm({
  onCancel,
  onEntered,
  correcting = null,
}: {
  onCancel: () => void;
  onEntered: (rate: string) => void;
  /** A rate entered wrongly, to correct (its rate and KMK); null to enter a new one. */
  correcting?: TaxRateTarget | null;
}) {
  const intl = useIntl();
  const schema = useMemo(() => taxRateSchema(intl), [intl]);
  const enter = useEnterTaxRate(onEntered);
  const correct = useCorrectTaxRate(onEntered, correcting?.id ?? '');
  return (
    <Formik<Values>
      onSubmit={correcting ? correct : enter}
      validationSchema={schema}
      initialValues={correcting ? valuesOf(correcting) : EMPTY}
    >
      <FormDialogForm
        testId="tax-rate-form"
        onCancel={onCancel}
        intro={
          <FormattedMessage
            id={correcting ? 'orders.taxRates.correctDialog.body' : 'orders.taxRates.dialog.body'}
          />
        }
        submitLabel={
          <FormattedMessage id={correcting ? 'orders.taxRates.correct' : 'orders.taxRates.enter'} />
        }
        submitTestId="tax-rate-submit"
        errorTestId="tax-rate-error"
      >
        <TaxRateFields fixed={correcting !== null} />
      </FormDialogForm>
    </Formik>
  );
}

/** The form's fields, the rate echoed as the table will show it; a rate corrected keeps its currency and week (`fixed`). */
function TaxRateFields({ fixed }: { fixed: boolean }) {
  const formik = useFormikContext<Values>();
  const { language } = useLanguage();
  const { errorOf, input } = formikFields(formik);
  const { rate, currency } = formik.values;
  return (
    <>
      <FormField
        label={<FormattedMessage id="orders.taxRates.field.currency" />}
        error={errorOf('currency')}
        required
      >
        {fixed ? (
          <Text fontWeight="medium" data-testid="tax-rate-currency">
            {currency}
          </Text>
        ) : (
          <OptionSelect
            {...input('currency')}
            options={FX_RATE_CURRENCIES.map((value) => ({ value, label: value }))}
          />
        )}
      </FormField>
      <FormField
        label={<FormattedMessage id="orders.taxRates.field.validFrom" />}
        helper={<FormattedMessage id="orders.taxRates.field.validFromHint" />}
        error={errorOf('validFrom')}
        required
      >
        <DateInput {...input('validFrom')} disabled={fixed} />
      </FormField>
      <FormField
        label={<FormattedMessage id="orders.taxRates.field.rate" values={{ currency }} />}
        helper={
          /^\d{1,15}(\.\d{1,2})?$/.test(rate.trim()) ? (
            formatRate(rate.trim(), currency, language)
          ) : (
            <FormattedMessage id="orders.taxRates.field.rateHint" />
          )
        }
        error={errorOf('rate')}
        required
      >
        <Input {...input('rate')} inputMode="decimal" autoComplete="off" />
      </FormField>
      <FormField
        label={<FormattedMessage id="orders.taxRates.field.kmkNumber" />}
        helper={<FormattedMessage id="orders.taxRates.field.kmkNumberHint" />}
        error={errorOf('kmkNumber')}
      >
        <Input {...input('kmkNumber')} autoComplete="off" />
      </FormField>
    </>
  );
}

/** Corrects rate `id` to what the form holds; once the table has it, tells `onCorrected` the rate in words. */
function useCorrectTaxRate(onCorrected: (rate: string) => void, id: string) {
  const { language } = useLanguage();
  const feedback = useFormFeedback();
  const [commit] = useCommit<TaxRateFormCorrectMutation>(graphql`
    mutation TaxRateFormCorrectMutation($input: TaxExchangeRateUpdateInput!) {
      taxExchangeRateUpdate(input: $input) {
        taxExchangeRate {
          ...TaxRateRow_rate
          rate
          currency
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  return async (values: Values, helpers: FormikHelpers<Values>) => {
    const input = {
      taxExchangeRateId: id,
      rate: values.rate.trim(),
      kmkNumber: values.kmkNumber.trim() || null,
    };
    const answer = commit({ variables: { input } }).then(
      (response) => response.taxExchangeRateUpdate,
    );
    const corrected = (await feedback.outcome(values, helpers, answer))?.taxExchangeRate;
    if (corrected) onCorrected(formatRate(corrected.rate, corrected.currency, language));
  };
}

/** Enters the rate the form holds; once the table has it, tells `onEntered` the rate in words. */
function useEnterTaxRate(onEntered: (rate: string) => void) {
  const { language } = useLanguage();
  const feedback = useFormFeedback();
  const [commit] = useCommit<TaxRateFormMutation>(graphql`
    mutation TaxRateFormMutation($input: TaxExchangeRateCreateInput!) {
      taxExchangeRateCreate(input: $input) {
        taxExchangeRate {
          ...TaxRateRow_rate
          rate
          currency
          validFrom
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  return async (values: Values, helpers: FormikHelpers<Values>) => {
    const { currency, validFrom } = values;
    const input = {
      currency,
      validFrom,
      rate: values.rate.trim(),
      kmkNumber: values.kmkNumber.trim() || null,
    };
    const answer = commit({ variables: { input } }).then(
      (response) => response.taxExchangeRateCreate,
    );
    const entered = (await feedback.outcome(values, helpers, answer))?.taxExchangeRate;
    if (entered) onEntered(formatRate(entered.rate, entered.currency, language));
  };
}
