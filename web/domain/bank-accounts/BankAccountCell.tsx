import { Table, Text } from '@chakra-ui/react';
import { TwoLineText } from '../../ui/TwoLineText';

/**
 * One of the organisation's bank accounts in a table: its alias over its
 * bank and number (lined up as figures), or a muted dash where a record has
 * none.
 */
export function BankAccountCell({
  account,
  minWidth,
  testId,
}: {
  account:
    | {
        readonly alias: string;
        readonly accountNumber: string;
        readonly bank: { readonly name: string };
      }
    | null
    | undefined;
  minWidth: string;
  /** Names the alias for tests. */
  testId?: string;
}) {
  return (
    <Table.Cell minWidth={minWidth}>
      {account ? (
        <TwoLineText
          primary={account.alias}
          secondary={`${account.bank.name} · ${account.accountNumber}`}
          tabularSecondary
          primaryTestId={testId}
        />
      ) : (
        <Text color="fg.subtle">—</Text>
      )}
    </Table.Cell>
  );
}
