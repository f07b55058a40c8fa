import { Stack } from '@chakra-ui/react';
import { Formik, getIn, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type {
  ExpectedTransactionForm_expectedTransaction$data,
  ExpectedTransactionForm_expectedTransaction$key,
} from '../../__generated__/ExpectedTransactionForm_expectedTransaction.graphql';
import type {
  ExpectedTransactionForm_options$data,
  ExpectedTransactionForm_options$key,
} from '../../__generated__/ExpectedTransactionForm_options.graphql';
import type { ExpectedTransactionFormCreateMutation } from '../../__generated__/ExpectedTransactionFormCreateMutation.graphql';
import type { ExpectedTransactionFormUpdateMutation } from '../../__generated__/ExpectedTransactionFormUpdateMutation.graphql';
import { parseWrittenAmount } from '../../../formats/amount';
import { useCommit } from '../../relay/useCommit';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { FormPageActions } from '../../ui/FormPageActions';
import { formikFields } from '../../ui/formikFields';
import { FormSection } from '../../ui/FormSection';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';
import { ExpectedTransactionDetailsFields } from './ExpectedTransactionDetailsFields';
import {
  expectedTransactionFormSchema,
  type ExpectedTransactionFormValues,
} from './expectedTransactionFormSchema';
import { ReconciliationDataSection } from './ReconciliationDataSection';

const LIST_PATH = '/expected-transactions';

type ExpectedTransactionFormProps = {
  options: ExpectedTransactionForm_options$key;
  /** The expected transaction to edit; absent to create one. */
  expectedTransaction?: ExpectedTransactionForm_expectedTransaction$key | null;
  /** Today in the organisation's time zone, the date a new one starts with. */
  today: string;
};

/** Whether a server `field` path names a leaf of the form (`amount`, `reconciliationData.0.key`). */
function isFormField(
  values: ExpectedTransactionFormValues,
  path: string | null | undefined,
): path is string {
  return typeof path === 'string' && typeof getIn(values, path) === 'string';
}

/**
 * Creates or edits an expected transaction: date, direction (Outgoing or
 * Incoming), amount and currency, counterparty, the bank account it is
 * expected on, descriptions, external id and additional reconciliation data.
 * Server rule breaks (`userErrors`) land on the field they name.
 */
export function ExpectedTransactionForm({
  options,
  expectedTransaction,
  today,
}: ExpectedTransactionFormProps) {
  const choices = useFragment(
    graphql`
      fragment ExpectedTransactionForm_options on Query
      @argumentDefinitions(
        withCounterparties: { type: "Boolean", defaultValue: false }
        withBankAccounts: { type: "Boolean", defaultValue: false }
      ) {
        ...CounterpartySelect_query
          @include(if: $withCounterparties)
          @alias(as: "counterpartyChoices")
        bankAccounts @include(if: $withBankAccounts) {
          id
          alias
          currency
          accountNumber
          bank {
            name
          }
        }
      }
    `,
    options,
  );
  const existing = useFragment(
    graphql`
      fragment ExpectedTransactionForm_expectedTransaction on ExpectedTransaction {
        id
        date
        direction
        description
        internalDescription
        externalId
        amount {
          amount
          currency
        }
        counterparty {
          id
          alias
          legalName
        }
        bankAccount {
          id
        }
        reconciliationData {
          key
          value
        }
      }
    `,
    expectedTransaction ?? null,
  );
  const intl = useIntl();

  const bankAccounts = useMemo(() => choices.bankAccounts ?? [], [choices.bankAccounts]);
  const accountCurrencies = useMemo(
    () => new Map(bankAccounts.map((account) => [account.id, account.currency as string])),
    [bankAccounts],
  );
  const schema = useMemo(
    () => expectedTransactionFormSchema(intl, accountCurrencies),
    [intl, accountCurrencies],
  );
  // Without the permission to read counterparties or bank accounts the form cannot show them: it leaves them as they are.
  const counterpartyChoices = choices.counterpartyChoices;
  const canChooseAccount = choices.bankAccounts != null;

  const initialValues = initialValuesOf(existing, today);

  const submit = useSaveExpectedTransaction(
    existing,
    counterpartyChoices != null,
    canChooseAccount,
  );

  return (
    <Formik<ExpectedTransactionFormValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
    >
      <ExpectedTransactionFormBody
        accountCurrencies={accountCurrencies}
        counterpartyChoices={counterpartyChoices}
        currentCounterparty={existing?.counterparty}
        bankAccounts={canChooseAccount ? bankAccounts : null}
        editing={existing != null}
      />
    </Formik>
  );
}

/**
 * Saves the form: updates the expected transaction being edited or creates a new one,
 * puts server rule breaks on the field they name, and on success says so and returns to the list.
 */
function useSaveExpectedTransaction(
  existing: ExpectedTransactionForm_expectedTransaction$data | null | undefined,
  withCounterparty: boolean,
  withAccount: boolean,
) {
  const intl = useIntl();
  const navigate = useNavigate();
  const feedback = useFormFeedback();
  const [commitCreate] = useCommit<ExpectedTransactionFormCreateMutation>(graphql`
    mutation ExpectedTransactionFormCreateMutation($input: ExpectedTransactionCreateInput!) {
      expectedTransactionCreate(input: $input) {
        expectedTransaction {
          id
          description
          ...ExpectedTransactionRow_expectedTransaction
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitUpdate] = useCommit<ExpectedTransactionFormUpdateMutation>(graphql`
    mutation ExpectedTransactionFormUpdateMutation($input: ExpectedTransactionUpdateInput!) {
      expectedTransactionUpdate(input: $input) {
        expectedTransaction {
          id
          description
          ...ExpectedTransactionRow_expectedTransaction
          ...ExpectedTransactionForm_expectedTransaction
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const submit = async (
    values: ExpectedTransactionFormValues,
    helpers: FormikHelpers<ExpectedTransactionFormValues>,
  ) => {
    const fields = mutationFields(values, withCounterparty, withAccount);
    const commit = existing
      ? commitUpdate({
          variables: { input: { expectedTransactionId: existing.id, ...fields } },
        }).then((response) => response.expectedTransactionUpdate)
      : commitCreate({ variables: { input: fields } }).then(
          (response) => response.expectedTransactionCreate,
        );
    const saved = await feedback.outcome(values, helpers, commit, (field) =>
      isFormField(values, field) ? field : null,
    );
    if (!saved?.expectedTransaction) return;
    toastSuccess(
      intl.formatMessage(
        { id: existing ? 'expectedTransactionForm.updated' : 'expectedTransactionForm.created' },
        { description: saved.expectedTransaction.description },
      ),
    );
    void navigate(LIST_PATH);
  };

  return submit;
}

type BodyProps = {
  accountCurrencies: ReadonlyMap<string, string>;
  counterpartyChoices: ExpectedTransactionForm_options$data['counterpartyChoices'];
  currentCounterparty: ExpectedTransactionForm_expectedTransaction$data['counterparty'] | undefined;
  bankAccounts: NonNullable<ExpectedTransactionForm_options$data['bankAccounts']> | null;
  editing: boolean;
};

/** The form's sections (details, reconciliation data) and its buttons. */
function ExpectedTransactionFormBody({
  accountCurrencies,
  counterpartyChoices,
  currentCounterparty,
  bankAccounts,
  editing,
}: BodyProps) {
  const formik = useFormikContext<ExpectedTransactionFormValues>();
  const fields = formikFields(formik);
  const { values, status, isSubmitting, handleSubmit, setFieldValue } = formik;
  const accountCurrency = values.bankAccountId
    ? accountCurrencies.get(values.bankAccountId)
    : undefined;

  return (
    <form noValidate onSubmit={handleSubmit} data-testid="expected-transaction-form">
      <Stack gap="6" maxWidth="4xl">
        <FormErrorAlert message={status} />

        <FormSection
          title={<FormattedMessage id="expectedTransactionForm.section.details" />}
          description={<FormattedMessage id="expectedTransactionForm.section.detailsHint" />}
        >
          <ExpectedTransactionDetailsFields
            fields={fields}
            accountCurrency={accountCurrency}
            counterpartyChoices={counterpartyChoices}
            currentCounterparty={currentCounterparty}
            bankAccounts={bankAccounts}
            onChooseAccount={(id) => {
              void setFieldValue('bankAccountId', id);
              const currency = accountCurrencies.get(id);
              if (currency) void setFieldValue('currency', currency);
            }}
          />
        </FormSection>

        <ReconciliationDataSection fields={fields} count={values.reconciliationData.length} />

        <FormPageActions
          cancelTo={LIST_PATH}
          submitting={isSubmitting}
          submitLabel={
            <FormattedMessage
              id={editing ? 'expectedTransactionForm.save' : 'expectedTransactionForm.submit'}
            />
          }
          submitTestId="expected-transaction-submit"
        />
      </Stack>
    </form>
  );
}

/** The form's values: the expected transaction's when editing, today's blank ones (IDR, incoming) when creating. */
function initialValuesOf(
  existing: ExpectedTransactionForm_expectedTransaction$data | null | undefined,
  today: string,
): ExpectedTransactionFormValues {
  return {
    date: existing?.date ?? today,
    direction: existing?.direction === 'DEBIT' ? 'DEBIT' : 'CREDIT',
    amount: existing?.amount.amount ?? '',
    currency:
      (existing?.amount.currency as ExpectedTransactionFormValues['currency'] | undefined) ?? 'IDR',
    counterpartyId: existing?.counterparty?.id ?? '',
    bankAccountId: existing?.bankAccount?.id ?? '',
    description: existing?.description ?? '',
    internalDescription: existing?.internalDescription ?? '',
    externalId: existing?.externalId ?? '',
    reconciliationData:
      existing?.reconciliationData.map(({ key, value }) => ({ key, value })) ?? [],
  };
}

/** The create and update inputs' shared fields; the counterparty and the account only when the member may choose them. */
function mutationFields(
  values: ExpectedTransactionFormValues,
  withCounterparty: boolean,
  withAccount: boolean,
) {
  return {
    date: values.date,
    direction: values.direction,
    amount: parseWrittenAmount(values.amount) ?? values.amount.trim(),
    currency: values.currency,
    description: values.description.trim(),
    internalDescription: values.internalDescription.trim() || null,
    externalId: values.externalId.trim() || null,
    reconciliationData: values.reconciliationData.map((entry) => ({
      key: entry.key.trim(),
      value: entry.value.trim(),
    })),
    ...(withCounterparty ? { counterpartyId: values.counterpartyId || null } : {}),
    ...(withAccount ? { bankAccountId: values.bankAccountId || null } : {}),
  };
}
