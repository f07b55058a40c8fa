import { DataList, Flex, Grid, HStack, Text } from '@chakra-ui/react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type {
  InternalAccountEditDialog_bankAccount$data,
  InternalAccountEditDialog_bankAccount$key,
} from '../../__generated__/InternalAccountEditDialog_bankAccount.graphql';
import type {
  InternalAccountEditDialog_query$data,
  InternalAccountEditDialog_query$key,
} from '../../__generated__/InternalAccountEditDialog_query.graphql';
import type { InternalAccountEditDialogMutation } from '../../__generated__/InternalAccountEditDialogMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { MenuIcon } from '../../ui/MenuIcon';
import { FormikSwitch } from '../../ui/FormikSwitch';
import { toastSuccess } from '../../ui/toaster';
import {
  automatedTypesOf,
  isAccountStatus,
  isConnectionType,
  type ConnectionType,
} from '../../domain/accountLabels';
import { formikFields } from '../../ui/formikFields';
import { useFormFeedback } from '../../ui/useFormFeedback';
import {
  AccountNameField,
  AccountStatusField,
  ConnectionChoiceFields,
  EntityField,
} from './InternalAccountFields';
import { CredentialFields } from './CredentialFields';
import {
  credentialsInput,
  EMPTY_CREDENTIALS,
  internalAccountEditSchema,
  validateWithContext,
  type InternalAccountEditValues,
} from './internalAccountFormSchema';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { DataListEntry } from '../../ui/DataListEntry';

type InternalAccountEditDialogProps = {
  open: boolean;
  bankAccount: InternalAccountEditDialog_bankAccount$key | null;
  query: InternalAccountEditDialog_query$key;
  onClose: () => void;
};

/**
 * Changes an internal account: alias, name on account, entity, status and
 * connection. Its bank, number and currency stay. Stored credentials are
 * never shown; they are kept unless the member replaces them, and a new
 * connection type asks for its own.
 */
export function InternalAccountEditDialog({
  open,
  bankAccount,
  query,
  onClose,
}: InternalAccountEditDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size="lg"
      scrollBehavior="inside"
      testId="internal-account-edit-dialog"
      title={<FormattedMessage id="internalAccounts.editDialog.title" />}
    >
      {bankAccount ? <EditForm bankAccount={bankAccount} query={query} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function EditForm({
  bankAccount,
  query,
  onClose,
}: {
  bankAccount: InternalAccountEditDialog_bankAccount$key;
  query: InternalAccountEditDialog_query$key;
  onClose: () => void;
}) {
  const account = useFragment(
    graphql`
      fragment InternalAccountEditDialog_bankAccount on BankAccount {
        id
        alias
        accountName
        accountNumber
        currency
        connectionType
        automatedType
        hasCredentials
        status
        bank {
          code
          name
          automatedTypes
        }
        entity {
          id
        }
      }
    `,
    bankAccount,
  );
  const { entities } = useFragment(
    graphql`
      fragment InternalAccountEditDialog_query on Query {
        entities {
          id
          name
          isDefault
        }
      }
    `,
    query,
  );
  const intl = useIntl();
  const current: ConnectionType = isConnectionType(account.connectionType)
    ? account.connectionType
    : 'MANUAL';
  const validate = useMemo(
    () => validateWithContext<InternalAccountEditValues>(internalAccountEditSchema(intl, current)),
    [intl, current],
  );
  const submit = useUpdateInternalAccount(account.id, current, onClose);

  return (
    <Formik<InternalAccountEditValues>
      initialValues={initialValuesOf(account, current)}
      validate={validate}
      onSubmit={submit}
    >
      <EditFormBody account={account} entities={entities} current={current} onClose={onClose} />
    </Formik>
  );
}

type Account = InternalAccountEditDialog_bankAccount$data;

/** The form's values: the account's own, its credentials blank (to be asked again when it has none). */
function initialValuesOf(account: Account, current: ConnectionType): InternalAccountEditValues {
  return {
    alias: account.alias,
    accountName: account.accountName,
    entityId: account.entity.id,
    status: isAccountStatus(account.status) ? account.status : 'NEW',
    connectionType: current,
    automatedType: account.automatedType ?? '',
    credentials: EMPTY_CREDENTIALS,
    replaceCredentials: current !== 'MANUAL' && !account.hasCredentials,
  };
}

/**
 * Saves the account's changes (its credentials only when they are replaced or the connection changes),
 * closes the dialog and says so.
 */
function useUpdateInternalAccount(
  bankAccountId: string,
  current: ConnectionType,
  onClose: () => void,
) {
  const intl = useIntl();
  const feedback = useFormFeedback();
  const [commitUpdate] = useCommit<InternalAccountEditDialogMutation>(graphql`
    mutation InternalAccountEditDialogMutation($input: BankAccountUpdateInput!) {
      bankAccountUpdate(input: $input) {
        bankAccount {
          id
          ...InternalAccountRow_bankAccount
          ...InternalAccountEditDialog_bankAccount
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const submit = async (
    values: InternalAccountEditValues,
    helpers: FormikHelpers<InternalAccountEditValues>,
  ) => {
    const sendCredentials =
      values.connectionType !== 'MANUAL' &&
      (values.replaceCredentials || values.connectionType !== current);
    const input = {
      bankAccountId,
      alias: values.alias.trim(),
      accountName: values.accountName.trim(),
      entityId: values.entityId,
      status: values.status,
      connectionType: values.connectionType,
      automatedType: values.connectionType === 'AUTOMATED' ? values.automatedType : null,
      credentials: sendCredentials
        ? credentialsInput(values.connectionType, values.credentials)
        : null,
    };
    const updated = await feedback.outcome(
      values,
      helpers,
      commitUpdate({ variables: { input } }).then((response) => response.bankAccountUpdate),
    );
    if (!updated?.bankAccount) return;
    onClose();
    toastSuccess(
      intl.formatMessage({ id: 'internalAccounts.saved' }, { alias: values.alias.trim() }),
    );
  };

  return submit;
}

type Entities = InternalAccountEditDialog_query$data['entities'];

/** The dialog's body and footer: what stays (bank, number, currency), what changes, and the connection. */
function EditFormBody({
  account,
  entities,
  current,
  onClose,
}: {
  account: Account;
  entities: Entities;
  current: ConnectionType;
  onClose: () => void;
}) {
  const formik = useFormikContext<InternalAccountEditValues>();
  const { errorOf, input } = formikFields(formik);
  return (
    <FormDialogForm
      errorTestId="internal-account-edit-error"
      onCancel={onClose}
      submitLabel={<FormattedMessage id="common.saveChanges" />}
      submitTestId="internal-account-edit-submit"
    >
      <AccountSummary account={account} />
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <AccountNameField field="alias" />
        <AccountNameField field="accountName" />
        <EntityField entities={entities} />
        <AccountStatusField input={input('status')} error={errorOf('status')} />
      </Grid>
      <EditConnectionFields account={account} current={current} values={formik.values} />
    </FormDialogForm>
  );
}

/** What the dialog does not change: the account's bank, number and currency. */
function AccountSummary({ account }: { account: Account }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" bg="bg.subtle" rounded="md" padding="3">
      <DataListEntry label={<FormattedMessage id="internalAccountForm.bank" />}>
        {account.bank.name}
      </DataListEntry>
      <DataListEntry label={<FormattedMessage id="internalAccountForm.accountNumber" />} tabular>
        {account.accountNumber}
      </DataListEntry>
      <DataListEntry label={<FormattedMessage id="internalAccountForm.currency" />}>
        {account.currency}
      </DataListEntry>
    </DataList.Root>
  );
}

/** The connection: its type, the automated type, and the credentials (kept unless replaced, asked anew for a new type). */
function EditConnectionFields({
  account,
  current,
  values,
}: {
  account: Account;
  current: ConnectionType;
  values: InternalAccountEditValues;
}) {
  const automatedTypes = automatedTypesOf(account.bank.automatedTypes);
  const keepsStored = values.connectionType === current && account.hasCredentials;
  const asksCredentials =
    values.connectionType !== 'MANUAL' && (!keepsStored || values.replaceCredentials);
  return (
    <>
      <ConnectionChoiceFields
        automatedTypes={automatedTypes}
        helper={
          automatedTypes.length === 0 ? (
            <FormattedMessage id="internalAccountForm.noAutomatedType" />
          ) : undefined
        }
        paddingEnd="2"
      />
      {values.connectionType !== 'MANUAL' && keepsStored ? (
        <Flex
          borderWidth="1px"
          borderColor="border"
          rounded="md"
          padding="3"
          gap="3"
          justifyContent="space-between"
          alignItems="center"
          data-testid="credentials-stored"
        >
          <HStack gap="2">
            <MenuIcon name="key" color="fg.muted" />
            <Text fontSize="sm">
              <FormattedMessage id="internalAccounts.editDialog.credentialsStored" />
            </Text>
          </HStack>
          <FormikSwitch
            size="sm"
            name="replaceCredentials"
            label={<FormattedMessage id="internalAccounts.editDialog.replaceCredentials" />}
            testId="replace-credentials"
          />
        </Flex>
      ) : null}
      {asksCredentials ? <CredentialFields connectionType={values.connectionType} /> : null}
    </>
  );
}
