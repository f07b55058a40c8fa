import { Text } from '@chakra-ui/react';

/**
 * What a memo takes (or, once approved, is to take) off each invoice, one
 * line an invoice: its number and the amount, each kept whole, wrapping
 * between them in a narrow column.
 */
export function InvoiceAmountLines({
  lines,
  money,
}: {
  lines: readonly {
    readonly invoiceId: string;
    readonly invoiceNumber: string;
    readonly amount: { readonly amount: string };
  }[];
  money: (amount: string) => string;
}) {
  return lines.map((line, index) => (
    <Text key={`${line.invoiceId}-${index}`} fontSize="xs">
      <Text as="span" whiteSpace="nowrap">
        {line.invoiceNumber}
      </Text>{' '}
      <Text as="span" whiteSpace="nowrap">
        {money(line.amount.amount)}
      </Text>
    </Text>
  ));
}
