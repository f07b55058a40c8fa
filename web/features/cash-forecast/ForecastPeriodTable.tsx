import { Card, Table } from '@chakra-ui/react';
import { PanelTitleRow } from '../../ui/PanelTitleRow';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { TableHeaderCell } from '../../ui/TableHeaderCell';
import { TableScrollArea } from '../../ui/TableScrollArea';
import { PERIODS_PER_PAGE } from './cashForecastParams';
import { PeriodPager } from './PeriodPager';

type ForecastPeriodTableProps<Period extends { readonly key: string }> = {
  title: ReactNode;
  subtitle: ReactNode;
  /** The test-id prefix: the pager is `<testId>-pages`, the table `<testId>-table`. */
  testId: string;
  periods: readonly Period[];
  /** A period's column heading. */
  heading: (period: Period) => ReactNode;
  /** The table's rows, given the periods the page shows. */
  children: (shown: readonly Period[]) => ReactNode;
};

/**
 * A card with a table of the forecast's periods by category, four periods at
 * a time: its title and help, the pager, and the category column followed
 * by one column per period shown.
 */
export function ForecastPeriodTable<Period extends { readonly key: string }>({
  title,
  subtitle,
  testId,
  periods,
  heading,
  children,
}: ForecastPeriodTableProps<Period>) {
  const [page, setPage] = useState(0);
  const shown = periods.slice(page * PERIODS_PER_PAGE, (page + 1) * PERIODS_PER_PAGE);
  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      <Card.Header paddingBottom="2">
        <PanelTitleRow title={title} description={subtitle}>
          <PeriodPager
            count={periods.length}
            page={page}
            onPage={setPage}
            testId={`${testId}-pages`}
          />
        </PanelTitleRow>
      </Card.Header>
      <TableScrollArea>
        <Table.Root size="sm" data-testid={`${testId}-table`}>
          <Table.Header>
            <Table.Row>
              <TableHeaderCell>
                <FormattedMessage id="cashForecast.table.category" />
              </TableHeaderCell>
              {shown.map((period) => (
                <TableHeaderCell key={period.key} numeric>
                  {heading(period)}
                </TableHeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>{children(shown)}</Table.Body>
        </Table.Root>
      </TableScrollArea>
    </Card.Root>
  );
}
