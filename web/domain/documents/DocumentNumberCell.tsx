import { Link, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * The first cell of an invoicing document's row in its list: the document's
 * number, linking to its page, over the reference it carries (the buyer's or
 * supplier's PO reference, the sales order an invoice was written from) in a
 * smaller muted line where it has one.
 */
export function DocumentNumberCell({
  to,
  testId,
  number,
  reference,
}: {
  to: string;
  /** The link's test id (`sales-order-link`). */
  testId: string;
  number: ReactNode;
  reference: string | null | undefined;
}) {
  return (
    <Table.Cell whiteSpace="nowrap">
      <Link asChild fontWeight="medium" color="brand.solid">
        <RouterLink to={to} data-testid={testId}>
          {number}
        </RouterLink>
      </Link>
      {reference ? (
        <Text color="fg.muted" fontSize="xs">
          {reference}
        </Text>
      ) : null}
    </Table.Cell>
  );
}
