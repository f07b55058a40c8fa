import { graphql, readInlineData } from 'react-relay';
import type {
  useBillTarget_bill$data,
  useBillTarget_bill$key,
} from '../../__generated__/useBillTarget_bill.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { billActions, type BillActions } from './billActions';

/** What the cancel dialog names of the bill it cancels, and the moves act on. */
export type BillTarget = { id: string; name: string; amount: string; dueDate: string };

/**
 * What a bill's moves read of it, and what its row and its page head it
 * with: spread into the row's fragment, and into the page's query as
 * `...useBillTarget_bill @alias(as: "target")`.
 */
const billTargetFields = graphql`
  fragment useBillTarget_bill on Bill @inline {
    id
    number
    dueDate
    description
    amount {
      amount
      currency
    }
    status
    paymentStatus
    editable
    viewerCanApprove
    counterparty {
      alias
    }
    payingOrder {
      id
    }
  }
`;

/**
 * The bill read through `useBillTarget_bill`, as its moves name it (supplier,
 * else number, else description; amount and due date in the member's
 * language), and the moves the viewer may make on it (see billActions): the
 * row and the bill's page offer the same buttons, so they read them from one
 * place.
 */
export function useBillTarget(
  ref: useBillTarget_bill$key,
  permissions: readonly string[],
): { bill: useBillTarget_bill$data; target: BillTarget; actions: BillActions } {
  const { language } = useLanguage();
  const bill = readInlineData(billTargetFields, ref);
  const target: BillTarget = {
    id: bill.id,
    name: bill.counterparty?.alias ?? bill.number ?? bill.description ?? '—',
    amount: formatMoney(bill.amount.amount, bill.amount.currency, language),
    dueDate: formatDate(bill.dueDate, language),
  };
  const actions = billActions(
    {
      id: bill.id,
      status: bill.status,
      paymentStatus: bill.paymentStatus,
      editable: bill.editable,
      paying: bill.payingOrder != null,
      viewerCanApprove: bill.viewerCanApprove,
    },
    permissions,
  );
  return { bill, target, actions };
}
