import { Drawer, Stack } from '@chakra-ui/react';
import { FieldArray, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type {
  CounterpartyEditForm_counterparty$data,
  CounterpartyEditForm_counterparty$key,
} from '../../__generated__/CounterpartyEditForm_counterparty.graphql';
import type {
  CounterpartyEditForm_query$data,
  CounterpartyEditForm_query$key,
} from '../../__generated__/CounterpartyEditForm_query.graphql';
import type { CounterpartyEditFormMutation } from '../../__generated__/CounterpartyEditFormMutation.graphql';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { formikFields } from '../../ui/formikFields';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';
import { SectionTitle } from '../../ui/SectionTitle';
import { AddButton } from '../../ui/AddButton';
import { ColumnForm } from '../../ui/ColumnForm';
import { FormButtons } from '../../ui/FormDialog';
import { ListFieldError } from '../../ui/ListFieldError';
import { useCommit } from '../../relay/useCommit';
import {
  CounterpartyDetailsFields,
  counterpartyDetailsInput,
  counterpartyDetailsValues,
} from './CounterpartyDetailsFields';
import {
  counterpartySchema,
  EMPTY_NEW_BANK_ACCOUNT,
  type CounterpartyValues,
} from './counterpartySchema';
import { HeldBankAccountRow } from './HeldBankAccountRow';
import { NewBankAccountFields } from './NewBankAccountFields';

type CounterpartyEditFormProps = {
  counterparty: CounterpartyEditForm_counterparty$key;
  query: CounterpartyEditForm_query$key;
  onCancel: () => void;
  onSaved: () => void;
};

/** Where a server error's field lands in the form: `updateBankAccounts.N.x` names the N-th account sent, not the N-th shown. */
function formPath(field: string | null | undefined, updatedRows: number[]): string | null {
  if (!field) return null;
  const update = /^updateBankAccounts\.(\d+)\.(\w+)$/.exec(field);
  if (update) {
    const row = updatedRows[Number(update[1])];
    return row === undefined ? null : `bankAccounts.${row}.alias`;
  }
  if (/^removeBankAccountIds/.test(field)) return 'bankAccounts';
  return field;
}

/** The form's starting values: the stored details and the bank accounts held, none marked for removal. */
function editFormValues(data: CounterpartyEditForm_counterparty$data): CounterpartyValues {
  return {
    ...counterpartyDetailsValues(data),
    bankAccounts: data.bankAccounts.map((account) => ({
      id: account.id,
      bankName: account.bank.name,
      accountNumber: account.accountNumber,
      accountName: account.accountName,
      alias: account.alias ?? '',
      storedAlias: account.alias ?? '',
      remove: false,
    })),
    addBankAccounts: [],
  };
}

/**
 * The update mutation's input for the form's values, sending only the held accounts whose alias changed;
 * `updatedRows` gives, for each of those sent, its row in the form.
 */
function counterpartyUpdateInput(counterpartyId: string, values: CounterpartyValues) {
  const updatedRows: number[] = [];
  const updateBankAccounts = values.bankAccounts.flatMap((account, index) => {
    if (account.remove || account.alias.trim() === account.storedAlias) return [];
    updatedRows.push(index);
    return [{ id: account.id, alias: account.alias.trim() === '' ? null : account.alias.trim() }];
  });
  const input = {
    counterpartyId,
    ...counterpartyDetailsInput(values),
    updateBankAccounts,
    removeBankAccountIds: values.bankAccounts
      .filter((account) => account.remove)
      .map((account) => account.id),
    addBankAccounts: values.addBankAccounts.map((account) => ({
      bankCode: account.bankCode,
      accountNumber: account.accountNumber.trim(),
      accountName: account.accountName.trim(),
      alias: account.alias.trim() === '' ? null : account.alias.trim(),
    })),
  };
  return { input, updatedRows };
}

/**
 * Edits a counterparty in its drawer: names, email, type, external id, and
 * its bank accounts, whose bank, number and name on account show read-only
 * (they cannot change) while their alias can; accounts can be removed (one
 * must stay) and added. Server rule breaks land on the field they name.
 */
export function CounterpartyEditForm({
  counterparty,
  query,
  onCancel,
  onSaved,
}: CounterpartyEditFormProps) {
  const data = useFragment(
    graphql`
      fragment CounterpartyEditForm_counterparty on Counterparty {
        id
        ...CounterpartyDetailsFields_counterparty
        bankAccounts {
          id
          accountNumber
          accountName
          alias
          bank {
            name
          }
        }
      }
    `,
    counterparty,
  );
  const { banks } = useFragment(
    graphql`
      fragment CounterpartyEditForm_query on Query {
        banks {
          code
          name
        }
      }
    `,
    query,
  );
  const intl = useIntl();
  const schema = useMemo(() => counterpartySchema(intl, 'edit'), [intl]);
  const initialValues = useMemo(() => editFormValues(data), [data]);
  const submit = useUpdateCounterparty(data.id, onSaved);

  return (
    <Formik<CounterpartyValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
    >
      {(formik) => {
        const fields = formikFields(formik);
        const { status, isSubmitting, handleSubmit } = formik;

        return (
          <ColumnForm onSubmit={handleSubmit} testId="counterparty-edit-form">
            <Drawer.Body paddingY="5">
              <Stack gap="6">
                <FormErrorAlert message={status} testId="counterparty-edit-error" />
                <CounterpartyDetailsFields fields={fields} layout="drawer" />

                <EditBankAccounts banks={banks} />
              </Stack>
            </Drawer.Body>
            <Drawer.Footer borderTopWidth="1px" borderColor="border">
              <FormButtons
                onCancel={onCancel}
                submitting={isSubmitting}
                submitLabel={<FormattedMessage id="common.saveChanges" />}
                submitTestId="counterparty-save"
              />
            </Drawer.Footer>
          </ColumnForm>
        );
      }}
    </Formik>
  );
}

/** Saves the counterparty's changes, puts server rule breaks on the field they name, and on success says so. */
function useUpdateCounterparty(counterpartyId: string, onSaved: () => void) {
  const intl = useIntl();
  const feedback = useFormFeedback();
  const [commitUpdate] = useCommit<CounterpartyEditFormMutation>(graphql`
    mutation CounterpartyEditFormMutation($input: CounterpartyUpdateInput!) {
      counterpartyUpdate(input: $input) {
        counterparty {
          id
          ...CounterpartyRow_counterparty
          ...CounterpartyDetails_counterparty
          ...CounterpartyEditForm_counterparty
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const submit = async (values: CounterpartyValues, helpers: FormikHelpers<CounterpartyValues>) => {
    const { input, updatedRows } = counterpartyUpdateInput(counterpartyId, values);
    const saved = await feedback.outcome(
      values,
      helpers,
      commitUpdate({ variables: { input } }).then((response) => response.counterpartyUpdate),
      (field) => formPath(field, updatedRows),
    );
    if (!saved?.counterparty) return;
    toastSuccess(
      intl.formatMessage({ id: 'counterparties.saved' }, { name: values.legalName.trim() }),
    );
    onSaved();
  };

  return submit;
}

type Banks = CounterpartyEditForm_query$data['banks'];

/** The bank accounts: those held (alias editable, removable) and new ones added here. */
function EditBankAccounts({ banks }: { banks: Banks }) {
  const formik = useFormikContext<CounterpartyValues>();
  const fields = formikFields(formik);
  const { values, setFieldValue } = formik;
  return (
    <Stack gap="3">
      <SectionTitle
        size="sm"
        title={<FormattedMessage id="counterpartyCreate.section.bankAccounts" />}
        description={<FormattedMessage id="counterparties.edit.bankAccountsHint" />}
      />
      <ListFieldError message={fields.listErrorOf('bankAccounts')} testId="bank-accounts-error" />
      {values.bankAccounts.map((account, index) => (
        <HeldBankAccountRow
          key={account.id}
          account={account}
          prefix={`bankAccounts.${index}`}
          fields={fields}
          onToggleRemove={() => void setFieldValue(`bankAccounts.${index}.remove`, !account.remove)}
        />
      ))}

      <FieldArray name="addBankAccounts">
        {({ push, remove }) => (
          <Stack gap="3">
            {values.addBankAccounts.map((_, index) => (
              <NewBankAccountFields
                key={index}
                prefix={`addBankAccounts.${index}`}
                fields={fields}
                banks={banks}
                layout="drawer"
                title={<FormattedMessage id="counterparties.edit.newBankAccount" />}
                onRemove={() => remove(index)}
              />
            ))}
            <AddButton
              alignSelf="flex-start"
              label={<FormattedMessage id="counterpartyCreate.addBankAccount" />}
              testId="add-bank-account"
              onClick={() => push({ ...EMPTY_NEW_BANK_ACCOUNT })}
            />
          </Stack>
        )}
      </FieldArray>
    </Stack>
  );
}
