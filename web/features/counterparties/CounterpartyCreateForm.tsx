import { Button, Flex, Stack } from '@chakra-ui/react';
import { FieldArray, Formik, type FormikHelpers } from 'formik';
import { useMemo, type ComponentProps } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { SelectorStoreUpdater } from 'relay-runtime';
import { useNavigate } from 'react-router';
import type { CounterpartyCreateForm_query$key } from '../../__generated__/CounterpartyCreateForm_query.graphql';
import type { CounterpartyCreateFormMutation } from '../../__generated__/CounterpartyCreateFormMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { formikFields } from '../../ui/formikFields';
import { FormSection } from '../../ui/FormSection';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';
import { AddButton } from '../../ui/AddButton';
import { ListFieldError } from '../../ui/ListFieldError';
import { LinkButton } from '../../ui/LinkButton';
import { addCounterpartyToList } from './addCounterpartyToList';
import { CounterpartyDetailsFields, counterpartyDetailsInput } from './CounterpartyDetailsFields';
import {
  counterpartySchema,
  EMPTY_NEW_BANK_ACCOUNT,
  NEW_COUNTERPARTY,
  type CounterpartyCreateValues,
} from './counterpartySchema';
import { NewBankAccountFields } from './NewBankAccountFields';

/**
 * Creates a counterparty with its bank accounts. Server rule breaks
 * (`userErrors`) land on the field they name; the new counterparty is put at
 * the top of the list before returning to it.
 */
export function CounterpartyCreateForm({ query }: { query: CounterpartyCreateForm_query$key }) {
  const { banks } = useFragment(
    graphql`
      fragment CounterpartyCreateForm_query on Query {
        banks {
          code
          name
        }
      }
    `,
    query,
  );
  const intl = useIntl();
  const schema = useMemo(() => counterpartySchema(intl, 'create'), [intl]);
  const submit = useCreateCounterparty();

  return (
    <Formik<CounterpartyCreateValues>
      initialValues={NEW_COUNTERPARTY}
      validationSchema={schema}
      onSubmit={submit}
    >
      {(formik) => {
        const fields = formikFields(formik);
        const { values, status, isSubmitting, handleSubmit } = formik;
        return (
          <form noValidate onSubmit={handleSubmit} data-testid="counterparty-create-form">
            <Stack gap="6" maxWidth="4xl">
              <FormErrorAlert message={status} />
              <FormSection
                title={<FormattedMessage id="counterpartyCreate.section.details" />}
                description={<FormattedMessage id="counterpartyCreate.section.detailsHint" />}
              >
                <CounterpartyDetailsFields fields={fields} layout="page" />
              </FormSection>
              <NewBankAccountsSection
                fields={fields}
                banks={banks}
                count={values.bankAccounts.length}
              />
              <Flex justifyContent="flex-end" gap="3">
                <LinkButton
                  to="/counterparties"
                  label={<FormattedMessage id="common.cancel" />}
                  testId="cancel"
                />
                <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                  <FormattedMessage id="counterpartyCreate.submit" />
                </Button>
              </Flex>
            </Stack>
          </form>
        );
      }}
    </Formik>
  );
}

/**
 * Creates the counterparty with its bank accounts, puts server rule breaks on the field
 * they name, and on success puts it at the top of the list and returns to it.
 */
function useCreateCounterparty() {
  const intl = useIntl();
  const navigate = useNavigate();
  const feedback = useFormFeedback();
  const [commitCreate] = useCommit<CounterpartyCreateFormMutation>(graphql`
    mutation CounterpartyCreateFormMutation($input: CounterpartyCreateInput!) {
      counterpartyCreate(input: $input) {
        counterparty {
          id
          legalName
          type
          status
          ...CounterpartyRow_counterparty
        }
        counterpartyEdge {
          cursor
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const submit = async (
    values: CounterpartyCreateValues,
    helpers: FormikHelpers<CounterpartyCreateValues>,
  ) => {
    const input = {
      ...counterpartyDetailsInput(values),
      bankAccounts: values.bankAccounts.map((account) => ({
        bankCode: account.bankCode,
        accountNumber: account.accountNumber.trim(),
        accountName: account.accountName.trim(),
      })),
    };
    const updater: SelectorStoreUpdater<CounterpartyCreateFormMutation['response']> = (store) => {
      const created = store.getRootField('counterpartyCreate')?.getLinkedRecord('counterparty');
      if (created) addCounterpartyToList(store, created);
    };
    const created = await feedback.outcome(
      values,
      helpers,
      commitCreate({ variables: { input }, updater }).then(
        (response) => response.counterpartyCreate,
      ),
    );
    if (!created?.counterparty) return;
    toastSuccess(
      intl.formatMessage(
        { id: 'counterpartyCreate.success' },
        { name: created.counterparty.legalName },
      ),
    );
    void navigate('/counterparties');
  };

  return submit;
}

type NewBankAccountsSectionProps = {
  fields: ReturnType<typeof formikFields>;
  banks: ComponentProps<typeof NewBankAccountFields>['banks'];
  /** How many bank accounts the form holds. */
  count: number;
};

/** The bank accounts section: one block per new account, a button to add one. */
function NewBankAccountsSection({ fields, banks, count }: NewBankAccountsSectionProps) {
  return (
    <FieldArray name="bankAccounts">
      {({ push, remove }) => (
        <FormSection
          title={<FormattedMessage id="counterpartyCreate.section.bankAccounts" />}
          description={<FormattedMessage id="counterpartyCreate.section.bankAccountsHint" />}
          actions={
            <AddButton
              label={<FormattedMessage id="counterpartyCreate.addBankAccount" />}
              testId="add-bank-account"
              onClick={() => push({ ...EMPTY_NEW_BANK_ACCOUNT })}
            />
          }
        >
          <Stack gap="4">
            <ListFieldError message={fields.listErrorOf('bankAccounts')} />
            {Array.from({ length: count }, (_, index) => (
              <NewBankAccountFields
                key={index}
                prefix={`bankAccounts.${index}`}
                fields={fields}
                banks={banks}
                layout="page"
                title={
                  <FormattedMessage
                    id="counterpartyCreate.bankAccountNumbered"
                    values={{ number: index + 1 }}
                  />
                }
                canRemove={count > 1}
                onRemove={() => remove(index)}
              />
            ))}
          </Stack>
        </FormSection>
      )}
    </FieldArray>
  );
}
