import { Card, Stack, Textarea } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import * as yup from 'yup';
import type { StatementTransactionFormMutation } from '../../__generated__/StatementTransactionFormMutation.graphql';
import { isPositiveAmount, parseWrittenAmount } from '../../../formats/amount';
import { toastSuccess } from '../../ui/toaster';
import { FormField } from '../../ui/FormField';
import { useCommit } from '../../relay/useCommit';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { FormPageActions } from '../../ui/FormPageActions';
import { useFormFeedback } from '../../ui/useFormFeedback';
import { StatementAccountSelect } from './StatementAccountSelect';
import { StatementTransactionDetailFields } from './StatementTransactionDetailFields';
import { useStatementFormFields } from './useStatementFormFields';
import { addMonths } from '../../../formats/calendar';

const LIST_PATH = '/statement-transactions';

export type StatementTransactionFormValues = {
  bankAccountId: string;
  date: string;
  time: string;
  direction: 'DEBIT' | 'CREDIT';
  amount: string;
  endingBalance: string;
  description: string;
  reference: string;
};

/** A signed balance as typed (`-1.500,00` overdrawn), or null. */
function parseBalance(text: string): string | null {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const parsed = parseWrittenAmount(negative ? trimmed.slice(1) : trimmed);
  return parsed === null ? null : `${negative ? '-' : ''}${parsed}`;
}

/**
 * The rules of a line entered by hand, with the service's messages: an
 * account, a date from 3 months ago to today, a direction, a positive amount
 * with at most two decimals, a description; the ending balance may be
 * negative.
 */
export function statementTransactionSchema(intl: IntlShape, today: string) {
  const required = intl.formatMessage({ id: 'validation.fieldRequired' });
  return yup.object({
    bankAccountId: yup.string().required(required),
    date: yup
      .string()
      .required(required)
      .test(
        'not-after-today',
        intl.formatMessage({ id: 'error.U-TRSY-ST-35' }),
        (value) => !value || value <= today,
      )
      .test(
        'last-3-months',
        intl.formatMessage({ id: 'error.U-TRSY-ST-40' }),
        (value) => !value || value >= addMonths(today, -3),
      ),
    time: yup.string().matches(/^([01]\d|2[0-3]):[0-5]\d$/, {
      message: intl.formatMessage({ id: 'statementForm.timeInvalid' }),
      excludeEmptyString: true,
    }),
    direction: yup.string().oneOf(['DEBIT', 'CREDIT']).required(required),
    amount: yup
      .string()
      .trim()
      .required(required)
      .test('amount', intl.formatMessage({ id: 'error.U-TRSY-ST-38' }), (value) => {
        const parsed = value ? parseWrittenAmount(value) : null;
        return parsed !== null && isPositiveAmount(parsed);
      }),
    endingBalance: yup
      .string()
      .trim()
      .test(
        'balance',
        intl.formatMessage({ id: 'error.U-TRSY-ST-41' }),
        (value) => !value || parseBalance(value) !== null,
      ),
    description: yup.string().trim().required(required).max(1000),
    reference: yup.string().trim().max(200),
  });
}

type StatementTransactionFormProps = {
  bankAccounts: readonly { id: string; label: string }[];
  today: string;
};

/** Enters a statement line by hand, for an account whose statement cannot be imported. */
export function StatementTransactionForm({ bankAccounts, today }: StatementTransactionFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const feedback = useFormFeedback();
  const schema = useMemo(() => statementTransactionSchema(intl, today), [intl, today]);
  const [commit] = useCommit<StatementTransactionFormMutation>(graphql`
    mutation StatementTransactionFormMutation($input: StatementTransactionCreateInput!) {
      statementTransactionCreate(input: $input) {
        statementTransaction {
          id
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const initialValues: StatementTransactionFormValues = {
    bankAccountId: bankAccounts.length === 1 ? bankAccounts[0]!.id : '',
    date: today,
    time: '',
    direction: 'CREDIT',
    amount: '',
    endingBalance: '',
    description: '',
    reference: '',
  };

  const submit = async (
    values: StatementTransactionFormValues,
    helpers: FormikHelpers<StatementTransactionFormValues>,
  ) => {
    const input = {
      bankAccountId: values.bankAccountId,
      date: values.date,
      time: values.time || null,
      direction: values.direction,
      amount: parseWrittenAmount(values.amount)!,
      endingBalance: values.endingBalance.trim() ? parseBalance(values.endingBalance) : null,
      description: values.description.trim(),
      reference: values.reference.trim() || null,
    };
    const created = await feedback.outcome(
      values,
      helpers,
      commit({ variables: { input } }).then((response) => response.statementTransactionCreate),
    );
    if (!created?.statementTransaction) return;
    toastSuccess(intl.formatMessage({ id: 'statementForm.created' }));
    void navigate(LIST_PATH);
  };

  return (
    <Formik<StatementTransactionFormValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
    >
      <StatementTransactionFields bankAccounts={bankAccounts} today={today} />
    </Formik>
  );
}

/** The line's fields: account, date and time, direction, amount, ending balance, reference and description. */
function StatementTransactionFields({
  bankAccounts,
  today,
}: {
  bankAccounts: StatementTransactionFormProps['bankAccounts'];
  today: string;
}) {
  const { formik, shown, bind } = useStatementFormFields();
  const { status, handleSubmit, isSubmitting } = formik;
  return (
    <form noValidate onSubmit={handleSubmit} data-testid="statement-transaction-form">
      <Card.Root variant="outline" bg="bg" maxWidth="3xl">
        <Card.Body>
          <Stack gap="5">
            <FormErrorAlert message={status} />
            <FormField
              label={<FormattedMessage id="statementForm.account" />}
              error={shown('bankAccountId')}
              required
            >
              <StatementAccountSelect {...bind('bankAccountId')} bankAccounts={bankAccounts} />
            </FormField>
            <StatementTransactionDetailFields today={today} />
            <FormField
              label={<FormattedMessage id="statementForm.description" />}
              error={shown('description')}
              required
            >
              <Textarea {...bind('description')} rows={3} />
            </FormField>
            <FormPageActions
              cancelTo={LIST_PATH}
              submitting={isSubmitting}
              submitLabel={<FormattedMessage id="statementForm.submit" />}
              submitTestId="statement-form-submit"
            />
          </Stack>
        </Card.Body>
      </Card.Root>
    </form>
  );
}
