import { Badge, Button, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { FormField } from '../../ui/FormField';
import type { formikFields } from '../../ui/formikFields';
import { OutlineBox } from '../../ui/OutlineBox';
import type { HeldBankAccountValues } from './counterpartySchema';

type HeldBankAccountRowProps = {
  account: HeldBankAccountValues;
  /** The row's path in the form (`bankAccounts.0`). */
  prefix: string;
  fields: ReturnType<typeof formikFields>;
  onToggleRemove: () => void;
};

/** A bank account the counterparty holds, in the edit drawer: its number, bank and name read-only, its alias editable, and Remove / Keep. */
export function HeldBankAccountRow({
  account,
  prefix,
  fields: { errorOf, input },
  onToggleRemove,
}: HeldBankAccountRowProps) {
  return (
    <OutlineBox
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
          onClick={onToggleRemove}
        >
          <FormattedMessage
            id={account.remove ? 'counterparties.edit.keep' : 'counterparties.edit.remove'}
          />
        </Button>
      </Flex>
      <FormField
        label={<FormattedMessage id="counterparties.bankAccountAlias" />}
        error={errorOf(`${prefix}.alias`)}
      >
        <Input {...input(`${prefix}.alias`)} size="sm" bg="bg" disabled={account.remove} />
      </FormField>
    </OutlineBox>
  );
}
