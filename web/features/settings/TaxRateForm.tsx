import { Input } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { graphql } from 'react-relay';
import * as yup from 'yup';
import { FX_RATE_CURRENCIES } from '../../../contracts/treasury/fx-rate-values.js';
import type { TaxRateDialogMutation } from '../../__generated__/TaxRateDialogMutation.graphql';
import { formatRate } from '../../domain/formatRate';
import { isoWeekday } from '../../../formats/calendar.js';
import { useLanguage } from '../../i18n/useLanguage';
import { useCommit } from '../../relay/useCommit';
import { DateInput } from '../../ui/DateInput';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { OptionSelect } from '../../ui/OptionSelect';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';

type Values = { currency: 'USD' | 'SGD'; validFrom: string; rate: string; kmkNumber: string };

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

type TaxRateDialogProps = { open: boolean; onClose: () => void; onEntered: () => void };

/**
 * Enters a week's kurs pajak: the currency, the Wednesday its KMK week
 * starts, rupiah per unit as the KMK writes it (to the sen) and the KMK
 * number (or nothing for a rate entered by hand). A week the currency has
 * is refused: the table keeps the rate issued invoices used.
 */
export function TaxRateDialog({ open, onClose, onEntered }: TaxRateDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      testId="tax-rate-dialog"
      title={<FormattedMessage id="orders.taxRates.dialog.title" />}
    >
      <TaxRateForm onClose={onClose} onEntered={onEntered} />
    </FormDialog>
  );
}

function TaxRateForm({ onClose, onEntered }: Omit<TaxRateDialogProps, 'open'>) {
  const intl = useIntl();
  const { language } = useLanguage();
  const schema = useMemo(() => taxRateSchema(intl), [intl]);
  const submit = useEnterTaxRate(onClose, onEntered);
  return (
    <Formik<Values>
      initialValues={{ currency: 'USD', validFrom: '', rate: '', kmkNumber: '' }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {(formik) => {
        const { errorOf, input } = formikFields(formik);
        const { rate, currency } = formik.values;
        return (
          <FormDialogForm
            intro={<FormattedMessage id="orders.taxRates.dialog.body" />}
            errorTestId="tax-rate-error"
            submitLabel={<FormattedMessage id="orders.taxRates.enter" />}
            submitTestId="tax-rate-submit"
            onCancel={onClose}
            testId="tax-rate-form"
          >
            <FormField
              label={<FormattedMessage id="orders.taxRates.field.currency" />}
              error={errorOf('currency')}
              required
            >
              <OptionSelect
                {...input('currency')}
                options={FX_RATE_CURRENCIES.map((value) => ({ value, label: value }))}
              />
            </FormField>
            <FormField
              label={<FormattedMessage id="orders.taxRates.field.validFrom" />}
              helper={<FormattedMessage id="orders.taxRates.field.validFromHint" />}
              error={errorOf('validFrom')}
              required
            >
              <DateInput {...input('validFrom')} />
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
          </FormDialogForm>
        );
      }}
    </Formik>
  );
}

/** Enters the rate the form holds, then closes the dialog and says what the table now has. */
function useEnterTaxRate(onClose: () => void, onEntered: () => void) {
  const intl = useIntl();
  const { language } = useLanguage();
  const feedback = useFormFeedback();
  const [commit] = useCommit<TaxRateDialogMutation>(graphql`
    mutation TaxRateDialogMutation($input: TaxExchangeRateCreateInput!) {
      taxExchangeRateCreate(input: $input) {
        taxExchangeRate {
          currency
          rate
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  return async (values: Values, helpers: FormikHelpers<Values>) => {
    const input = {
      currency: values.currency,
      validFrom: values.validFrom,
      rate: values.rate.trim(),
      kmkNumber: values.kmkNumber.trim() || null,
    };
    const entered = await feedback.outcome(
      values,
      helpers,
      commit({ variables: { input } }).then((response) => response.taxExchangeRateCreate),
    );
    if (!entered?.taxExchangeRate) return;
    onClose();
    onEntered();
    const { rate, currency } = entered.taxExchangeRate;
    toastSuccess(
      intl.formatMessage(
        { id: 'orders.taxRates.entered' },
        { rate: formatRate(rate, currency, language) },
      ),
    );
  };
}
