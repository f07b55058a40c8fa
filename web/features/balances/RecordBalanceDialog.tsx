import { Input } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { RecordBalanceDialogMutation } from '../../__generated__/RecordBalanceDialogMutation.graphql';
import { toastSuccess } from '../../ui/toaster';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { useCommit } from '../../relay/useCommit';
import { useFormFeedback } from '../../ui/useFormFeedback';
import type { AccountToRecord } from './BalanceRow';
import { parseAmountInput } from './parseAmountInput';
import { recordBalanceSchema, type RecordBalanceValues } from './recordBalanceSchema';
import { fromZonedInputValue, toZonedInputValue } from '../../i18n/zonedDateTime';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';

type RecordBalanceDialogProps = {
  open: boolean;
  account: AccountToRecord | null;
  timeZone: string;
  onClose: () => void;
  /** Reloads what the new balance changes (the totals), once it is recorded. */
  onRecorded: () => void;
};

/**
 * Records a balance read by hand for a manual account: available, ledger
 * (optional) and the moment it is of (now by default, on the organisation's
 * clock). The amount is echoed as it will be kept, so a misplaced separator
 * shows before it is saved.
 */
export function RecordBalanceDialog({
  open,
  account,
  timeZone,
  onClose,
  onRecorded,
}: RecordBalanceDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      testId="record-balance-dialog"
      title={
        <FormattedMessage
          id="balances.recordDialog.title"
          values={{ alias: account?.alias ?? '' }}
        />
      }
    >
      {account ? (
        <RecordBalanceForm
          account={account}
          timeZone={timeZone}
          onClose={onClose}
          onRecorded={onRecorded}
        />
      ) : null}
    </FormDialog>
  );
}

type RecordBalanceFormProps = Omit<RecordBalanceDialogProps, 'open' | 'account'> & {
  account: AccountToRecord;
};

function RecordBalanceForm({ account, timeZone, onClose, onRecorded }: RecordBalanceFormProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const submit = useRecordBalanceSubmit({ account, timeZone, onClose, onRecorded });
  const schema = useMemo(
    () => recordBalanceSchema(intl, language, timeZone),
    [intl, language, timeZone],
  );
  const preview = (value: string) => {
    const amount = parseAmountInput(value, language);
    return amount
      ? intl.formatMessage(
          { id: 'balances.field.preview' },
          { amount: formatMoney(amount, account.currency, language) },
        )
      : null;
  };

  return (
    <Formik<RecordBalanceValues>
      initialValues={{ available: '', ledger: '', asOf: toZonedInputValue(new Date(), timeZone) }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {(formik) => {
        const { errorOf, input } = formikFields(formik);
        const availablePreview = preview(formik.values.available);
        const ledgerPreview = preview(formik.values.ledger);
        return (
          <FormDialogForm
            intro={
              <FormattedMessage
                id="balances.recordDialog.body"
                values={{ currency: account.currency }}
              />
            }
            errorTestId="record-balance-error"
            submitLabel={<FormattedMessage id="balances.recordDialog.submit" />}
            submitTestId="record-balance-submit"
            onCancel={onClose}
          >
            <FormField
              label={
                <FormattedMessage
                  id="balances.field.available"
                  values={{ currency: account.currency }}
                />
              }
              error={errorOf('available')}
              helper={availablePreview ?? <FormattedMessage id="balances.field.amountHint" />}
              required
            >
              <Input
                {...input('available')}
                inputMode="decimal"
                autoComplete="off"
                autoFocus
                fontVariantNumeric="tabular-nums"
              />
            </FormField>
            <FormField
              label={
                <FormattedMessage
                  id="balances.field.ledger"
                  values={{ currency: account.currency }}
                />
              }
              error={errorOf('ledger')}
              helper={ledgerPreview ?? <FormattedMessage id="balances.field.ledgerHint" />}
            >
              <Input
                {...input('ledger')}
                inputMode="decimal"
                autoComplete="off"
                fontVariantNumeric="tabular-nums"
              />
            </FormField>
            <FormField
              label={<FormattedMessage id="balances.field.asOf" />}
              error={errorOf('asOf')}
              helper={<FormattedMessage id="balances.field.asOfHint" values={{ timeZone }} />}
              required
            >
              <Input
                {...input('asOf')}
                type="datetime-local"
                max={toZonedInputValue(new Date(), timeZone)}
              />
            </FormField>
          </FormDialogForm>
        );
      }}
    </Formik>
  );
}

/**
 * The form's submit: records the balance for the account and, once it is kept,
 * closes the dialog, reloads the totals and says what was recorded.
 */
function useRecordBalanceSubmit({
  account,
  timeZone,
  onClose,
  onRecorded,
}: RecordBalanceFormProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const feedback = useFormFeedback();
  const [commitRecord] = useCommit<RecordBalanceDialogMutation>(graphql`
    mutation RecordBalanceDialogMutation($input: BalanceRecordInput!) {
      balanceRecord(input: $input) {
        bankAccount {
          id
          ...BalanceRow_bankAccount
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const submit = async (
    values: RecordBalanceValues,
    helpers: FormikHelpers<RecordBalanceValues>,
  ) => {
    helpers.setStatus(undefined);
    const available = parseAmountInput(values.available, language);
    const asOf = fromZonedInputValue(values.asOf, timeZone);
    if (!available || !asOf) return;
    const input = {
      bankAccountId: account.id,
      available,
      ledger: values.ledger.trim() === '' ? null : parseAmountInput(values.ledger, language),
      asOf,
    };
    const recorded = await feedback.outcome(
      values,
      helpers,
      commitRecord({ variables: { input } }).then((response) => response.balanceRecord),
    );
    if (!recorded?.bankAccount) return;
    onClose();
    onRecorded();
    toastSuccess(
      intl.formatMessage(
        { id: 'balances.recorded' },
        { alias: account.alias, amount: formatMoney(available, account.currency, language) },
      ),
    );
  };
  return submit;
}
