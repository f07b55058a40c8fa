import { Box, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type {
  PayablesSupplierRow_row$data,
  PayablesSupplierRow_row$key,
} from '../../__generated__/PayablesSupplierRow_row.graphql';
import { fromCents, toCents } from '../../../formats/cents';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { MenuIcon } from '../../ui/MenuIcon';
import { RowToggleButton } from '../../ui/lists/RowToggleButton';
import { PayableBucketFigure } from './PayableBucketFigure';
import { PayablesBillRow } from './PayablesBillRow';
import { AGED_PAYABLE_BUCKETS } from './payablesLabels';
import { FigureCell } from '../../ui/FigureCell';

type PayablesSupplierRowProps = {
  row: PayablesSupplierRow_row$key;
  currency: string;
};

/** The overdue buckets, summed in the row's "Overdue" column. */
const OVERDUE = [
  'overdue1To30',
  'overdue31To90',
  'overdue91To180',
  'overdue181To365',
  'overdueOver365',
] as const;

/**
 * One supplier: what is not due yet, due today and overdue, the total and
 * how many bills; "Show" opens the amount of every bucket and its bills,
 * the longest overdue first, each with its days overdue, what is still owed
 * and how far it is paid.
 */
export function PayablesSupplierRow({ row, currency }: PayablesSupplierRowProps) {
  const data = useFragment(
    graphql`
      fragment PayablesSupplierRow_row on AgedPayableRow {
        supplierName
        counterparty {
          legalName
        }
        amounts {
          ...payableAmounts_amounts @relay(mask: false)
        }
        bills {
          number
          dueDate
          ...PayablesBillRow_bill
        }
      }
    `,
    row,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const [open, setOpen] = useState(false);
  const money = (amount: string) => formatMoney(amount, currency, language);
  const overdue = fromCents(
    OVERDUE.reduce((sum, field) => sum + toCents(data.amounts[field].amount), 0n),
  );
  const name = data.supplierName ?? intl.formatMessage({ id: 'payables.unknownSupplier' });
  const cell = (amount: string, testId: string, strong = false) => (
    <FigureCell
      fontWeight={strong ? 'semibold' : undefined}
      color={/^0+\.0+$/.test(amount) ? 'fg.subtle' : undefined}
      testId={testId}
    >
      {money(amount)}
    </FigureCell>
  );

  return (
    <>
      <Table.Row data-testid="payables-row" data-supplier={name}>
        <Table.Cell minWidth="40">
          <Stack gap="0">
            <Text fontWeight="medium">{name}</Text>
            {data.counterparty ? (
              <Text fontSize="xs" color="fg.muted">
                {data.counterparty.legalName}
              </Text>
            ) : null}
          </Stack>
        </Table.Cell>
        {cell(data.amounts.notDueYet.amount, 'payables-row-not-due')}
        {cell(data.amounts.dueToday.amount, 'payables-row-due-today')}
        {cell(overdue, 'payables-row-overdue')}
        {cell(data.amounts.total.amount, 'payables-row-total', true)}
        <Table.Cell textAlign="end" whiteSpace="nowrap">
          <RowToggleButton open={open} onToggle={() => setOpen(!open)} testId="payables-row-toggle">
            <FormattedMessage id="payables.billCount" values={{ count: data.bills.length }} />
            <MenuIcon name="chevronDown" transform={open ? 'rotate(180deg)' : undefined} />
          </RowToggleButton>
        </Table.Cell>
      </Table.Row>
      {open ? (
        <SupplierDetail amounts={data.amounts} bills={data.bills} currency={currency} />
      ) : null}
    </>
  );
}

/** A supplier opened: the amount of every bucket, then its bills, the longest overdue first. */
function SupplierDetail({
  amounts,
  bills,
  currency,
}: Pick<PayablesSupplierRow_row$data, 'amounts' | 'bills'> & { currency: string }) {
  return (
    <Table.Row data-testid="payables-row-detail">
      <Table.Cell colSpan={6} bg="bg.subtle">
        <Stack gap="3" paddingY="2">
          <SimpleGrid columns={{ base: 2, md: 4, xl: 7 }} gap="2">
            {AGED_PAYABLE_BUCKETS.map((bucket) => (
              <Box key={bucket}>
                <PayableBucketFigure
                  bucket={bucket}
                  amounts={amounts}
                  currency={currency}
                  testId={`payables-row-${bucket}`}
                />
              </Box>
            ))}
          </SimpleGrid>
          <Table.Root size="sm" data-testid="payables-bills">
            <Table.Body>
              {bills.map((bill, index) => (
                <PayablesBillRow
                  key={`${bill.number ?? ''}-${bill.dueDate}-${index}`}
                  bill={bill}
                  currency={currency}
                />
              ))}
            </Table.Body>
          </Table.Root>
        </Stack>
      </Table.Cell>
    </Table.Row>
  );
}
