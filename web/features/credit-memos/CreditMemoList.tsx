import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { CreditMemoList_query$key } from '../../__generated__/CreditMemoList_query.graphql';
import type { CreditMemoListPaginationQuery } from '../../__generated__/CreditMemoListPaginationQuery.graphql';
import { newestFirstByStatus } from '../../ui/lists/newestFirstByStatus';
import { messageColumns } from '../../ui/messageColumns';
import { useMoveRunner } from '../../ui/useMoveRunner';
import { DocumentStatusList } from '../../domain/documents/DocumentStatusList';
import { CreditMemoApplyDialog } from './CreditMemoApplyDialog';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { CREDIT_MEMO_STATUSES } from '../../domain/credit-memos/creditMemoLabels';
import { CreditMemoRow, type CreditMemoTarget } from './CreditMemoRow';
import { CreditMemoEditDialog, type CreditMemoDraft } from './CreditMemoEditDialog';
import { useCreditMemoMoves } from './useCreditMemoMoves';

/** How many memos one page shows. */
export const CREDIT_MEMO_PAGE_SIZE = 20;

const COLUMNS = messageColumns(
  [
    'creditMemos.column.number',
    'creditMemos.column.customer',
    'creditMemos.column.memoDate',
    'creditMemos.column.amount',
    'creditMemos.column.applications',
    'creditMemos.column.status',
  ],
  ['creditMemos.column.amount'],
);

/** The list's status filter as its URL keeps it (`/credit-memo?status=OPEN`); newest first. */
export const CREDIT_MEMO_LIST = newestFirstByStatus(CREDIT_MEMO_STATUSES);

/**
 * The organisation's credit memos, newest first, narrowed by status (kept in
 * the URL), with "Load more" and the count; a memo waiting for approval is
 * approved, or rejected with a reason, an open memo is applied to more of its
 * buyer's invoices, and any memo not final is cancelled with a reason, from
 * its row.
 */
export function CreditMemoList({
  query,
  timeZone,
}: {
  query: CreditMemoList_query$key;
  timeZone: string;
}) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    CreditMemoListPaginationQuery,
    CreditMemoList_query$key
  >(
    graphql`
      fragment CreditMemoList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        status: { type: "CreditMemoStatus" }
      )
      @refetchable(queryName: "CreditMemoListPaginationQuery") {
        creditMemos(first: $count, after: $cursor, status: $status)
          @connection(key: "CreditMemoList_creditMemos", filters: ["status"]) {
          totalCount
          edges {
            node {
              id
              ...CreditMemoRow_creditMemo
            }
          }
        }
      }
    `,
    query,
  );
  const [applying, setApplying] = useState<CreditMemoTarget | null>(null);
  const [editing, setEditing] = useState<CreditMemoDraft | null>(null);
  const moves = useMoveRunner();
  const commits = useCreditMemoMoves();
  return (
    <>
      <DocumentStatusList
        list={CREDIT_MEMO_LIST}
        statuses={CREDIT_MEMO_STATUSES}
        messages="creditMemos"
        testId="credit-memos"
        icon="memo"
        connection={data.creditMemos}
        pages={{ hasNext, isLoadingNext, loadNext }}
        pageSize={CREDIT_MEMO_PAGE_SIZE}
        table={{
          columns: COLUMNS,
          actionsLabel: <FormattedMessage id="creditMemos.column.actions" />,
        }}
        notice={
          moves.refusal ? (
            <FormErrorAlert message={moves.refusal} testId="credit-memos-refusal" />
          ) : null
        }
      >
        {(node) => (
          <CreditMemoRow
            key={node.id}
            creditMemo={node}
            moves={moves}
            commits={commits}
            onApply={setApplying}
            onEdit={setEditing}
          />
        )}
      </DocumentStatusList>
      <CreditMemoEditDialog draft={editing} onClose={() => setEditing(null)} />
      {applying ? (
        <CreditMemoApplyDialog
          memo={applying}
          timeZone={timeZone}
          onClose={() => setApplying(null)}
        />
      ) : null}
    </>
  );
}
