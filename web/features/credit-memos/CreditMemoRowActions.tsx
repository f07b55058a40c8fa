import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/**
 * A memo's row buttons, as its actions allow: Approve and Reject while it
 * waits for approval (Approve never offered to its author unless the company
 * allows self-approval), Apply while open, Cancel. Whoever may approve a
 * waiting memo decides it with Approve or Reject: Cancel, which ends it as
 * Reject does, is left to the others, so a row holds two buttons at most.
 */
export function CreditMemoRowActions({
  actions,
  busy,
  onApprove,
  onReject,
  onApply,
  onCancel,
}: {
  /** What the viewer may do with the memo now (the schema's CreditMemoAction). */
  actions: readonly string[];
  /** The memo is being approved: its buttons wait. */
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  onApply: () => void;
  onCancel: () => void;
}) {
  return (
    <>
      {actions.includes('APPROVE') ? (
        <Button
          size="xs"
          colorPalette="brand"
          disabled={busy}
          onClick={onApprove}
          data-testid="credit-memo-approve"
        >
          <FormattedMessage id="creditMemos.action.approve" />
        </Button>
      ) : null}
      {actions.includes('REJECT') ? (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          disabled={busy}
          onClick={onReject}
          data-testid="credit-memo-reject"
        >
          <FormattedMessage id="creditMemos.action.reject" />
        </Button>
      ) : null}
      {actions.includes('APPLY') ? (
        <Button size="xs" variant="outline" onClick={onApply} data-testid="credit-memo-apply">
          <FormattedMessage id="creditMemos.action.apply" />
        </Button>
      ) : null}
      {actions.includes('CANCEL') && !actions.includes('APPROVE') ? (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          disabled={busy}
          onClick={onCancel}
          data-testid="credit-memo-cancel"
        >
          <FormattedMessage id="creditMemos.action.cancel" />
        </Button>
      ) : null}
    </>
  );
}
