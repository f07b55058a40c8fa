import { Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { DocumentLinesTable_lines$key } from '../../__generated__/DocumentLinesTable_lines.graphql';
import { plainQuantity } from '../../../formats/quantity';
import { formatDecimal } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DataTable } from '../../ui/DataTable';
import { messageColumns } from '../../ui/messageColumns';
import { useMoneyFormat } from '../../ui/useMoneyFormat';

/** The line's figures, after its product: each a numeric column. */
const FIGURE_COLUMNS = [
  'document.line.quantity',
  'document.line.unitPrice',
  'document.line.discount',
  'document.line.taxBase',
  'document.line.vat',
  'document.line.total',
];
const COLUMNS = messageColumns(['document.line.product', ...FIGURE_COLUMNS], FIGURE_COLUMNS);

/**
 * A document's lines (orders, receipts, invoices, credit memos alike): the
 * product with its description, quantity, unit price, discount (the line's own
 * and its share of the document's), tax base, PPN with its rate and the
 * line's total, as the invoicing service computed and stored them; a
 * service says so under its product, and each quantity names its unit.
 */
export function DocumentLinesTable({ lines }: { lines: DocumentLinesTable_lines$key }) {
  const data = useFragment(
    graphql`
      fragment DocumentLinesTable_lines on DocumentLine @relay(plural: true) {
        position
        product
        description
        quantity
        kind
        unit
        taxCode
        vatRate
        unitPrice {
          amount
          currency
        }
        priceIncludesTax
        discount {
          amount
          currency
        }
        discountPercent
        taxBase {
          amount
          currency
        }
        vat {
          amount
          currency
        }
        total {
          amount
          currency
        }
      }
    `,
    lines,
  );
  const { language } = useLanguage();
  const money = useMoneyFormat();
  return (
    <DataTable columns={COLUMNS} size="sm" wrapHeaders testId="document-lines">
      {data.map((line) => (
        <Table.Row key={line.position} data-testid="document-line">
          <Table.Cell minWidth="40">
            <Text fontWeight="medium">{line.product}</Text>
            {line.kind === 'SERVICE' ? (
              <Text color="fg.muted" fontSize="xs" data-testid="document-line-service">
                <FormattedMessage id="document.lineKind.SERVICE" />
              </Text>
            ) : null}
            {line.description ? (
              <Text color="fg.muted" fontSize="xs">
                {line.description}
              </Text>
            ) : null}
          </Table.Cell>
          <Table.Cell textAlign="end">
            <Text>{formatDecimal(plainQuantity(line.quantity), language)}</Text>
            <Text color="fg.muted" fontSize="xs" data-testid="document-line-unit">
              <FormattedMessage id={`document.unit.${line.unit}`} defaultMessage={line.unit} />
            </Text>
          </Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">
            <Text>{money(line.unitPrice)}</Text>
            {line.priceIncludesTax ? (
              <Text color="fg.muted" fontSize="xs" data-testid="document-line-price-includes-tax">
                <FormattedMessage id="document.line.priceIncludesTax" />
              </Text>
            ) : null}
          </Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">
            <Text>{money(line.discount)}</Text>
            {line.discountPercent ? (
              <Text color="fg.muted" fontSize="xs" data-testid="document-line-discount-percent">
                <FormattedMessage
                  id="document.line.discountPercent"
                  values={{ percent: formatDecimal(plainQuantity(line.discountPercent), language) }}
                />
              </Text>
            ) : null}
          </Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">
            {money(line.taxBase)}
          </Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">
            <Text>{money(line.vat)}</Text>
            <Text color="fg.muted" fontSize="xs">
              <FormattedMessage id={`document.taxCode.${line.taxCode}`} />
            </Text>
          </Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="medium">
            {money(line.total)}
          </Table.Cell>
        </Table.Row>
      ))}
    </DataTable>
  );
}
