import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { isNegative } from './cashForecastLabels';
import { FigureCell } from '../../ui/FigureCell';

/** A row of the forecast grid with one amount per period shown (opening, a flow's total, net, closing): a negative one in red. */
export function ForecastTotalRow({
  label,
  cells,
  currency,
  testId,
  strong = 'semibold',
  bg,
}: {
  label: ReactNode;
  cells: readonly { key: string; index: number; amount: string }[];
  currency: string;
  testId: string;
  strong?: 'semibold' | 'bold';
  bg?: string;
}) {
  const { language } = useLanguage();
  return (
    <Table.Row bg={bg} data-testid={testId}>
      <Table.Cell fontWeight={strong}>{label}</Table.Cell>
      {cells.map((cell) => (
        <FigureCell
          key={cell.key}
          fontWeight={strong}
          color={isNegative(cell.amount) ? 'fg.error' : undefined}
          testId={`${testId}-${cell.index}`}
        >
          {formatMoney(cell.amount, currency, language)}
        </FigureCell>
      ))}
    </Table.Row>
  );
}
