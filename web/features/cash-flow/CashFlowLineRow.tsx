import { Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { CashFlowLineRow_line$key } from '../../__generated__/CashFlowLineRow_line.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { CashFlowLineCategory } from './CashFlowLineCategory';
import { FigureCell } from '../../ui/FigureCell';

type CashFlowLineRowProps = {
  line: CashFlowLineRow_line$key;
  canCorrect: boolean;
  /** Reads the report again once the category changed. */
  onChanged: () => Promise<unknown>;
  /** In a drawer: the date under the description instead of a column of its own. */
  compact?: boolean;
};

/**
 * One statement transaction of the cash flow: its date, description (with
 * its account), signed amount and category (see `CashFlowLineCategory`).
 */
export function CashFlowLineRow({
  line,
  canCorrect,
  onChanged,
  compact = false,
}: CashFlowLineRowProps) {
  const data = useFragment(
    graphql`
      fragment CashFlowLineRow_line on StatementTransaction {
        date
        description
        direction
        amount {
          amount
          currency
        }
        bankAccount {
          alias
        }
        cashCategory {
          category
          source
        }
        ...CashFlowLineCategory_line
      }
    `,
    line,
  );
  const { language } = useLanguage();
  const current = data.cashCategory;
  const sign = data.direction === 'DEBIT' ? '-' : '';

  return (
    <Table.Row
      data-testid="cash-flow-line"
      data-category={current?.category ?? ''}
      data-source={current?.source ?? ''}
    >
      {compact ? null : (
        <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
          {formatDate(data.date, language)}
        </Table.Cell>
      )}
      <Table.Cell minWidth={compact ? '32' : '48'}>
        <Stack gap="0">
          <Text fontSize="sm" lineClamp={2} wordBreak="break-word">
            {data.description}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {[
              ...(compact ? [formatDate(data.date, language)] : []),
              ...(data.bankAccount ? [data.bankAccount.alias] : []),
            ].join(' · ')}
          </Text>
        </Stack>
      </Table.Cell>
      <FigureCell strong color={data.direction === 'CREDIT' ? 'fg.success' : undefined}>
        {formatMoney(`${sign}${data.amount.amount}`, data.amount.currency, language)}
      </FigureCell>
      <CashFlowLineCategory
        line={data}
        canCorrect={canCorrect}
        onChanged={onChanged}
        compact={compact}
      />
    </Table.Row>
  );
}
