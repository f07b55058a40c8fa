import { Alert, Grid, Input, Stack } from '@chakra-ui/react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type {
  InternalAccountCreateForm_query$data,
  InternalAccountCreateForm_query$key,
} from '../../__generated__/InternalAccountCreateForm_query.graphql';
import type { InternalAccountCreateFormMutation } from '../../__generated__/InternalAccountCreateFormMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { BankSelect } from '../../domain/BankSelect';
import { FormPageActions } from '../../ui/FormPageActions';
import { OptionSelect } from '../../ui/OptionSelect';
import { toastSuccess } from '../../ui/toaster';
import { FormField } from '../../ui/FormField';
import { ACCOUNT_CURRENCIES, automatedTypesOf } from '../../domain/accountLabels';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { formikFields } from '../../ui/formikFields';
import { FormSection } from '../../ui/FormSection';
import { useFormFeedback } from '../../ui/useFormFeedback';
import {
  AccountNameField,
  AccountStatusField,
  ConnectionChoiceFields,
  EntityField,
} from './InternalAccountFields';
import { CredentialFields } from './CredentialFields';
import { EntityNameDialog } from './EntityNameDialog';
import {
  EMPTY_CREDENTIALS,
  internalAccountFormSchema,
  toCreateInput,
  validateWithContext,
  type InternalAccountFormValues,
} from './internalAccountFormSchema';

/** Where the flow returns once the account exists. */
const LIST_PATH = '/bank-accounts/internal-accounts';

/**
 * The create-internal-account flow: bank, number, name on account, alias,
 * entity (the default preselected, or a new one made on the spot), currency
 * (IDR by default), status, and how the account connects with the
 * credentials that connection needs. Server refusals (alias or number
 * taken, currency not allowed, an invalid RSA key, missing credentials) land
 * on their field; the new account is then listed.
 */
export function InternalAccountCreateForm({
  query,
}: {
  query: InternalAccountCreateForm_query$key;
}) {
  const { banks, entities } = useFragment(
    graphql`
      fragment InternalAccountCreateForm_query on Query {
        banks {
          code
          name
          automatedTypes
        }
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
  const navigate = useNavigate();
  const feedback = useFormFeedback();
  const validate = useMemo(
    () => validateWithContext<InternalAccountFormValues>(internalAccountFormSchema(intl)),
    [intl],
  );
  const [commitCreate] = useCommit<InternalAccountCreateFormMutation>(graphql`
    mutation InternalAccountCreateFormMutation($input: BankAccountCreateInput!) {
      bankAccountCreate(input: $input) {
        bankAccount {
          id
          alias
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const initialValues: InternalAccountFormValues = {
    bankCode: '',
    accountNumber: '',
    accountName: '',
    alias: '',
    entityId: entities.find((entity) => entity.isDefault)?.id ?? '',
    currency: 'IDR',
    connectionType: 'MANUAL',
    automatedType: '',
    credentials: EMPTY_CREDENTIALS,
    status: 'NEW',
  };

  const submit = async (
    values: InternalAccountFormValues,
    helpers: FormikHelpers<InternalAccountFormValues>,
  ) => {
    const created = await feedback.outcome(
      values,
      helpers,
      commitCreate({ variables: { input: toCreateInput(values) } }).then(
        (response) => response.bankAccountCreate,
      ),
    );
    if (!created?.bankAccount) return;
    // Done: the account exists, in the status chosen.
    toastSuccess(
      intl.formatMessage(
        { id: 'internalAccountForm.created' },
        { alias: created.bankAccount.alias },
      ),
    );
    void navigate(LIST_PATH);
  };

  return (
    <Formik<InternalAccountFormValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={submit}
    >
      <CreateFormBody banks={banks} entities={entities} />
    </Formik>
  );
}

type Banks = InternalAccountCreateForm_query$data['banks'];
type Entities = InternalAccountCreateForm_query$data['entities'];

/** The form itself: its two sections, its buttons, and the dialog that makes a new entity on the spot. */
function CreateFormBody({ banks, entities }: { banks: Banks; entities: Entities }) {
  const { values, status, isSubmitting, handleSubmit, setFieldValue } =
    useFormikContext<InternalAccountFormValues>();
  const [creatingEntity, setCreatingEntity] = useState(false);
  const typesOf = (bankCode: string) =>
    automatedTypesOf(banks.find((bank) => bank.code === bankCode)?.automatedTypes ?? []);
  const chooseBank = (bankCode: string) => {
    void setFieldValue('bankCode', bankCode);
    const offered = typesOf(bankCode);
    if (!offered.some((type) => type.value === values.automatedType)) {
      void setFieldValue('automatedType', offered[0]?.value ?? '');
    }
  };

  return (
    <>
      <form
        noValidate
        onSubmit={handleSubmit}
        id="create-internal-account"
        data-testid="internal-account-create-form"
      >
        <Stack gap="6" maxWidth="4xl">
          <FormErrorAlert message={status} />
          <AccountSection
            banks={banks}
            entities={entities}
            onChooseBank={chooseBank}
            onNewEntity={() => setCreatingEntity(true)}
          />
          <ConnectionSection automatedTypes={typesOf(values.bankCode)} />
          <FormPageActions
            cancelTo={LIST_PATH}
            submitting={isSubmitting}
            submitLabel={<FormattedMessage id="internalAccountForm.submit" />}
            submitTestId="internal-account-submit"
          />
        </Stack>
      </form>
      {/* Outside the form element: React events bubble through portals, and the dialog's own form must not submit this one. */}
      <EntityNameDialog
        open={creatingEntity}
        entity={null}
        onClose={() => setCreatingEntity(false)}
        onSaved={(entity) => void setFieldValue('entityId', entity.id)}
      />
    </>
  );
}

/** The account's details: bank, number, name on account, alias, entity, currency and status. */
function AccountSection({
  banks,
  entities,
  onChooseBank,
  onNewEntity,
}: {
  banks: Banks;
  entities: Entities;
  onChooseBank: (bankCode: string) => void;
  onNewEntity: () => void;
}) {
  const intl = useIntl();
  const { errorOf, input } = formikFields(useFormikContext<InternalAccountFormValues>());
  return (
    <FormSection
      title={<FormattedMessage id="internalAccountForm.section.account" />}
      description={<FormattedMessage id="internalAccountForm.section.accountHint" />}
    >
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
        <FormField
          label={<FormattedMessage id="internalAccountForm.bank" />}
          error={errorOf('bankCode')}
          required
        >
          <BankSelect
            {...input('bankCode')}
            onChange={(event) => onChooseBank(event.currentTarget.value)}
            banks={banks}
            placeholder={intl.formatMessage({ id: 'internalAccountForm.selectBank' })}
          />
        </FormField>
        <FormField
          label={<FormattedMessage id="internalAccountForm.accountNumber" />}
          error={errorOf('accountNumber')}
          helper={<FormattedMessage id="internalAccountForm.accountNumberHint" />}
          required
        >
          <Input {...input('accountNumber')} inputMode="numeric" autoComplete="off" />
        </FormField>
        <AccountNameField field="accountName" withHint />
        <AccountNameField field="alias" withHint />
        <EntityField entities={entities} onNewEntity={onNewEntity} />
        <FormField
          label={<FormattedMessage id="internalAccountForm.currency" />}
          error={errorOf('currency')}
          helper={<FormattedMessage id="internalAccountForm.currencyHint" />}
          required
        >
          <OptionSelect
            {...input('currency')}
            options={ACCOUNT_CURRENCIES.map((currency) => ({
              value: currency,
              label: intl.formatMessage({ id: `currency.${currency}` }),
            }))}
          />
        </FormField>
        <AccountStatusField input={input('status')} error={errorOf('status')} />
      </Grid>
    </FormSection>
  );
}

/** How the account connects (manual, automated, API) and the credentials that connection needs. */
function ConnectionSection({
  automatedTypes,
}: {
  automatedTypes: ReturnType<typeof automatedTypesOf>;
}) {
  const { values } = useFormikContext<InternalAccountFormValues>();
  return (
    <FormSection
      title={<FormattedMessage id="internalAccountForm.section.connection" />}
      description={<FormattedMessage id="internalAccountForm.section.connectionHint" />}
    >
      <Stack gap="5">
        <ConnectionChoiceFields
          automatedTypes={automatedTypes}
          helper={
            values.bankCode && automatedTypes.length === 0 ? (
              <FormattedMessage id="internalAccountForm.noAutomatedType" />
            ) : (
              <FormattedMessage id="internalAccountForm.automatedTypeHint" />
            )
          }
          paddingEnd="2.5"
        />
        <CredentialFields connectionType={values.connectionType} />
        {values.connectionType !== 'MANUAL' ? (
          <Alert.Root status="info" variant="subtle" size="sm">
            <Alert.Indicator />
            <Alert.Description>
              <FormattedMessage id="internalAccountForm.credentialsSealed" />
            </Alert.Description>
          </Alert.Root>
        ) : null}
      </Stack>
    </FormSection>
  );
}
