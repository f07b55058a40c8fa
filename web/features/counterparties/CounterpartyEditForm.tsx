import { Alert, Badge, Box, Button, chakra, Drawer, Flex, Grid, Heading, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { FieldArray, Formik, getIn, setIn, type FormikErrors, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { CounterpartyEditForm_counterparty$key } from '../../__generated__/CounterpartyEditForm_counterparty.graphql';
import type { CounterpartyEditForm_query$key } from '../../__generated__/CounterpartyEditForm_query.graphql';
import type { CounterpartyEditFormMutation } from '../../__generated__/CounterpartyEditFormMutation.graphql';
import { MenuIcon } from '../../ui/MenuIcon';
import { toastSuccess } from '../../ui/toaster';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useMutationFailure } from '../../relay/useMutationFailure';
import { counterpartyEditSchema, EMPTY_NEW_BANK_ACCOUNT, type CounterpartyEditValues } from './counterpartyEditSchema';
import { COUNTERPARTY_TYPE_LABEL } from './counterpartyTypeLabel';
import { FormField } from '../../ui/FormField';

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

/**
 * Edits a counterparty in its drawer: names, email, type, external id, and
 * its bank accounts, whose bank, number and name on account show read-only
 * (they cannot change) while their alias can; accounts can be removed (one
 * must stay) and added. Server rule breaks land on the field they name.
 */
export function CounterpartyEditForm({ counterparty, query, onCancel, onSaved }: CounterpartyEditFormProps) {
  const data = useFragment(
    graphql`
      fragment CounterpartyEditForm_counterparty on Counterparty {
        id
        legalName
        alias
        email
        type
        externalId
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
  const errorMessage = useErrorMessage();
  const mutationFailure = useMutationFailure();
  const schema = useMemo(() => counterpartyEditSchema(intl), [intl]);
  const [commitUpdate] = useMutation<CounterpartyEditFormMutation>(graphql`
    mutation CounterpartyEditFormMutation($input: CounterpartyUpdateInput!) {
      counterpartyUpdate(input: $input) {
        counterparty {
          id
          ...CounterpartyRow_counterparty
          ...CounterpartyDetails_counterparty
          ...CounterpartyEditForm_counterparty
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);

  const initialValues = useMemo<CounterpartyEditValues>(
    () => ({
      legalName: data.legalName,
      alias: data.alias,
      email: data.email ?? '',
      type: data.type === 'INDIVIDUAL' ? 'INDIVIDUAL' : 'COMPANY',
      externalId: data.externalId ?? '',
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
    }),
    [data],
  );

  const submit = (values: CounterpartyEditValues, helpers: FormikHelpers<CounterpartyEditValues>) =>
    new Promise<void>((resolve) => {
      helpers.setStatus(undefined);
      const updatedRows: number[] = [];
      const updateBankAccounts = values.bankAccounts.flatMap((account, index) => {
        if (account.remove || account.alias.trim() === account.storedAlias) return [];
        updatedRows.push(index);
        return [{ id: account.id, alias: account.alias.trim() === '' ? null : account.alias.trim() }];
      });
      commitUpdate({
        variables: {
          input: {
            counterpartyId: data.id,
            legalName: values.legalName.trim(),
            alias: values.alias.trim(),
            email: values.email.trim() === '' ? null : values.email.trim(),
            type: values.type,
            externalId: values.externalId.trim() === '' ? null : values.externalId.trim(),
            updateBankAccounts,
            removeBankAccountIds: values.bankAccounts.filter((account) => account.remove).map((account) => account.id),
            addBankAccounts: values.addBankAccounts.map((account) => ({
              bankCode: account.bankCode,
              accountNumber: account.accountNumber.trim(),
              accountName: account.accountName.trim(),
              alias: account.alias.trim() === '' ? null : account.alias.trim(),
            })),
          },
        },
        onCompleted: (response) => {
          resolve();
          const { counterparty: saved, userErrors } = response.counterpartyUpdate;
          if (saved && userErrors.length === 0) {
            toastSuccess(intl.formatMessage({ id: 'counterparties.saved' }, { name: values.legalName.trim() }));
            onSaved();
            return;
          }
          let errors: FormikErrors<CounterpartyEditValues> = {};
          const general: string[] = [];
          for (const error of userErrors) {
            const message = errorMessage(error.code, error.message);
            const path = formPath(error.field, updatedRows);
            if (path && (typeof getIn(values, path) === 'string' || path === 'bankAccounts')) {
              if (!getIn(errors, path)) errors = setIn(errors, path, message) as FormikErrors<CounterpartyEditValues>;
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
          const message = mutationFailure(error);
          if (message) helpers.setStatus(message);
        },
      });
    });

  return (
    <Formik<CounterpartyEditValues> initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
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
        const accountsError = typeof errors.bankAccounts === 'string' && submitCount > 0 ? errors.bankAccounts : undefined;

        return (
          <chakra.form noValidate onSubmit={handleSubmit} display="flex" flexDirection="column" flex="1" minHeight="0" data-testid="counterparty-edit-form">
            <Drawer.Body paddingY="5">
              <Stack gap="6">
                {typeof status === 'string' ? (
                  <Alert.Root status="error" data-testid="counterparty-edit-error">
                    <Alert.Indicator />
                    <Alert.Title>{status}</Alert.Title>
                  </Alert.Root>
                ) : null}
                <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                  <FormField label={<FormattedMessage id="counterpartyCreate.legalName" />} error={errorOf('legalName')} required>
                    <Input {...input('legalName')} autoComplete="organization" />
                  </FormField>
                  <FormField label={<FormattedMessage id="counterpartyCreate.alias" />} error={errorOf('alias')} required>
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

                <Stack gap="3">
                  <Box>
                    <Heading size="sm">
                      <FormattedMessage id="counterpartyCreate.section.bankAccounts" />
                    </Heading>
                    <Text color="fg.muted" fontSize="sm">
                      <FormattedMessage id="counterparties.edit.bankAccountsHint" />
                    </Text>
                  </Box>
                  {accountsError ? (
                    <Text color="fg.error" fontSize="sm" data-testid="bank-accounts-error">
                      {accountsError}
                    </Text>
                  ) : null}
                  {values.bankAccounts.map((account, index) => (
                    <Box
                      key={account.id}
                      borderWidth="1px"
                      borderColor="border"
                      rounded="md"
                      padding="3"
                      bg={account.remove ? 'red.subtle' : 'bg.subtle'}
                      opacity={account.remove ? 0.7 : 1}
                      data-testid="edit-bank-account"
                    >
                      <Flex justifyContent="space-between" alignItems="flex-start" gap="3" marginBottom="3">
                        <Stack gap="0.5">
                          <HStack gap="2">
                            <Text fontWeight="medium" fontVariantNumeric="tabular-nums">
                              {account.accountNumber}
                            </Text>
                            {account.remove ? (
                              <Badge colorPalette="red" variant="subtle">
                                <FormattedMessage id="counterparties.edit.willBeRemoved" />
                              </Badge>
                            ) : null}
                          </HStack>
                          <Text fontSize="sm" color="fg.muted">
                            {account.bankName} · {account.accountName}
                          </Text>
                        </Stack>
                        <Button
                          size="xs"
                          variant="ghost"
                          colorPalette={account.remove ? 'gray' : 'red'}
                          data-testid="toggle-remove-bank-account"
                          onClick={() => void setFieldValue(`bankAccounts.${index}.remove`, !account.remove)}
                        >
                          <FormattedMessage id={account.remove ? 'counterparties.edit.keep' : 'counterparties.edit.remove'} />
                        </Button>
                      </Flex>
                      <FormField label={<FormattedMessage id="counterparties.bankAccountAlias" />} error={errorOf(`bankAccounts.${index}.alias`)}>
                        <Input {...input(`bankAccounts.${index}.alias`)} size="sm" bg="bg" disabled={account.remove} />
                      </FormField>
                    </Box>
                  ))}

                  <FieldArray name="addBankAccounts">
                    {({ push, remove }) => (
                      <Stack gap="3">
                        {values.addBankAccounts.map((_, index) => {
                          const prefix = `addBankAccounts.${index}`;
                          return (
                            <Box key={index} borderWidth="1px" borderColor="brand.muted" rounded="md" padding="3" data-testid="new-bank-account">
                              <HStack justifyContent="space-between" marginBottom="2">
                                <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
                                  <FormattedMessage id="counterparties.edit.newBankAccount" />
                                </Text>
                                <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={intl.formatMessage({ id: 'counterpartyCreate.removeBankAccount' })} onClick={() => remove(index)}>
                                  <MenuIcon name="trash" />
                                </IconButton>
                              </HStack>
                              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
                                <FormField label={<FormattedMessage id="counterpartyCreate.bank" />} error={errorOf(`${prefix}.bankCode`)} required>
                                  <NativeSelect.Root size="sm">
                                    <NativeSelect.Field {...input(`${prefix}.bankCode`)}>
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
                                  <Input {...input(`${prefix}.accountNumber`)} size="sm" inputMode="numeric" autoComplete="off" />
                                </FormField>
                                <FormField label={<FormattedMessage id="counterpartyCreate.accountName" />} error={errorOf(`${prefix}.accountName`)} required>
                                  <Input {...input(`${prefix}.accountName`)} size="sm" autoComplete="off" />
                                </FormField>
                                <FormField label={<FormattedMessage id="counterparties.bankAccountAlias" />} error={errorOf(`${prefix}.alias`)}>
                                  <Input {...input(`${prefix}.alias`)} size="sm" autoComplete="off" />
                                </FormField>
                              </Grid>
                            </Box>
                          );
                        })}
                        <Button alignSelf="flex-start" size="sm" variant="outline" data-testid="add-bank-account" onClick={() => push({ ...EMPTY_NEW_BANK_ACCOUNT })}>
                          <MenuIcon name="plus" />
                          <FormattedMessage id="counterpartyCreate.addBankAccount" />
                        </Button>
                      </Stack>
                    )}
                  </FieldArray>
                </Stack>
              </Stack>
            </Drawer.Body>
            <Drawer.Footer borderTopWidth="1px" borderColor="border">
              <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button type="submit" colorPalette="brand" loading={isSubmitting} data-testid="counterparty-save">
                <FormattedMessage id="common.saveChanges" />
              </Button>
            </Drawer.Footer>
          </chakra.form>
        );
      }}
    </Formik>
  );
}
