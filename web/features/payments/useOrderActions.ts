import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useRevalidator } from 'react-router';
import type { GraphQLTaggedNode } from 'relay-runtime';
import type { useOrderActionsPaymentsApproveMutation } from '../../__generated__/useOrderActionsPaymentsApproveMutation.graphql';
import type { useOrderActionsPaymentsArchiveMutation } from '../../__generated__/useOrderActionsPaymentsArchiveMutation.graphql';
import type { useOrderActionsPaymentsExportMutation } from '../../__generated__/useOrderActionsPaymentsExportMutation.graphql';
import type { useOrderActionsPaymentsCancelMutation } from '../../__generated__/useOrderActionsPaymentsCancelMutation.graphql';
import type { useOrderActionsPaymentsResendMutation } from '../../__generated__/useOrderActionsPaymentsResendMutation.graphql';
import type { useOrderActionsPaymentsRejectMutation } from '../../__generated__/useOrderActionsPaymentsRejectMutation.graphql';
import type { useOrderActionsTransfersApproveMutation } from '../../__generated__/useOrderActionsTransfersApproveMutation.graphql';
import type { useOrderActionsTransfersArchiveMutation } from '../../__generated__/useOrderActionsTransfersArchiveMutation.graphql';
import type { useOrderActionsTransfersExportMutation } from '../../__generated__/useOrderActionsTransfersExportMutation.graphql';
import type { useOrderActionsTransfersCancelMutation } from '../../__generated__/useOrderActionsTransfersCancelMutation.graphql';
import type { useOrderActionsTransfersResendMutation } from '../../__generated__/useOrderActionsTransfersResendMutation.graphql';
import type { useOrderActionsTransfersRejectMutation } from '../../__generated__/useOrderActionsTransfersRejectMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { useMutationFailure } from '../../relay/useMutationFailure';
import type { BalanceWarning } from './useBalanceWarningText';
import { refusalsOf, type ActionRefusals, type OrderAction } from './orderActions';
import type { OrderKind } from './orderKinds';

/*
 * Each mutation answers the orders acted on with the fields the row and the
 * detail show, so they change in the store at once; the list is read again
 * afterwards for the rows that move between tabs.
 */
const paymentsApprove = graphql`
  mutation useOrderActionsPaymentsApproveMutation($input: OrdersApproveInput!) {
    outcome: paymentsApprove(input: $input) {
      orders: payments {
        id
        ...PaymentOrderRow_order
        ...PaymentOrderDetails_order
      }
      userErrors {
        ...userErrorFields_userError @relay(mask: false)
      }
      warnings {
        ...paymentWarningFields_warning @relay(mask: false)
      }
    }
  }
`;
const paymentsResend = graphql`
  mutation useOrderActionsPaymentsResendMutation($input: OrdersCodeInput!) {
    outcome: paymentsResend(input: $input) {
      orders: payments {
        id
        ...PaymentOrderRow_order
        ...PaymentOrderDetails_order
      }
      userErrors {
        ...userErrorFields_userError @relay(mask: false)
      }
    }
  }
`;
const paymentsReject = graphql`
  mutation useOrderActionsPaymentsRejectMutation($input: OrdersReasonInput!) {
    outcome: paymentsReject(input: $input) {
      orders: payments {
        id
        ...PaymentOrderRow_order
        ...PaymentOrderDetails_order
      }
      userErrors {
        ...userErrorFields_userError @relay(mask: false)
      }
    }
  }
`;
const paymentsCancel = graphql`
  mutation useOrderActionsPaymentsCancelMutation($input: OrdersReasonInput!) {
    outcome: paymentsCancel(input: $input) {
      orders: payments {
        id
        ...PaymentOrderRow_order
        ...PaymentOrderDetails_order
      }
      userErrors {
        ...userErrorFields_userError @relay(mask: false)
      }
    }
  }
`;
const paymentsArchive = graphql`
  mutation useOrderActionsPaymentsArchiveMutation($input: OrdersInput!) {
    outcome: paymentsArchive(input: $input) {
      orders: payments {
        id
        ...PaymentOrderRow_order
        ...PaymentOrderDetails_order
      }
      userErrors {
        ...userErrorFields_userError @relay(mask: false)
      }
    }
  }
`;
const transfersApprove = graphql`
  mutation useOrderActionsTransfersApproveMutation($input: OrdersApproveInput!) {
    outcome: transfersApprove(input: $input) {
      orders: transfers {
        id
        ...PaymentOrderRow_order
        ...PaymentOrderDetails_order
      }
      userErrors {
        ...userErrorFields_userError @relay(mask: false)
      }
      warnings {
        ...paymentWarningFields_warning @relay(mask: false)
      }
    }
  }
`;
const transfersResend = graphql`
  mutation useOrderActionsTransfersResendMutation($input: OrdersCodeInput!) {
    outcome: transfersResend(input: $input) {
      orders: transfers {
        id
        ...PaymentOrderRow_order
        ...PaymentOrderDetails_order
      }
      userErrors {
        ...userErrorFields_userError @relay(mask: false)
      }
    }
  }
`;
const transfersReject = graphql`
  mutation useOrderActionsTransfersRejectMutation($input: OrdersReasonInput!) {
    outcome: transfersReject(input: $input) {
      orders: transfers {
        id
        ...PaymentOrderRow_order
        ...PaymentOrderDetails_order
      }
      userErrors {
        ...userErrorFields_userError @relay(mask: false)
      }
    }
  }
`;
const transfersCancel = graphql`
  mutation useOrderActionsTransfersCancelMutation($input: OrdersReasonInput!) {
    outcome: transfersCancel(input: $input) {
      orders: transfers {
        id
        ...PaymentOrderRow_order
        ...PaymentOrderDetails_order
      }
      userErrors {
        ...userErrorFields_userError @relay(mask: false)
      }
    }
  }
`;
const transfersArchive = graphql`
  mutation useOrderActionsTransfersArchiveMutation($input: OrdersInput!) {
    outcome: transfersArchive(input: $input) {
      orders: transfers {
        id
        ...PaymentOrderRow_order
        ...PaymentOrderDetails_order
      }
      userErrors {
        ...userErrorFields_userError @relay(mask: false)
      }
    }
  }
`;
/*
 * An export answers the file that lists what it took out, besides the orders.
 */
const paymentsExport = graphql`
  mutation useOrderActionsPaymentsExportMutation($input: OrdersCodeInput!) {
    outcome: paymentsExport(input: $input) {
      export {
        fileName
        downloadUrl
      }
      orders: payments {
        id
        ...PaymentOrderRow_order
        ...PaymentOrderDetails_order
      }
      userErrors {
        ...userErrorFields_userError @relay(mask: false)
      }
    }
  }
`;
const transfersExport = graphql`
  mutation useOrderActionsTransfersExportMutation($input: OrdersCodeInput!) {
    outcome: transfersExport(input: $input) {
      export {
        fileName
        downloadUrl
      }
      orders: transfers {
        id
        ...PaymentOrderRow_order
        ...PaymentOrderDetails_order
      }
      userErrors {
        ...userErrorFields_userError @relay(mask: false)
      }
    }
  }
`;

/** Each action's mutation of one kind. */
type KindMutations = Readonly<Record<OrderAction, GraphQLTaggedNode>>;

const PAYMENT_MUTATIONS: KindMutations = {
  APPROVE: paymentsApprove,
  RESEND: paymentsResend,
  EXPORT: paymentsExport,
  REJECT: paymentsReject,
  CANCEL: paymentsCancel,
  ARCHIVE: paymentsArchive,
};
const TRANSFER_MUTATIONS: KindMutations = {
  APPROVE: transfersApprove,
  RESEND: transfersResend,
  EXPORT: transfersExport,
  REJECT: transfersReject,
  CANCEL: transfersCancel,
  ARCHIVE: transfersArchive,
};

/* Each action's mutation, of either kind: their answers have one shape. */
type ApproveMutation =
  useOrderActionsPaymentsApproveMutation | useOrderActionsTransfersApproveMutation;
type ResendMutation =
  useOrderActionsPaymentsResendMutation | useOrderActionsTransfersResendMutation;
type ExportMutation =
  useOrderActionsPaymentsExportMutation | useOrderActionsTransfersExportMutation;
type RejectMutation =
  useOrderActionsPaymentsRejectMutation | useOrderActionsTransfersRejectMutation;
type CancelMutation =
  useOrderActionsPaymentsCancelMutation | useOrderActionsTransfersCancelMutation;
type ArchiveMutation =
  useOrderActionsPaymentsArchiveMutation | useOrderActionsTransfersArchiveMutation;

/** The file a manual export made: where the signed-in member downloads it, and its name. */
export type ExportFile = { readonly downloadUrl: string; readonly fileName: string };

/** What an action came to: how many orders it changed and the refusals (each order's, and the request's as a whole), or the request's failure. */
export type ActionOutcome =
  | {
      done: number;
      refusals: ActionRefusals;
      failure: null;
      file?: ExportFile | null;
      warnings?: readonly BalanceWarning[];
    }
  | { done: 0; refusals: null; failure: string | null; warnings?: undefined };

/**
 * What an action sends beside the ids: approve's, resend's and export's
 * authenticator code, approve's versions (of each order as the screen showed
 * it, at its id's place), reject's and cancel's reason.
 */
export type ActionExtra = { code?: string; versions?: readonly number[]; reason?: string };

/** What an action sends: the orders' ids, and approve's versions, the authenticator code and the reason. */
type ActionInput = { ids: string[]; versions: number[]; code: string; reason: string };

/**
 * Sends one action on one kind's orders: the mutation for it, and whether any
 * is in flight. Every mutation answers under the same aliases (`outcome`, its
 * `orders`), so the payments' and the transfers' answers read alike.
 */
function useKindActions(mutations: KindMutations) {
  const [approve, a1] = useCommit<ApproveMutation>(mutations.APPROVE);
  const [reject, a2] = useCommit<RejectMutation>(mutations.REJECT);
  const [cancel, a3] = useCommit<CancelMutation>(mutations.CANCEL);
  const [archive, a4] = useCommit<ArchiveMutation>(mutations.ARCHIVE);
  const [resend, a5] = useCommit<ResendMutation>(mutations.RESEND);
  const [exportFile, a6] = useCommit<ExportMutation>(mutations.EXPORT);
  const send = useCallback(
    async (action: OrderAction, { ids, versions, code, reason }: ActionInput) => {
      if (action === 'APPROVE')
        return (await approve({ variables: { input: { ids, versions, code } } })).outcome;
      if (action === 'RESEND')
        return (await resend({ variables: { input: { ids, code } } })).outcome;
      if (action === 'EXPORT')
        return (await exportFile({ variables: { input: { ids, code } } })).outcome;
      if (action === 'REJECT')
        return (await reject({ variables: { input: { ids, reason } } })).outcome;
      if (action === 'CANCEL')
        return (await cancel({ variables: { input: { ids, reason } } })).outcome;
      return (await archive({ variables: { input: { ids } } })).outcome;
    },
    [approve, resend, exportFile, reject, cancel, archive],
  );
  return [send, a1 || a2 || a3 || a4 || a5 || a6] as const;
}

/**
 * Approves, resends, exports, rejects, cancels or archives orders of one
 * kind, one or many in one request (an export also answers its file). The payload names each refused order by its place in `ids`;
 * the outcome maps them back to the orders. The screen's query is read again
 * afterwards whatever happened (a refusal often means someone else acted).
 */
export function useOrderActions(
  kind: OrderKind,
): [
  (action: OrderAction, ids: readonly string[], extra?: ActionExtra) => Promise<ActionOutcome>,
  boolean,
] {
  const [sendPayments, paymentsInFlight] = useKindActions(PAYMENT_MUTATIONS);
  const [sendTransfers, transfersInFlight] = useKindActions(TRANSFER_MUTATIONS);
  const failed = useMutationFailure();
  const { revalidate } = useRevalidator();

  const run = useCallback(
    async (
      action: OrderAction,
      ids: readonly string[],
      extra: ActionExtra = {},
    ): Promise<ActionOutcome> => {
      const input: ActionInput = {
        ids: [...ids],
        code: extra.code ?? '',
        versions: [...(extra.versions ?? [])],
        reason: extra.reason ?? '',
      };
      try {
        const answer =
          kind === 'PAYMENT'
            ? await sendPayments(action, input)
            : await sendTransfers(action, input);
        const file =
          'export' in answer ? (answer as { readonly export: ExportFile | null }).export : null;
        const warnings =
          'warnings' in answer
            ? (answer as { readonly warnings: readonly BalanceWarning[] }).warnings
            : [];
        return {
          done: answer.orders.length,
          refusals: refusalsOf(input.ids, answer.userErrors),
          failure: null,
          file,
          warnings,
        };
      } catch (error) {
        return { done: 0, refusals: null, failure: failed(error) };
      } finally {
        void revalidate();
      }
    },
    [kind, sendPayments, sendTransfers, failed, revalidate],
  );
  return [run, paymentsInFlight || transfersInFlight];
}
