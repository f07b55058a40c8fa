import { Alert, Box, Button, Card, Flex, Grid, Heading, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { FieldArray, Formik, getIn, setIn, type FormikErrors, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { CounterpartyCreateForm_query$key } from '../../__generated__/CounterpartyCreateForm_query.graphql';
import type { CounterpartyCreateFormMutation } from '../../__generated__/CounterpartyCreateFormMutation.graphql';
import { MenuIcon } from '../../ui/MenuIcon';
import { toastSuccess } from '../../ui/toaster';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { errorCodeOf } from '../../relay/errorCodeOf';
import { SESSION_EXPIRED_PATH } from '../../relay/preloadRouteQuery';
import { addCounterpartyToList } from './addCounterpartyToList';
import { COUNTERPARTY_TYPE_LABEL } from './counterpartyTypeLabel';
import { counterpartyFormSchema, EMPTY_BANK_ACCOUNT, type CounterpartyFormValues } from './counterpartyFormSchema';
import { FormField } from '../../ui/FormField';

const INITIAL_VALUES: CounterpartyFormValues = {
  legalName: '',
  alias: '',
  email: '',
  type: 'COMPANY',
  externalId: '',
  bankAccounts: [EMPTY_BANK_ACCOUNT],
};

/** Whether a server `field` path names a leaf of the form (`alias`, `bankAccounts.0.accountNumber`). */
function isFormField(values: CounterpartyFormValues, path: string | null | undefined): path is string {
  return typeof path === 'string' && typeof getIn(values, path) === 'string';
}

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
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const schema = useMemo(() => counterpartyFormSchema(intl), [intl]);
  const [commitCreate] = useMutation<CounterpartyCreateFormMutation>(graphql`
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
          field
          code
          message
        }
      }
    }
  `);

  const submit = (values: CounterpartyFormValues, helpers: FormikHelpers<CounterpartyFormValues>) =>
    new Promise<void>((resolve) => {
      helpers.setStatus(undefined);
      commitCreate({
        variables: {
          input: {
            legalName: values.legalName.trim(),
            alias: values.alias.trim(),
            email: values.email.trim() === '' ? null : values.email.trim(),
            type: values.type,
            externalId: values.externalId.trim() === '' ? null : values.externalId.trim(),
            bankAccounts: values.bankAccounts.map((account) => ({
              bankCode: account.bankCode,
              accountNumber: account.accountNumber.trim(),
              accountName: account.accountName.trim(),
            })),
          },
        },
        updater: (store) => {
          const created = store.getRootField('counterpartyCreate')?.getLinkedRecord('counterparty');
          if (created) addCounterpartyToList(store, created);
        },
        onCompleted: (response) => {
          resolve();
          const { counterparty, userErrors } = response.counterpartyCreate;
          if (counterparty && userErrors.length === 0) {
            toastSuccess(intl.formatMessage({ id: 'counterpartyCreate.success' }, { name: counterparty.legalName }));
            void navigate('/counterparties');
            return;
          }
          let errors: FormikErrors<CounterpartyFormValues> = {};
          const general: string[] = [];
          for (const error of userErrors) {
            const message = errorMessage(error.code, error.message);
            if (isFormField(values, error.field)) {
              if (!getIn(errors, error.field)) {
                errors = setIn(errors, error.field, message) as FormikErrors<CounterpartyFormValues>;
              }
            } else {
              general.push(message);
            }
          }
          helpers.setErrors(errors);
          if (general.length > 0 || userErrors.length === 0) {
            helpers.setStatus(general.length > 0 ? general.join(' ') : errorMessage(null));
          }
        },
        onError: (error) => {
          resolve();
          const code = errorCodeOf(error);
          if (code === 'UNAUTHENTICATED') {
            void navigate(SESSION_EXPIRED_PATH);
            return;
          }
          helpers.setStatus(errorMessage(code ? `gql.${code}` : null));
        },
      });
    });

  return (
    <Formik<CounterpartyFormValues> initialValues={INITIAL_VALUES} validationSchema={schema} onSubmit={submit}>
      {({ values, errors, touched, submitCount, status, isSubmitting, handleChange, handleBlur, handleSubmit }) => {
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
        const arrayError = submitCount > 0 && typeof errors.bankAccounts === 'string' ? errors.bankAccounts : undefined;

        return (
          <form noValidate onSubmit={handleSubmit} data-testid="counterparty-create-form">
            <Stack gap="6" maxWidth="4xl">
              {typeof status === 'string' ? (
                <Alert.Root status="error" data-testid="form-error">
                  <Alert.Indicator />
                  <Alert.Title>{status}</Alert.Title>
                </Alert.Root>
              ) : null}

              <Card.Root variant="outline" bg="bg">
                <Card.Header>
                  <Heading size="md">
                    <FormattedMessage id="counterpartyCreate.section.details" />
                  </Heading>
                  <Text color="fg.muted" fontSize="sm">
                    <FormattedMessage id="counterpartyCreate.section.detailsHint" />
                  </Text>
                </Card.Header>
                <Card.Body>
                  <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
                    <FormField label={<FormattedMessage id="counterpartyCreate.legalName" />} error={errorOf('legalName')} required>
                      <Input {...input('legalName')} autoComplete="organization" />
                    </FormField>
                    <FormField label={<FormattedMessage id="counterpartyCreate.alias" />} error={errorOf('alias')} helper={<FormattedMessage id="counterpartyCreate.aliasHint" />} required>
                      <Input {...input('alias')} autoComplete="off" />
                    </FormField>
                    <FormField label={<FormattedMessage id="counterpartyCreate.email" />} error={errorOf('email')} helper={<FormattedMessage id="counterpartyCreate.optional" />}>
                      <Input {...input('email')} type="email" autoComplete="email" />
                    </FormField>
                    <FormField label={<FormattedMessage id="counterpartyCreate.type" />} error={errorOf('type')} required>
                      <NativeSelect.Root>
                        <NativeSelect.Field {...input('type')}>
                          <option value="COMPANY">{intl.formatMessage(COUNTERPARTY_TYPE_LABEL.COMPANY)}</option>
                          <option value="INDIVIDUAL">{intl.formatMessage(COUNTERPARTY_TYPE_LABEL.INDIVIDUAL)}</option>
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FormField>
                    <FormField label={<FormattedMessage id="counterparties.externalId" />} error={errorOf('externalId')} helper={<FormattedMessage id="counterparties.externalIdHint" />}>
                      <Input {...input('externalId')} autoComplete="off" />
                    </FormField>
                  </Grid>
                </Card.Body>
              </Card.Root>

              <FieldArray name="bankAccounts">
                {({ push, remove }) => (
                  <Card.Root variant="outline" bg="bg">
                    <Card.Header>
                      <Flex justifyContent="space-between" alignItems="flex-start" gap="4">
                        <Box>
                          <Heading size="md">
                            <FormattedMessage id="counterpartyCreate.section.bankAccounts" />
                          </Heading>
                          <Text color="fg.muted" fontSize="sm">
                            <FormattedMessage id="counterpartyCreate.section.bankAccountsHint" />
                          </Text>
                        </Box>
                        <Button size="sm" variant="outline" data-testid="add-bank-account" onClick={() => push({ ...EMPTY_BANK_ACCOUNT })}>
                          <MenuIcon name="plus" />
                          <FormattedMessage id="counterpartyCreate.addBankAccount" />
                        </Button>
                      </Flex>
                    </Card.Header>
                    <Card.Body>
                      <Stack gap="4">
                        {arrayError ? (
                          <Text color="fg.error" fontSize="sm">
                            {arrayError}
                          </Text>
                        ) : null}
                        {values.bankAccounts.map((_, index) => {
                          const prefix = `bankAccounts.${index}`;
                          return (
                            <Box key={index} data-testid="bank-account-row" borderWidth="1px" borderColor="border" rounded="md" padding="4" bg="bg.subtle">
                              <HStack justifyContent="space-between" marginBottom="3">
                                <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
                                  <FormattedMessage id="counterpartyCreate.bankAccountNumbered" values={{ number: index + 1 }} />
                                </Text>
                                <IconButton
                                  size="xs"
                                  variant="ghost"
                                  colorPalette="red"
                                  disabled={values.bankAccounts.length === 1}
                                  aria-label={intl.formatMessage({ id: 'counterpartyCreate.removeBankAccount' })}
                                  onClick={() => remove(index)}
                                >
                                  <MenuIcon name="trash" />
                                </IconButton>
                              </HStack>
                              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }} gap="4">
                                <FormField label={<FormattedMessage id="counterpartyCreate.bank" />} error={errorOf(`${prefix}.bankCode`)} required>
                                  <NativeSelect.Root>
                                    <NativeSelect.Field {...input(`${prefix}.bankCode`)} bg="bg">
                                      <option value="">{intl.formatMessage({ id: 'counterpartyCreate.selectBank' })}</option>
                                      {banks.map((bank) => (
                                        <option key={bank.code} value={bank.code}>
                                          {bank.name}
                                        </option>
                                      ))}
                                    </NativeSelect.Field>
                                    <NativeSelect.Indicator />
                                  </NativeSelect.Root>
                                </FormField>
                                <FormField label={<FormattedMessage id="counterpartyCreate.accountNumber" />} error={errorOf(`${prefix}.accountNumber`)} required>
                                  <Input {...input(`${prefix}.accountNumber`)} inputMode="numeric" autoComplete="off" bg="bg" />
                                </FormField>
                                <FormField label={<FormattedMessage id="counterpartyCreate.accountName" />} error={errorOf(`${prefix}.accountName`)} required>
                                  <Input {...input(`${prefix}.accountName`)} autoComplete="off" bg="bg" />
                                </FormField>
                              </Grid>
                            </Box>
                          );
                        })}
                      </Stack>
                    </Card.Body>
                  </Card.Root>
                )}
              </FieldArray>

              <Flex justifyContent="flex-end" gap="3">
                <Button asChild variant="outline" data-testid="cancel">
                  <RouterLink to="/counterparties">
                    <FormattedMessage id="common.cancel" />
                  </RouterLink>
                </Button>
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
