import { Box, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { FieldArray } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../ui/FormField';
import { FormSection } from '../../ui/FormSection';
import type { formikFields } from '../../ui/formikFields';
import { MenuIcon } from '../../ui/MenuIcon';
import { AddButton } from '../../ui/AddButton';
import { ListFieldError } from '../../ui/ListFieldError';
import { MAX_RECONCILIATION_DATA } from './expectedTransactionFormSchema';

type ReconciliationDataSectionProps = {
  fields: ReturnType<typeof formikFields>;
  /** How many key/value pairs the form holds. */
  count: number;
};

/** The additional reconciliation data of an expected transaction: up to the maximum of key/value pairs, added and removed in place. */
export function ReconciliationDataSection({
  fields: { errorOf, listErrorOf, input },
  count,
}: ReconciliationDataSectionProps) {
  const intl = useIntl();
  return (
    <FieldArray name="reconciliationData">
      {({ push, remove }) => (
        <FormSection
          title={<FormattedMessage id="expectedTransactionForm.section.data" />}
          description={<FormattedMessage id="expectedTransactionForm.section.dataHint" />}
          actions={
            <AddButton
              label={<FormattedMessage id="expectedTransactionForm.addData" />}
              testId="add-reconciliation-data"
              disabled={count >= MAX_RECONCILIATION_DATA}
              onClick={() => push({ key: '', value: '' })}
            />
          }
        >
          <Stack gap="3">
            <ListFieldError message={listErrorOf('reconciliationData')} />
            {count === 0 ? (
              <Text color="fg.subtle" fontSize="sm">
                <FormattedMessage id="expectedTransactionForm.noData" />
              </Text>
            ) : null}
            {Array.from({ length: count }, (_, index) => {
              const prefix = `reconciliationData.${index}`;
              return (
                <HStack
                  key={index}
                  alignItems="flex-start"
                  gap="3"
                  data-testid="reconciliation-data-row"
                >
                  <Box flex="1">
                    <FormField
                      label={<FormattedMessage id="expectedTransactionForm.dataKey" />}
                      error={errorOf(`${prefix}.key`)}
                      required
                    >
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
                    <FormField
                      label={<FormattedMessage id="expectedTransactionForm.dataValue" />}
                      error={errorOf(`${prefix}.value`)}
                      required
                    >
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
        </FormSection>
      )}
    </FieldArray>
  );
}
