import { FormattedMessage, useIntl } from 'react-intl';
import { ReasonDialog, type ReasonOutcome } from '../../domain/ReasonDialog';
import { toastSuccess } from '../../ui/toaster';

/** The words of each move that needs a reason: its dialog's and its toast's. */
const MESSAGES = {
  reject: {
    title: 'customers.rejectDialog.title',
    body: 'customers.rejectDialog.body',
    reason: 'customers.rejectDialog.reason',
    confirm: 'customers.rejectDialog.confirm',
    done: 'customers.rejected',
  },
  deactivate: {
    title: 'customers.deactivateDialog.title',
    body: 'customers.deactivateDialog.body',
    reason: 'customers.deactivateDialog.reason',
    confirm: 'customers.deactivateDialog.confirm',
    done: 'customers.deactivated',
  },
} as const;

type CustomerReasonDialogProps = {
  /** The move: rejecting a request, or deactivating an active customer. */
  kind: keyof typeof MESSAGES;
  customerName: string;
  open: boolean;
  onClose: () => void;
  /** Sends the move with the reason given; answers the mutation's payload. */
  onSubmit: (reason: string) => Promise<ReasonOutcome>;
};

/** Asks for the reason a customer is rejected or deactivated (required), sends it, and says it is done. */
export function CustomerReasonDialog({
  kind,
  customerName,
  open,
  onClose,
  onSubmit,
}: CustomerReasonDialogProps) {
  const intl = useIntl();
  const messages = MESSAGES[kind];
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      title={<FormattedMessage id={messages.title} />}
      intro={
        <FormattedMessage
          id={messages.body}
          values={{ name: customerName, strong: (chunks) => <strong>{chunks}</strong> }}
        />
      }
      label={<FormattedMessage id={messages.reason} />}
      submitLabel={<FormattedMessage id={messages.confirm} />}
      requiredMessage={intl.formatMessage({ id: 'error.U-INV-CU-5' })}
      testId={`customer-${kind}`}
      onSubmit={onSubmit}
      onDone={() => toastSuccess(intl.formatMessage({ id: messages.done }, { name: customerName }))}
    />
  );
}
