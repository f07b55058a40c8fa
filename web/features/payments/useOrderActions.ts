import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useRevalidator } from 'react-router';
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
    paymentsApprove(input: $input) {
      payments {
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
    paymentsResend(input: $input) {
      payments {
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
    paymentsReject(input: $input) {
      payments {
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
    paymentsCancel(input: $input) {
      payments {
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
    paymentsArchive(input: $input) {
      payments {
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
    transfersApprove(input: $input) {
      transfers {
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
    transfersResend(input: $input) {
      transfers {
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
    transfersReject(input: $input) {
      transfers {
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
    transfersCancel(input: $input) {
      transfers {
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
    transfersArchive(input: $input) {
      transfers {
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
    paymentsExport(input: $input) {
      export {
        fileName
        downloadUrl
      }
      payments {
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
    transfersExport(input: $input) {
      export {
        fileName
        downloadUrl
      }
      transfers {
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

/** Sends one action on payments: the mutation for it, and whether any is in flight. */
function usePaymentsActions() {
  const [approve, a1] = useCommit<useOrderActionsPaymentsApproveMutation>(paymentsApprove);
  const [reject, a2] = useCommit<useOrderActionsPaymentsRejectMutation>(paymentsReject);
  const [cancel, a3] = useCommit<useOrderActionsPaymentsCancelMutation>(paymentsCancel);
  const [archive, a4] = useCommit<useOrderActionsPaymentsArchiveMutation>(paymentsArchive);
  const [resend, a5] = useCommit<useOrderActionsPaymentsResendMutation>(paymentsResend);
  const [exportFile, a6] = useCommit<useOrderActionsPaymentsExportMutation>(paymentsExport);
  const send = useCallback(
    async (action: OrderAction, { ids, versions, code, reason }: ActionInput) => {
      if (action === 'APPROVE')
        return (await approve({ variables: { input: { ids, versions, code } } })).paymentsApprove;
      if (action === 'RESEND')
        return (await resend({ variables: { input: { ids, code } } })).paymentsResend;
      if (action === 'EXPORT')
        return (await exportFile({ variables: { input: { ids, code } } })).paymentsExport;
      if (action === 'REJECT')
        return (await reject({ variables: { input: { ids, reason } } })).paymentsReject;
      if (action === 'CANCEL')
        return (await cancel({ variables: { input: { ids, reason } } })).paymentsCancel;
      return (await archive({ variables: { input: { ids } } })).paymentsArchive;
    },
    [approve, resend, exportFile, reject, cancel, archive],
  );
  return [send, a1 || a2 || a3 || a4 || a5 || a6] as const;
}

/** Sends one action on transfers: the mutation for it, and whether any is in flight. */
function useTransfersActions() {
  const [approve, b1] = useCommit<useOrderActionsTransfersApproveMutation>(transfersApprove);
  const [reject, b2] = useCommit<useOrderActionsTransfersRejectMutation>(transfersReject);
  const [cancel, b3] = useCommit<useOrderActionsTransfersCancelMutation>(transfersCancel);
  const [archive, b4] = useCommit<useOrderActionsTransfersArchiveMutation>(transfersArchive);
  const [resend, b5] = useCommit<useOrderActionsTransfersResendMutation>(transfersResend);
  const [exportFile, b6] = useCommit<useOrderActionsTransfersExportMutation>(transfersExport);
  const send = useCallback(
    async (action: OrderAction, { ids, versions, code, reason }: ActionInput) => {
      if (action === 'APPROVE')
        return (await approve({ variables: { input: { ids, versions, code } } })).transfersApprove;
      if (action === 'RESEND')
        return (await resend({ variables: { input: { ids, code } } })).transfersResend;
      if (action === 'EXPORT')
        return (await exportFile({ variables: { input: { ids, code } } })).transfersExport;
      if (action === 'REJECT')
        return (await reject({ variables: { input: { ids, reason } } })).transfersReject;
      if (action === 'CANCEL')
        return (await cancel({ variables: { input: { ids, reason } } })).transfersCancel;
      return (await archive({ variables: { input: { ids } } })).transfersArchive;
    },
    [approve, resend, exportFile, reject, cancel, archive],
  );
  return [send, b1 || b2 || b3 || b4 || b5 || b6] as const;
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
  const [sendPayments, paymentsInFlight] = usePaymentsActions();
  const [sendTransfers, transfersInFlight] = useTransfersActions();
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
        const changed = 'payments' in answer ? answer.payments.length : answer.transfers.length;
        const file =
          'export' in answer ? (answer as { readonly export: ExportFile | null }).export : null;
        const warnings =
          'warnings' in answer
            ? (answer as { readonly warnings: readonly BalanceWarning[] }).warnings
            : [];
        return {
          done: changed,
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
