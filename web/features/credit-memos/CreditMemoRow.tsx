import { Link, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { CreditMemoRow_creditMemo$key } from '../../__generated__/CreditMemoRow_creditMemo.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { uuidOf } from '../../relay/globalId';
import { ActionButtonList } from '../../ui/ActionButtonList';
import { RowActionsCell } from '../../ui/RowActions';
import { StatusBadgeCell } from '../../ui/StatusBadgeCell';
import { CREDIT_MEMO_STATUS_TONES } from '../../domain/credit-memos/creditMemoLabels';
import { DocumentActions, type DocumentMoveCommit } from '../../domain/documents/DocumentActions';
import type { CreditMemoAction } from '../../../contracts/invoicing/lifecycles.js';
import type { useMoveRunner } from '../../ui/useMoveRunner';
import { CreditMemoApplicationsCell } from './CreditMemoApplicationsCell';
import type { CreditMemoDraft } from './CreditMemoEditDialog';
import { CreditMemoReturnsList } from './CreditMemoReturnsList';
import { FigureCell } from '../../ui/FigureCell';
import type { BuyerDocumentBalance } from '../../domain/documents/BuyerDocumentBalance';

/** What the row's actions act on: the memo, its buyer, and what is left of it. */
export type CreditMemoTarget = BuyerDocumentBalance;

/**
 * One memo: its number with the invoice it is written against (to that
 * invoice's page), the buyer, its date and reason, amount and what is left,
 * the goods it returns with their DPP and PPN (under its reason), the
 * invoices it was taken off (or, while it waits for approval, is to be
 * taken off once approved), the status, and its actions' buttons: its
 * lifecycle's moves (DocumentActions) and Apply while it is open. Whoever may
 * approve a waiting memo decides it with Approve or Reject: Cancel, which
 * ends it as Reject does, is left to the others, so a row holds two buttons
 * at most.
 */
export function CreditMemoRow({
  creditMemo,
  moves,
  commits,
  onApply,
  onEdit,
}: {
  creditMemo: CreditMemoRow_creditMemo$key;
  /** The list's runner: the memo's buttons wait while it is being approved. */
  moves: ReturnType<typeof useMoveRunner>;
  commits: Record<CreditMemoAction, DocumentMoveCommit>;
  onApply: (memo: CreditMemoTarget) => void;
  /** Opens the edit of a draft the viewer may submit. */
  onEdit: (draft: CreditMemoDraft) => void;
}) {
  const data = useFragment(
    graphql`
      fragment CreditMemoRow_creditMemo on CreditMemo {
        id
        number
        status
        reason
        memoDate
        customerName
        invoiceNumber
        customerId
        invoice {
          id
        }
        amount {
          amount
          currency
        }
        remainingAmount {
          amount
        }
        ...CreditMemoApplicationsCell_creditMemo
        ...CreditMemoReturnsList_creditMemo
        returns {
          invoiceLine
        }
        version
        actions
      }
    `,
    creditMemo,
  );
  const { language } = useLanguage();
  const money = (amount: string) => formatMoney(amount, data.amount.currency, language);
  const target: CreditMemoTarget = {
    id: data.id,
    number: data.number,
    customerId: data.customerId,
    customerName: data.customerName,
    currency: data.amount.currency,
    remaining: data.remainingAmount.amount,
  };
  return (
    <Table.Row data-testid="credit-memo-row" data-status={data.status}>
      <MemoNumberCell
        number={data.number}
        invoice={data.invoice}
        invoiceNumber={data.invoiceNumber}
      />
      <Table.Cell minWidth="32">{data.customerName}</Table.Cell>
      <Table.Cell minWidth="32">
        <Text whiteSpace="nowrap">{formatDate(data.memoDate, language)}</Text>
        <Text color="fg.muted" fontSize="xs" lineClamp={2}>
          {data.reason}
        </Text>
        <CreditMemoReturnsList creditMemo={data} />
      </Table.Cell>
      <FigureCell>
        <Text>{money(data.amount.amount)}</Text>
        <Text color="fg.muted" fontSize="xs">
          <FormattedMessage
            id="creditMemos.remaining"
            values={{ amount: money(data.remainingAmount.amount) }}
          />
        </Text>
      </FigureCell>
      <CreditMemoApplicationsCell creditMemo={data} />
      <StatusBadgeCell
        status={data.status}
        tones={CREDIT_MEMO_STATUS_TONES}
        testId="credit-memo-status"
      />
      <MemoActionsCell
        target={target}
        actions={data.actions}
        moves={moves}
        commits={commits}
        onApply={onApply}
        onEdit={editOf(data, onEdit)}
      />
    </Table.Row>
  );
}

/** Opens the edit of a draft the viewer may submit (and so edit); null for any other memo. */
function editOf(
  memo: {
    id: string;
    number: string;
    status: string;
    version: number;
    reason: string;
    amount: { amount: string };
    returns: readonly unknown[];
    actions: readonly string[];
  },
  onEdit: (draft: CreditMemoDraft) => void,
): (() => void) | null {
  if (memo.status !== 'DRAFT' || !memo.actions.includes('SUBMIT')) return null;
  return () =>
    onEdit({
      id: memo.id,
      number: memo.number,
      version: memo.version,
      reason: memo.reason,
      amount: memo.amount.amount,
      returnsGoods: memo.returns.length > 0,
    });
}

/** The memo's number, and under it the invoice it is written against, linked to that invoice's page while it can be opened. */
function MemoNumberCell({
  number,
  invoice,
  invoiceNumber,
}: {
  number: string;
  invoice: { readonly id: string } | null | undefined;
  invoiceNumber: string;
}) {
  return (
    <Table.Cell whiteSpace="nowrap">
      <Text fontWeight="medium" data-testid="credit-memo-number">
        {number}
      </Text>
      <Text color="fg.muted" fontSize="xs">
        {invoice ? (
          <Link asChild color="brand.solid">
            <RouterLink to={`/invoices/detail/${uuidOf(invoice.id, 'SalesInvoice')}`}>
              {invoiceNumber}
            </RouterLink>
          </Link>
        ) : (
          invoiceNumber
        )}
      </Text>
    </Table.Cell>
  );
}

/**
 * The memo's buttons: its lifecycle's moves, and Apply while it is open.
 * Whoever may approve a waiting memo decides it with Approve or Reject:
 * Cancel, which ends it as Reject does, is left to the others.
 */
function MemoActionsCell({
  target,
  actions,
  moves,
  commits,
  onApply,
  onEdit,
}: {
  target: CreditMemoTarget;
  /** What the API answers the viewer may do with the memo now. */
  actions: readonly string[];
  moves: ReturnType<typeof useMoveRunner>;
  commits: Record<CreditMemoAction, DocumentMoveCommit>;
  onApply: (memo: CreditMemoTarget) => void;
  /** Edits the memo while it is a draft the viewer may submit; null otherwise. */
  onEdit: (() => void) | null;
}) {
  return (
    <RowActionsCell>
      <DocumentActions
        document="CREDIT_MEMO"
        target={{ id: target.id, name: target.number }}
        actions={
          actions.includes('APPROVE') ? actions.filter((action) => action !== 'CANCEL') : actions
        }
        commits={commits}
        moves={moves}
        testId="credit-memo"
        compact
      >
        <ActionButtonList
          size="xs"
          buttons={[
            {
              label: 'creditMemos.action.apply',
              testId: 'credit-memo-apply',
              look: 'plain',
              shown: actions.includes('APPLY'),
              onClick: () => onApply(target),
            },
            {
              label: 'creditMemos.action.edit',
              testId: 'credit-memo-edit',
              look: 'plain',
              shown: onEdit !== null,
              onClick: () => onEdit?.(),
            },
          ]}
        />
      </DocumentActions>
    </RowActionsCell>
  );
}
