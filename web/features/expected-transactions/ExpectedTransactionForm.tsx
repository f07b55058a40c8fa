import { Alert, Box, Button, Card, Flex, Grid, GridItem, Heading, HStack, IconButton, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { FieldArray, Formik, getIn, setIn, type FormikErrors, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { ExpectedTransactionForm_expectedTransaction$key } from '../../__generated__/ExpectedTransactionForm_expectedTransaction.graphql';
import type { ExpectedTransactionForm_options$key } from '../../__generated__/ExpectedTransactionForm_options.graphql';
import type { ExpectedTransactionFormCreateMutation } from '../../__generated__/ExpectedTransactionFormCreateMutation.graphql';
import type { ExpectedTransactionFormUpdateMutation } from '../../__generated__/ExpectedTransactionFormUpdateMutation.graphql';
import { MenuIcon } from '../../ui/MenuIcon';
import { toastSuccess } from '../../ui/toaster';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { FormField } from '../../ui/FormField';
import { useMutationFailure } from '../../relay/useMutationFailure';
import { parseAmountInput } from '../../ui/filters/amountInput';
import { DIRECTION_LABEL } from '../../i18n/transactionLabels';
import { expectedTransactionFormSchema, MAX_RECONCILIATION_DATA, type ExpectedTransactionFormValues } from './expectedTransactionFormSchema';

const LIST_PATH = '/expected-transactions';

type ExpectedTransactionFormProps = {
  options: ExpectedTransactionForm_options$key;
  /** The expected transaction to edit; absent to create one. */
  expectedTransaction?: ExpectedTransactionForm_expectedTransaction$key | null;
  /** Today in the organisation's time zone, the date a new one starts with. */
  today: string;
};

type UserError = { readonly field: string | null | undefined; readonly code: string; readonly message: string };

/** Whether a server `field` path names a leaf of the form (`amount`, `reconciliationData.0.key`). */
function isFormField(values: ExpectedTransactionFormValues, path: string | null | undefined): path is string {
  return typeof path === 'string' && typeof getIn(values, path) === 'string';
}

/**
 * Creates or edits an expected transaction: date, direction (Outgoing or
 * Incoming), amount and currency, counterparty, the bank account it is
 * expected on, descriptions, external id and additional reconciliation data.
 * Server rule breaks (`userErrors`) land on the field they name.
 */
export function ExpectedTransactionForm({ options, expectedTransaction, today }: ExpectedTransactionFormProps) {
  const choices = useFragment(
    graphql`
      fragment ExpectedTransactionForm_options on Query @argumentDefinitions(withCounterparties: { type: "Boolean", defaultValue: false }, withBankAccounts: { type: "Boolean", defaultValue: false }) {
        counterparties(first: 100) @include(if: $withCounterparties) {
          edges {
            node {
              id
              alias
              legalName
            }
          }
        }
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
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const mutationFailure = useMutationFailure();

  const counterparties = useMemo(() => {
    const list = choices.counterparties?.edges.map((edge) => edge.node) ?? [];
    // The one it has stays selectable even beyond the first hundred.
    const current = existing?.counterparty;
    return current && !list.some((counterparty) => counterparty.id === current.id) ? [current, ...list] : list;
  }, [choices.counterparties, existing?.counterparty]);
  const bankAccounts = useMemo(() => choices.bankAccounts ?? [], [choices.bankAccounts]);
  const accountCurrencies = useMemo(() => new Map(bankAccounts.map((account) => [account.id, account.currency as string])), [bankAccounts]);
  const schema = useMemo(() => expectedTransactionFormSchema(intl, accountCurrencies), [intl, accountCurrencies]);
  // Without the permission to read counterparties or bank accounts the form cannot show them: it leaves them as they are.
  const canChooseCounterparty = choices.counterparties != null;
  const canChooseAccount = choices.bankAccounts != null;

  const initialValues: ExpectedTransactionFormValues = {
    date: existing?.date ?? today,
    direction: existing?.direction === 'DEBIT' ? 'DEBIT' : 'CREDIT',
    amount: existing?.amount.amount ?? '',
    currency: (existing?.amount.currency as ExpectedTransactionFormValues['currency'] | undefined) ?? 'IDR',
    counterpartyId: existing?.counterparty?.id ?? '',
    bankAccountId: existing?.bankAccount?.id ?? '',
    description: existing?.description ?? '',
    internalDescription: existing?.internalDescription ?? '',
    externalId: existing?.externalId ?? '',
    reconciliationData: existing?.reconciliationData.map(({ key, value }) => ({ key, value })) ?? [],
  };

  const [commitCreate] = useMutation<ExpectedTransactionFormCreateMutation>(graphql`
    mutation ExpectedTransactionFormCreateMutation($input: ExpectedTransactionCreateInput!) {
      expectedTransactionCreate(input: $input) {
        expectedTransaction {
          id
          description
          ...ExpectedTransactionRow_expectedTransaction
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
  const [commitUpdate] = useMutation<ExpectedTransactionFormUpdateMutation>(graphql`
    mutation ExpectedTransactionFormUpdateMutation($input: ExpectedTransactionUpdateInput!) {
      expectedTransactionUpdate(input: $input) {
        expectedTransaction {
          id
          description
          ...ExpectedTransactionRow_expectedTransaction
          ...ExpectedTransactionForm_expectedTransaction
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);

  const submit = (values: ExpectedTransactionFormValues, helpers: FormikHelpers<ExpectedTransactionFormValues>) =>
    new Promise<void>((resolve) => {
      helpers.setStatus(undefined);
      const fields = {
        date: values.date,
        direction: values.direction,
        amount: parseAmountInput(values.amount) ?? values.amount.trim(),
        currency: values.currency,
        description: values.description.trim(),
        internalDescription: values.internalDescription.trim() || null,
        externalId: values.externalId.trim() || null,
        reconciliationData: values.reconciliationData.map((entry) => ({
          key: entry.key.trim(),
          value: entry.value.trim(),
        })),
        ...(canChooseCounterparty ? { counterpartyId: values.counterpartyId || null } : {}),
        ...(canChooseAccount ? { bankAccountId: values.bankAccountId || null } : {}),
      };
      const finish = (saved: { description: string } | null | undefined, userErrors: readonly UserError[]) => {
        resolve();
        if (saved && userErrors.length === 0) {
          toastSuccess(intl.formatMessage({ id: existing ? 'expectedTransactionForm.updated' : 'expectedTransactionForm.created' }, { description: saved.description }));
          void navigate(LIST_PATH);
          return;
        }
        let errors: FormikErrors<ExpectedTransactionFormValues> = {};
        const general: string[] = [];
        for (const error of userErrors) {
          const message = errorMessage(error.code, error.message);
          if (isFormField(values, error.field) && !getIn(errors, error.field)) {
            errors = setIn(errors, error.field, message) as FormikErrors<ExpectedTransactionFormValues>;
          } else {
            general.push(message);
          }
        }
        helpers.setErrors(errors);
        if (general.length > 0 || userErrors.length === 0) {
          helpers.setStatus(general.length > 0 ? general.join(' ') : errorMessage(null));
        }
      };
      const onError = (failure: Error) => {
        resolve();
        const message = mutationFailure(failure);
        if (message) helpers.setStatus(message);
      };
      if (existing) {
        commitUpdate({
          variables: { input: { expectedTransactionId: existing.id, ...fields } },
          onCompleted: (response) => finish(response.expectedTransactionUpdate.expectedTransaction, response.expectedTransactionUpdate.userErrors),
          onError,
        });
      } else {
        commitCreate({
          variables: { input: fields },
          onCompleted: (response) => finish(response.expectedTransactionCreate.expectedTransaction, response.expectedTransactionCreate.userErrors),
          onError,
        });
      }
    });

  return (
    <Formik<ExpectedTransactionFormValues> initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {({ values, errors, touched, submitCount, status, isSubmitting, handleChange, handleBlur, handleSubmit, setFieldValue }) => {
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
        const accountCurrency = values.bankAccountId ? accountCurrencies.get(values.bankAccountId) : undefined;
        const dataError = submitCount > 0 && typeof errors.reconciliationData === 'string' ? errors.reconciliationData : undefined;

        return (
          <form noValidate onSubmit={handleSubmit} data-testid="expected-transaction-form">
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
                    <FormattedMessage id="expectedTransactionForm.section.details" />
                  </Heading>
                  <Text color="fg.muted" fontSize="sm">
                    <FormattedMessage id="expectedTransactionForm.section.detailsHint" />
                  </Text>
                </Card.Header>
                <Card.Body>
                  <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
                    <FormField label={<FormattedMessage id="expectedTransactionForm.date" />} error={errorOf('date')} required>
                      <Input {...input('date')} type="date" />
                    </FormField>
                    <FormField label={<FormattedMessage id="expectedTransactionForm.direction" />} error={errorOf('direction')} required>
                      <NativeSelect.Root>
                        <NativeSelect.Field {...input('direction')}>
                          <option value="CREDIT">{intl.formatMessage(DIRECTION_LABEL.CREDIT)}</option>
                          <option value="DEBIT">{intl.formatMessage(DIRECTION_LABEL.DEBIT)}</option>
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FormField>
                    <FormField
                      label={<FormattedMessage id="expectedTransactionForm.amount" />}
                      error={errorOf('amount')}
                      helper={<FormattedMessage id="expectedTransactionForm.amountHint" />}
                      required
                    >
                      <Input {...input('amount')} inputMode="decimal" autoComplete="off" />
                    </FormField>
                    <FormField
                      label={<FormattedMessage id="expectedTransactionForm.currency" />}
                      error={errorOf('currency')}
                      helper={accountCurrency ? <FormattedMessage id="expectedTransactionForm.currencyFromAccount" /> : undefined}
                      required
                    >
                      <NativeSelect.Root disabled={Boolean(accountCurrency)}>
                        <NativeSelect.Field {...input('currency')}>
                          <option value="IDR">IDR</option>
                          <option value="USD">USD</option>
                          <option value="SGD">SGD</option>
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FormField>
                    {canChooseCounterparty ? (
                      <FormField
                        label={<FormattedMessage id="expectedTransactionForm.counterparty" />}
                        error={errorOf('counterpartyId')}
                        helper={<FormattedMessage id="expectedTransactionForm.optional" />}
                      >
                        <NativeSelect.Root>
                          <NativeSelect.Field {...input('counterpartyId')}>
                            <option value="">{intl.formatMessage({ id: 'expectedTransactionForm.noCounterparty' })}</option>
                            {counterparties.map((counterparty) => (
                              <option key={counterparty.id} value={counterparty.id}>
                                {counterparty.alias} — {counterparty.legalName}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </FormField>
                    ) : null}
                    {canChooseAccount ? (
                      <FormField
                        label={<FormattedMessage id="expectedTransactionForm.bankAccount" />}
                        error={errorOf('bankAccountId')}
                        helper={<FormattedMessage id="expectedTransactionForm.bankAccountHint" />}
                      >
                        <NativeSelect.Root>
                          <NativeSelect.Field
                            {...input('bankAccountId')}
                            onChange={(event) => {
                              const id = event.currentTarget.value;
                              void setFieldValue('bankAccountId', id);
                              const currency = accountCurrencies.get(id);
                              if (currency) void setFieldValue('currency', currency);
                            }}
                          >
                            <option value="">{intl.formatMessage({ id: 'expectedTransactionForm.anyBankAccount' })}</option>
                            {bankAccounts.map((account) => (
                              <option key={account.id} value={account.id}>
                                {account.alias} · {account.bank.name} {account.accountNumber} ({account.currency})
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </FormField>
                    ) : null}
                    <GridItem colSpan={{ base: 1, md: 2 }}>
                      <FormField
                        label={<FormattedMessage id="expectedTransactionForm.description" />}
                        error={errorOf('description')}
                        helper={<FormattedMessage id="expectedTransactionForm.descriptionHint" />}
                        required
                      >
                        <Input {...input('description')} autoComplete="off" maxLength={500} />
                      </FormField>
                    </GridItem>
                    <GridItem colSpan={{ base: 1, md: 2 }}>
                      <FormField
                        label={<FormattedMessage id="expectedTransactionForm.internalDescription" />}
                        error={errorOf('internalDescription')}
                        helper={<FormattedMessage id="expectedTransactionForm.internalDescriptionHint" />}
                      >
                        <Textarea {...input('internalDescription')} rows={2} maxLength={1000} />
                      </FormField>
                    </GridItem>
                    <FormField
                      label={<FormattedMessage id="expectedTransactionForm.externalId" />}
                      error={errorOf('externalId')}
                      helper={<FormattedMessage id="expectedTransactionForm.externalIdHint" />}
                    >
                      <Input {...input('externalId')} autoComplete="off" maxLength={100} />
                    </FormField>
                  </Grid>
                </Card.Body>
              </Card.Root>

              <FieldArray name="reconciliationData">
                {({ push, remove }) => (
                  <Card.Root variant="outline" bg="bg">
                    <Card.Header>
                      <Flex justifyContent="space-between" alignItems="flex-start" gap="4">
                        <Box>
                          <Heading size="md">
                            <FormattedMessage id="expectedTransactionForm.section.data" />
                          </Heading>
                          <Text color="fg.muted" fontSize="sm">
                            <FormattedMessage id="expectedTransactionForm.section.dataHint" />
                          </Text>
                        </Box>
                        <Button
                          size="sm"
                          variant="outline"
                          data-testid="add-reconciliation-data"
                          disabled={values.reconciliationData.length >= MAX_RECONCILIATION_DATA}
                          onClick={() => push({ key: '', value: '' })}
                        >
                          <MenuIcon name="plus" />
                          <FormattedMessage id="expectedTransactionForm.addData" />
                        </Button>
                      </Flex>
                    </Card.Header>
                    <Card.Body>
                      <Stack gap="3">
                        {dataError ? (
                          <Text color="fg.error" fontSize="sm">
                            {dataError}
                          </Text>
                        ) : null}
                        {values.reconciliationData.length === 0 ? (
                          <Text color="fg.subtle" fontSize="sm">
                            <FormattedMessage id="expectedTransactionForm.noData" />
                          </Text>
                        ) : null}
                        {values.reconciliationData.map((_, index) => {
                          const prefix = `reconciliationData.${index}`;
                          return (
                            <HStack key={index} alignItems="flex-start" gap="3" data-testid="reconciliation-data-row">
                              <Box flex="1">
                                <FormField label={<FormattedMessage id="expectedTransactionForm.dataKey" />} error={errorOf(`${prefix}.key`)} required>
                                  <Input
                                    {...input(`${prefix}.key`)}
                                    placeholder={intl.formatMessage({
                                      id: 'expectedTransactionForm.dataKeyPlaceholder',
                                    })}
                                    autoComplete="off"
                                  />
                                </FormField>
                              </Box>
                              <Box flex="2">
                                <FormField label={<FormattedMessage id="expectedTransactionForm.dataValue" />} error={errorOf(`${prefix}.value`)} required>
                                  <Input {...input(`${prefix}.value`)} autoComplete="off" />
                                </FormField>
                              </Box>
                              <IconButton
                                marginTop="7"
                                size="sm"
                                variant="ghost"
                                colorPalette="red"
                                aria-label={intl.formatMessage({ id: 'expectedTransactionForm.removeData' })}
                                onClick={() => remove(index)}
                              >
                                <MenuIcon name="trash" />
                              </IconButton>
                            </HStack>
                          );
                        })}
                      </Stack>
                    </Card.Body>
                  </Card.Root>
                )}
              </FieldArray>

              <Flex justifyContent="flex-end" gap="3">
                <Button asChild variant="outline" data-testid="cancel">
                  <RouterLink to={LIST_PATH}>
                    <FormattedMessage id="common.cancel" />
                  </RouterLink>
                </Button>
                <Button type="submit" colorPalette="brand" loading={isSubmitting} data-testid="expected-transaction-submit">
                  <FormattedMessage id={existing ? 'expectedTransactionForm.save' : 'expectedTransactionForm.submit'} />
                </Button>
              </Flex>
            </Stack>
          </form>
        );
      }}
    </Formik>
  );
}
