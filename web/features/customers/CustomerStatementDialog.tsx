import { Grid } from '@chakra-ui/react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { LANGUAGES } from '../../i18n/language';
import { useLanguage } from '../../i18n/useLanguage';
import { uuidOf } from '../../relay/globalId';
import { DateInput } from '../../ui/DateInput';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { FormField } from '../../ui/FormField';
import { OptionSelect } from '../../ui/OptionSelect';
import { todayIn } from '../../ui/filters/todayIn';
import { formikFields } from '../../ui/formikFields';
import { useFileDownload } from '../../ui/useFileDownload';
import {
  customerStatementSchema,
  customerStatementUrl,
  initialStatementValues,
  STATEMENT_CONTENT_TYPES,
  STATEMENT_FORMATS,
  type CustomerStatementValues,
} from './customerStatementSchema';

/** The customer whose statement is asked for: its global id and name. */
export type StatementCustomer = { id: string; name: string };

type CustomerStatementDialogProps = {
  customer: StatementCustomer | null;
  /** The organisation's time zone, which decides today. */
  timeZone: string;
  /** The organisation's currency, the statement's. */
  currency: string;
  onClose: () => void;
};

/**
 * Downloads a customer's statement of account (`/customers/{uuid}/statement.pdf|csv`):
 * the period (from the first of the month three months ago to today by
 * default), the language it is written in and the file, PDF for the buyer or
 * CSV for a spreadsheet. A refusal (the period, the permission, the customer
 * gone) shows in the dialog in the reader's words; the dialog closes once the
 * file is saved.
 */
export function CustomerStatementDialog({
  customer,
  timeZone,
  currency,
  onClose,
}: CustomerStatementDialogProps) {
  return (
    <FormDialog
      open={customer !== null}
      onClose={onClose}
      testId="customer-statement-dialog"
      title={<FormattedMessage id="customers.statementDialog.title" />}
    >
      {customer ? (
        <StatementForm
          customer={customer}
          timeZone={timeZone}
          currency={currency}
          onClose={onClose}
        />
      ) : null}
    </FormDialog>
  );
}

function StatementForm({
  customer,
  timeZone,
  currency,
  onClose,
}: Omit<CustomerStatementDialogProps, 'customer'> & { customer: StatementCustomer }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const fileDownload = useFileDownload();
  const submit = async (
    values: CustomerStatementValues,
    helpers: FormikHelpers<CustomerStatementValues>,
  ) => {
    helpers.setStatus(undefined);
    const refusal = await fileDownload(
      customerStatementUrl(uuidOf(customer.id, 'Customer') ?? '', values, currency),
      { type: STATEMENT_CONTENT_TYPES[values.format], name: `statement.${values.format}` },
    );
    if (refusal) helpers.setStatus(refusal);
    else onClose();
  };
  return (
    <Formik<CustomerStatementValues>
      initialValues={initialStatementValues(todayIn(timeZone), language)}
      validationSchema={customerStatementSchema(intl)}
      onSubmit={submit}
    >
      <FormDialogForm
        intro={
          <FormattedMessage
            id="customers.statementDialog.body"
            values={{ name: customer.name, currency }}
          />
        }
        errorTestId="customer-statement-error"
        onCancel={onClose}
        submitLabel={<FormattedMessage id="customers.statementDialog.download" />}
        submitTestId="customer-statement-download"
      >
        <StatementFields />
      </FormDialogForm>
    </Formik>
  );
}

/** The statement's period, and the language and format of the file. */
function StatementFields() {
  const intl = useIntl();
  const { errorOf, input } = formikFields(useFormikContext<CustomerStatementValues>());
  const choices = (prefix: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: intl.formatMessage({ id: `${prefix}.${value}` }) }));
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
      <FormField
        label={<FormattedMessage id="customers.statementDialog.from" />}
        error={errorOf('from')}
        required
      >
        <DateInput {...input('from')} data-testid="customer-statement-from" />
      </FormField>
      <FormField
        label={<FormattedMessage id="customers.statementDialog.to" />}
        error={errorOf('to')}
        required
      >
        <DateInput {...input('to')} data-testid="customer-statement-to" />
      </FormField>
      <FormField label={<FormattedMessage id="customers.statementDialog.language" />}>
        <OptionSelect
          {...input('language')}
          options={choices('customers.statementDialog.language', LANGUAGES)}
          data-testid="customer-statement-language"
        />
      </FormField>
      <FormField label={<FormattedMessage id="customers.statementDialog.format" />}>
        <OptionSelect
          {...input('format')}
          options={choices('customers.statementDialog.format', STATEMENT_FORMATS)}
          data-testid="customer-statement-format"
        />
      </FormField>
    </Grid>
  );
}
