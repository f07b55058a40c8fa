import { DataList } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { RecurringInvoicePeriod_recurringInvoice$key } from '../../__generated__/RecurringInvoicePeriod_recurringInvoice.graphql';
import { plainQuantity } from '../../../formats/quantity';
import { DocumentLinesTable } from '../../domain/documents/DocumentLinesTable';
import { DocumentTotalsBlock } from '../../domain/documents/DocumentTotalsBlock';
import { formatDecimal } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DetailItem } from '../../ui/DetailItem';
import { RecordSectionCard } from '../../ui/RecordSectionCard';

/**
 * The next period of a recurring invoice: the draft invoice it would write
 * now (its lines and totals, as the invoicing kernel computes them), or,
 * while the order cannot give one, what each period takes of the order's
 * lines, each quantity in the reader's number format.
 */
export function RecurringInvoicePeriod({
  recurringInvoice,
}: {
  recurringInvoice: RecurringInvoicePeriod_recurringInvoice$key;
}) {
  const data = useFragment(
    graphql`
      fragment RecurringInvoicePeriod_recurringInvoice on RecurringInvoice {
        salesOrder {
          lines {
            position
            product
          }
        }
        lines {
          orderLine
          quantity
        }
        preview {
          lines {
            ...DocumentLinesTable_lines
          }
          totals {
            ...DocumentTotalsBlock_totals
          }
        }
      }
    `,
    recurringInvoice,
  );
  const { language } = useLanguage();
  const productOf = (position: number) =>
    data.salesOrder?.lines.find((line) => line.position === position)?.product;
  return (
    <RecordSectionCard
      title={<FormattedMessage id="recurringInvoices.detail.period" />}
      description={<FormattedMessage id="recurringInvoices.detail.periodHint" />}
      testId="recurring-invoice-preview"
    >
      {data.preview ? (
        <>
          <DocumentLinesTable lines={data.preview.lines} />
          <DocumentTotalsBlock totals={data.preview.totals} />
        </>
      ) : (
        <DataList.Root orientation="horizontal" size="md">
          {data.lines.map((line) => (
            <DetailItem
              key={line.orderLine}
              label={
                productOf(line.orderLine) ?? (
                  <FormattedMessage
                    id="recurringInvoices.detail.orderLine"
                    values={{ line: line.orderLine }}
                  />
                )
              }
            >
              {formatDecimal(plainQuantity(line.quantity), language)}
            </DetailItem>
          ))}
        </DataList.Root>
      )}
    </RecordSectionCard>
  );
}
