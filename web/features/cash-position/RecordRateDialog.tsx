import { Input } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { RecordRateDialogMutation } from '../../__generated__/RecordRateDialogMutation.graphql';
import { formatDate } from '../../i18n/format';
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
import { formatRate } from '../../domain/formatRate';
import { parseRateInput } from './parseRateInput';
import { recordRateSchema, type RecordRateValues } from './recordRateSchema';

type RecordRateDialogProps = {
  open: boolean;
  /** Today in the organisation's calendar (from the server): the day the form starts at, and the latest it takes. */
  today: string;
  onClose: () => void;
  /** Called once the rate is recorded. */
  onRecorded: () => void;
};

/**
 * Records the rate of a day by hand: the day (today by default, never
 * later), USD or SGD, and rupiah per unit as the member writes numbers in
 * their language, echoed as it will be kept. A rate for a day that has one
 * replaces it (the dialog says so before it is sent).
 */
export function RecordRateDialog({ open, today, onClose, onRecorded }: RecordRateDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      testId="record-rate-dialog"
      title={<FormattedMessage id="cashPosition.rates.recordDialog.title" />}
    >
      <RecordRateForm today={today} onClose={onClose} onRecorded={onRecorded} />
    </FormDialog>
  );
}

function RecordRateForm({ today, onClose, onRecorded }: Omit<RecordRateDialogProps, 'open'>) {
  const intl = useIntl();
  const { language } = useLanguage();
  const schema = useMemo(() => recordRateSchema(intl, language, today), [intl, language, today]);
  const submit = useRecordRate(onClose, onRecorded);

  return (
    <Formik<RecordRateValues>
      initialValues={{ date: today, currency: 'USD', rate: '' }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {(formik) => {
        const { values } = formik;
        const { errorOf, input } = formikFields(formik);
        const parsed = parseRateInput(values.rate, language);
        return (
          <FormDialogForm
            intro={<FormattedMessage id="cashPosition.rates.recordDialog.body" />}
            errorTestId="record-rate-error"
            submitLabel={<FormattedMessage id="cashPosition.rates.recordDialog.submit" />}
            submitTestId="record-rate-submit"
            onCancel={onClose}
            testId="record-rate-form"
          >
            <FormField
              label={<FormattedMessage id="cashPosition.rates.field.date" />}
              error={errorOf('date')}
              required
            >
              <DateInput {...input('date')} max={today} />
            </FormField>
            <FormField
              label={<FormattedMessage id="cashPosition.rates.field.currency" />}
              error={errorOf('currency')}
              required
            >
              <OptionSelect
                {...input('currency')}
                options={[
                  {
                    value: 'USD',
                    label: intl.formatMessage({ id: 'cashPosition.rates.currency.USD' }),
                  },
                  {
                    value: 'SGD',
                    label: intl.formatMessage({ id: 'cashPosition.rates.currency.SGD' }),
                  },
                ]}
              />
            </FormField>
            <FormField
              label={
                <FormattedMessage
                  id="cashPosition.rates.field.rate"
                  values={{ currency: values.currency }}
                />
              }
              error={errorOf('rate')}
              helper={
                parsed ? (
                  formatRate(parsed, values.currency, language)
                ) : (
                  <FormattedMessage id="cashPosition.rates.field.rateHint" />
                )
              }
              required
            >
              <Input
                {...input('rate')}
                inputMode="decimal"
                autoComplete="off"
                autoFocus
                fontVariantNumeric="tabular-nums"
              />
            </FormField>
          </FormDialogForm>
        );
      }}
    </Formik>
  );
}

/**
 * Records the rate the form holds, then closes the dialog and says what was
 * kept (and the rate it replaced, if the day had one).
 */
function useRecordRate(onClose: () => void, onRecorded: () => void) {
  const intl = useIntl();
  const { language } = useLanguage();
  const feedback = useFormFeedback();
  const [commitRecord] = useCommit<RecordRateDialogMutation>(graphql`
    mutation RecordRateDialogMutation($input: FxRateRecordInput!) {
      fxRateRecord(input: $input) {
        fxRate {
          date
          currency
          rate
        }
        replaced {
          rate
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  return async (values: RecordRateValues, helpers: FormikHelpers<RecordRateValues>) => {
    const rate = parseRateInput(values.rate, language);
    if (!rate) return;
    const recorded = await feedback.outcome(
      values,
      helpers,
      commitRecord({
        variables: { input: { date: values.date, currency: values.currency, rate } },
      }).then((response) => response.fxRateRecord),
    );
    if (!recorded?.fxRate) return;
    onClose();
    onRecorded();
    const text = {
      rate: formatRate(recorded.fxRate.rate, recorded.fxRate.currency, language),
      date: formatDate(recorded.fxRate.date, language),
    };
    toastSuccess(
      recorded.replaced
        ? intl.formatMessage(
            { id: 'cashPosition.rates.replaced' },
            {
              ...text,
              before: formatRate(recorded.replaced.rate, recorded.fxRate.currency, language),
            },
          )
        : intl.formatMessage({ id: 'cashPosition.rates.recorded' }, text),
    );
  };
}
