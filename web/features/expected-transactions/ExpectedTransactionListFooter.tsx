import { ListTotalsRow, type ListTotal } from '../../ui/lists/ListTotalsRow';
import { PagedListFooter, type ListPaging } from '../../ui/lists/PagedListFooter';

/** Under the expected transactions: the totals of every item the filters keep, how many are shown of how many, and "Load more". */
export function ExpectedTransactionListFooter({
  totals,
  ...paging
}: ListPaging & { totals: readonly ListTotal[] }) {
  return (
    <>
      <ListTotalsRow totals={totals} testId="expected-transactions-totals" />
      <PagedListFooter messages="expectedTransactions" testId="expected-transactions" {...paging} />
    </>
  );
}
