import type { ComponentProps } from 'react';
import { PagedListFooter, type ListPaging } from '../../ui/lists/PagedListFooter';
import { StatementExportButton } from './StatementExportButton';

/** The statement list's footer: how many lines of how many are shown, the export of what the filters keep (`exportFilters`, for those who may), and Load more. */
export function StatementListFooter({
  exportFilters,
  ...paging
}: ListPaging & {
  exportFilters: ComponentProps<typeof StatementExportButton>['filters'] | null;
}) {
  return (
    <PagedListFooter
      messages="statements"
      testId="statement-transactions"
      {...paging}
      actions={
        exportFilters ? (
          <StatementExportButton filters={exportFilters} disabled={paging.total === 0} />
        ) : null
      }
      wrap
    />
  );
}
