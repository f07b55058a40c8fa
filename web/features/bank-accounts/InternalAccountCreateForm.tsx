import { Alert, Box, Button, Card, Flex, Grid, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Formik, getIn, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { InternalAccountCreateForm_query$key } from '../../__generated__/InternalAccountCreateForm_query.graphql';
import type { InternalAccountCreateFormMutation } from '../../__generated__/InternalAccountCreateFormMutation.graphql';
import { MenuIcon } from '../../ui/MenuIcon';
import { toastSuccess } from '../../ui/toaster';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { FormField } from '../../ui/FormField';
import { useMutationFailure } from '../../relay/useMutationFailure';
import { userErrorsToFormik } from '../../ui/userErrorsToFormik';
import { ACCOUNT_CURRENCIES, ACCOUNT_STATUS, ACCOUNT_STATUSES, automatedTypesOf, type ConnectionType } from '../../ui/accountLabels';
import { ConnectionTypeField } from './ConnectionTypeField';
import { CredentialFields } from './CredentialFields';
import { entityDisplayName } from './entityDisplayName';
import { EntityNameDialog } from './EntityNameDialog';
import { EMPTY_CREDENTIALS, internalAccountFormSchema, toCreateInput, validateWithContext, type InternalAccountFormValues } from './internalAccountFormSchema';

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
export function InternalAccountCreateForm({ query }: { query: InternalAccountCreateForm_query$key }) {
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
  const errorMessage = useErrorMessage();
  const mutationFailure = useMutationFailure();
  const [formError, setFormError] = useState<string | null>(null);
  const [creatingEntity, setCreatingEntity] = useState(false);
  const validate = useMemo(() => validateWithContext<InternalAccountFormValues>(internalAccountFormSchema(intl)), [intl]);
  const [commitCreate] = useMutation<InternalAccountCreateFormMutation>(graphql`
    mutation InternalAccountCreateFormMutation($input: BankAccountCreateInput!) {
      bankAccountCreate(input: $input) {
        bankAccount {
          id
          alias
        }
        userErrors {
          field
          code
          message
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

  /** Done: the account exists, in the status chosen. */
  const finish = (created: { id: string; alias: string }, resolve: () => void) => {
    resolve();
    toastSuccess(intl.formatMessage({ id: 'internalAccountForm.created' }, { alias: created.alias }));
    void navigate(LIST_PATH);
  };

  const submit = (values: InternalAccountFormValues, helpers: FormikHelpers<InternalAccountFormValues>) =>
    new Promise<void>((resolve) => {
      setFormError(null);
      commitCreate({
        variables: { input: toCreateInput(values) },
        onCompleted: ({ bankAccountCreate }) => {
          const { bankAccount, userErrors } = bankAccountCreate;
          if (bankAccount && userErrors.length === 0) return finish(bankAccount, resolve);
          resolve();
          const { errors, general } = userErrorsToFormik(values, userErrors, errorMessage);
          helpers.setErrors(errors);
          if (general || Object.keys(errors).length === 0) setFormError(general ?? errorMessage(null));
        },
        onError: (failure) => {
          resolve();
          setFormError(mutationFailure(failure));
        },
      });
    });

  return (
    <Formik<InternalAccountFormValues> initialValues={initialValues} validate={validate} onSubmit={submit}>
      {({ values, errors, touched, submitCount, isSubmitting, handleChange, handleBlur, handleSubmit, setFieldValue }) => {
        const errorOf = (name: string): string | undefined => {
          const error: unknown = getIn(errors, name);
          if (typeof error !== 'string') return undefined;
          return getIn(touched, name) || submitCount > 0 ? error : undefined;
        };
        const input = (name: string) => ({
          name,
          value: String(getIn(values, name) ?? ''),
          onChange: handleChange,
          onBlur: handleBlur,
        });
        const typesOf = (bankCode: string) => automatedTypesOf(banks.find((bank) => bank.code === bankCode)?.automatedTypes ?? []);
        const automatedTypes = typesOf(values.bankCode);
        const chooseBank = (bankCode: string) => {
          void setFieldValue('bankCode', bankCode);
          const offered = typesOf(bankCode);
          if (!offered.some((type) => type.value === values.automatedType)) {
            void setFieldValue('automatedType', offered[0]?.value ?? '');
          }
        };
        const chooseConnection = (type: ConnectionType) => {
          void setFieldValue('connectionType', type);
          if (type === 'AUTOMATED' && !values.automatedType) {
            void setFieldValue('automatedType', typesOf(values.bankCode)[0]?.value ?? '');
          }
        };

        return (
          <>
            <form noValidate onSubmit={handleSubmit} id="create-internal-account" data-testid="internal-account-create-form">
              <Stack gap="6" maxWidth="4xl">
                {formError ? (
                  <Alert.Root status="error" data-testid="form-error">
                    <Alert.Indicator />
                    <Alert.Title>{formError}</Alert.Title>
                  </Alert.Root>
                ) : null}

                <Card.Root variant="outline" bg="bg">
                  <Card.Header>
                    <Heading size="md">
                      <FormattedMessage id="internalAccountForm.section.account" />
                    </Heading>
                    <Text color="fg.muted" fontSize="sm">
                      <FormattedMessage id="internalAccountForm.section.accountHint" />
                    </Text>
                  </Card.Header>
                  <Card.Body>
                    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
                      <FormField label={<FormattedMessage id="internalAccountForm.bank" />} error={errorOf('bankCode')} required>
                        <NativeSelect.Root>
                          <NativeSelect.Field {...input('bankCode')} onChange={(event) => chooseBank(event.currentTarget.value)}>
                            <option value="">{intl.formatMessage({ id: 'internalAccountForm.selectBank' })}</option>
                            {banks.map((bank) => (
                              <option key={bank.code} value={bank.code}>
                                {bank.name}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </FormField>
                      <FormField
                        label={<FormattedMessage id="internalAccountForm.accountNumber" />}
                        error={errorOf('accountNumber')}
                        helper={<FormattedMessage id="internalAccountForm.accountNumberHint" />}
                        required
                      >
                        <Input {...input('accountNumber')} inputMode="numeric" autoComplete="off" />
                      </FormField>
                      <FormField
                        label={<FormattedMessage id="internalAccountForm.accountName" />}
                        error={errorOf('accountName')}
                        helper={<FormattedMessage id="internalAccountForm.accountNameHint" />}
                        required
                      >
                        <Input {...input('accountName')} autoComplete="off" />
                      </FormField>
                      <FormField label={<FormattedMessage id="internalAccountForm.alias" />} error={errorOf('alias')} helper={<FormattedMessage id="internalAccountForm.aliasHint" />} required>
                        <Input {...input('alias')} autoComplete="off" />
                      </FormField>
                      <FormField label={<FormattedMessage id="internalAccountForm.entity" />} error={errorOf('entityId')} required>
                        <HStack gap="2" width="full">
                          <NativeSelect.Root flex="1">
                            <NativeSelect.Field {...input('entityId')}>
                              {entities.map((entity) => (
                                <option key={entity.id} value={entity.id}>
                                  {entityDisplayName(entity, intl)}
                                </option>
                              ))}
                            </NativeSelect.Field>
                            <NativeSelect.Indicator />
                          </NativeSelect.Root>
                          <Button variant="outline" onClick={() => setCreatingEntity(true)} data-testid="entity-create-inline" flexShrink="0">
                            <MenuIcon name="plus" />
                            <FormattedMessage id="internalAccountForm.newEntity" />
                          </Button>
                        </HStack>
                      </FormField>
                      <FormField
                        label={<FormattedMessage id="internalAccountForm.currency" />}
                        error={errorOf('currency')}
                        helper={<FormattedMessage id="internalAccountForm.currencyHint" />}
                        required
                      >
                        <NativeSelect.Root>
                          <NativeSelect.Field {...input('currency')}>
                            {ACCOUNT_CURRENCIES.map((currency) => (
                              <option key={currency} value={currency}>
                                {intl.formatMessage({ id: `currency.${currency}` })}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </FormField>
                      <FormField label={<FormattedMessage id="internalAccountForm.status" />} error={errorOf('status')} required>
                        <NativeSelect.Root>
                          <NativeSelect.Field {...input('status')}>
                            {ACCOUNT_STATUSES.map((status) => (
                              <option key={status} value={status}>
                                {intl.formatMessage(ACCOUNT_STATUS[status].label)}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </FormField>
                    </Grid>
                  </Card.Body>
                </Card.Root>

                <Card.Root variant="outline" bg="bg">
                  <Card.Header>
                    <Heading size="md">
                      <FormattedMessage id="internalAccountForm.section.connection" />
                    </Heading>
                    <Text color="fg.muted" fontSize="sm">
                      <FormattedMessage id="internalAccountForm.section.connectionHint" />
                    </Text>
                  </Card.Header>
                  <Card.Body>
                    <Stack gap="5">
                      <ConnectionTypeField value={values.connectionType} onChange={chooseConnection} />
                      {values.connectionType === 'AUTOMATED' ? (
                        <Box maxWidth={{ md: '50%' }} paddingEnd={{ md: '2.5' }}>
                          <FormField
                            label={<FormattedMessage id="internalAccountForm.automatedType" />}
                            error={errorOf('automatedType')}
                            helper={
                              values.bankCode && automatedTypes.length === 0 ? (
                                <FormattedMessage id="internalAccountForm.noAutomatedType" />
                              ) : (
                                <FormattedMessage id="internalAccountForm.automatedTypeHint" />
                              )
                            }
                            required
                          >
                            <NativeSelect.Root disabled={automatedTypes.length === 0}>
                              <NativeSelect.Field {...input('automatedType')}>
                                <option value="">{intl.formatMessage({ id: 'internalAccountForm.selectAutomatedType' })}</option>
                                {automatedTypes.map((type) => (
                                  <option key={type.value} value={type.value}>
                                    {type.label ? intl.formatMessage(type.label) : type.value}
                                  </option>
                                ))}
                              </NativeSelect.Field>
                              <NativeSelect.Indicator />
                            </NativeSelect.Root>
                          </FormField>
                        </Box>
                      ) : null}
                      <CredentialFields
                        connectionType={values.connectionType}
                        values={values.credentials}
                        errorOf={errorOf}
                        onChange={handleChange}
                        onBlur={handleBlur}
                        setPrivateKey={(pem) => void setFieldValue('credentials.privateKey', pem)}
                      />
                      {values.connectionType !== 'MANUAL' ? (
                        <Alert.Root status="info" variant="subtle" size="sm">
                          <Alert.Indicator />
                          <Alert.Description>
                            <FormattedMessage id="internalAccountForm.credentialsSealed" />
                          </Alert.Description>
                        </Alert.Root>
                      ) : null}
                    </Stack>
                  </Card.Body>
                </Card.Root>

                <Flex justifyContent="flex-end" gap="3">
                  <Button asChild variant="outline" data-testid="cancel">
                    <RouterLink to={LIST_PATH}>
                      <FormattedMessage id="common.cancel" />
                    </RouterLink>
                  </Button>
                  <Button type="submit" colorPalette="brand" loading={isSubmitting} data-testid="internal-account-submit">
                    <FormattedMessage id="internalAccountForm.submit" />
                  </Button>
                </Flex>
              </Stack>
            </form>
            {/* Outside the form element: React events bubble through portals, and the dialog's own form must not submit this one. */}
            <EntityNameDialog open={creatingEntity} entity={null} onClose={() => setCreatingEntity(false)} onSaved={(entity) => void setFieldValue('entityId', entity.id)} />
          </>
        );
      }}
    </Formik>
  );
}
