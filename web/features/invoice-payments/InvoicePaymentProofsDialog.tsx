import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { InvoicePaymentProofsDialog_invoicePayment$key } from '../../__generated__/InvoicePaymentProofsDialog_invoicePayment.graphql';
import type { InvoicePaymentProofsDialogRemoveMutation } from '../../__generated__/InvoicePaymentProofsDialogRemoveMutation.graphql';
import { HiddenDocumentInput } from '../../domain/files/HiddenDocumentInput';
import { InvoicePaymentFileRow } from '../../domain/invoice-payments/InvoicePaymentFileRow';
import { checkPaymentFile, MAX_PAYMENT_PROOFS } from '../../domain/invoice-payments/paymentFiles';
import { useProofAttachment } from '../../domain/invoice-payments/useProofAttachment';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useCommit } from '../../relay/useCommit';
import { DialogFrame } from '../../ui/DialogFrame';
import { InlineConfirmAlert } from '../../ui/dialogs/InlineConfirmAlert';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { MenuIcon } from '../../ui/MenuIcon';
import { toastSuccess } from '../../ui/toaster';

const TEST_IDS = {
  row: 'invoice-payment-proof',
  download: 'invoice-payment-proof-download',
  remove: 'invoice-payment-proof-remove',
};

/**
 * A payment's proofs (spec: Payment … proof): each file as a download link
 * with its type, size, when and by whom. To a member who may manage
 * payments, while the payment is not cancelled: attach a PDF, JPG or PNG of
 * up to 10 MB (at most 10 proofs), and remove one after confirming. A
 * cancelled payment's proofs stay readable.
 */
export function InvoicePaymentProofsDialog({
  invoicePayment,
  canManage,
  timeZone,
  onClose,
}: {
  invoicePayment: InvoicePaymentProofsDialog_invoicePayment$key | null;
  canManage: boolean;
  timeZone: string;
  onClose: () => void;
}) {
  return (
    <DialogFrame
      open={invoicePayment !== null}
      onClose={onClose}
      testId="invoice-payment-proofs-dialog"
      scrollBehavior="inside"
    >
      {invoicePayment ? (
        <ProofsBody
          invoicePayment={invoicePayment}
          canManage={canManage}
          timeZone={timeZone}
          onClose={onClose}
        />
      ) : null}
    </DialogFrame>
  );
}

function ProofsBody({
  invoicePayment,
  canManage,
  timeZone,
  onClose,
}: {
  invoicePayment: InvoicePaymentProofsDialog_invoicePayment$key;
  canManage: boolean;
  timeZone: string;
  onClose: () => void;
}) {
  const payment = useFragment(
    graphql`
      fragment InvoicePaymentProofsDialog_invoicePayment on InvoicePayment {
        id
        number
        status
        proofs {
          id
          ...InvoicePaymentFileRow_file
        }
      }
    `,
    invoicePayment,
  );
  const { picker, busy, problem, removing, setRemoving, upload, remove } = useProofChanges(
    payment.id,
  );
  const changeable = canManage && payment.status !== 'CANCELLED';

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>
          <FormattedMessage id="invoicePayments.proofs.title" values={{ number: payment.number }} />
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage
              id={
                payment.status === 'CANCELLED'
                  ? 'invoicePayments.proofs.cancelledHint'
                  : 'invoicePayments.proofs.hint'
              }
            />
          </Text>
          <FormErrorAlert message={problem} testId="invoice-payment-proofs-error" />
          {payment.proofs.length === 0 ? (
            <Text fontSize="sm" data-testid="invoice-payment-proofs-empty">
              <FormattedMessage id="invoicePayments.proofs.empty" />
            </Text>
          ) : null}
          {payment.proofs.map((proof) => (
            <InvoicePaymentFileRow
              key={proof.id}
              file={proof}
              timeZone={timeZone}
              onRemove={changeable && !busy ? setRemoving : null}
              testIds={TEST_IDS}
            />
          ))}
          {removing ? (
            <RemoveConfirm
              fileName={removing.fileName}
              busy={busy}
              onRemove={() => void remove(removing)}
              onKeep={() => setRemoving(null)}
            />
          ) : null}
        </Stack>
      </Dialog.Body>
      <ProofsFooter
        busy={busy}
        picker={picker}
        attach={changeable ? { full: payment.proofs.length >= MAX_PAYMENT_PROOFS, upload } : null}
        onClose={onClose}
      />
    </>
  );
}

/**
 * The dialog's buttons: Close, and, where proofs can still change, Attach
 * (held once the payment has as many proofs as it may, `full`), which opens
 * the file picker.
 */
function ProofsFooter({
  busy,
  picker,
  attach,
  onClose,
}: {
  busy: boolean;
  /** The hidden file input Attach opens. */
  picker: RefObject<HTMLInputElement | null>;
  attach: {
    full: boolean;
    upload: (file: File | undefined) => Promise<void>;
  } | null;
  onClose: () => void;
}) {
  return (
    <Dialog.Footer>
      <Button variant="outline" onClick={onClose} disabled={busy}>
        <FormattedMessage id="common.close" />
      </Button>
      {attach ? (
        <>
          <HiddenDocumentInput
            ref={picker}
            onFile={(file) => void attach.upload(file)}
            testId="invoice-payment-proof-file"
          />
          <Button
            colorPalette="brand"
            loading={busy}
            disabled={attach.full}
            onClick={() => picker.current?.click()}
            data-testid="invoice-payment-proof-attach"
          >
            <MenuIcon name="upload" />
            <FormattedMessage id="invoicePayments.proofs.attach" />
          </Button>
        </>
      ) : null}
    </Dialog.Footer>
  );
}

/** Asks before a proof goes: Remove, or Keep it. */
function RemoveConfirm({
  fileName,
  busy,
  onRemove,
  onKeep,
}: {
  fileName: string;
  busy: boolean;
  onRemove: () => void;
  onKeep: () => void;
}) {
  return (
    <InlineConfirmAlert
      testId="invoice-payment-proof-remove-confirm"
      title={
        <FormattedMessage id="invoicePayments.proofs.removeBody" values={{ name: fileName }} />
      }
      confirmLabel={<FormattedMessage id="documentFile.remove" />}
      confirmTestId="invoice-payment-proof-remove-yes"
      destructive
      busy={busy}
      onConfirm={onRemove}
      dismissLabel={<FormattedMessage id="invoicePayments.proofs.keep" />}
      onDismiss={onKeep}
    />
  );
}

/**
 * What changes a payment's proofs: `upload` checks a picked file and attaches
 * it, `remove` takes the proof `removing` names off; `problem` says why one
 * was refused, `busy` while either runs.
 */
function useProofChanges(paymentId: string) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const attach = useProofAttachment();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ id: string; fileName: string } | null>(null);
  const [commitRemove] = useCommit<InvoicePaymentProofsDialogRemoveMutation>(graphql`
    mutation InvoicePaymentProofsDialogRemoveMutation($input: InvoicePaymentProofDeleteInput!) {
      invoicePaymentProofDelete(input: $input) {
        invoicePayment {
          ...InvoicePaymentProofsDialog_invoicePayment
          ...InvoicePaymentRow_invoicePayment
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const upload = async (file: File | undefined) => {
    if (picker.current) picker.current.value = '';
    if (!file) return;
    const refused = checkPaymentFile(file);
    if (refused) return setProblem(intl.formatMessage({ id: refused }));
    setProblem(null);
    setBusy(true);
    try {
      await attach([file], paymentId);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (file: { id: string; fileName: string }) => {
    setBusy(true);
    try {
      const answer = (
        await commitRemove({
          variables: { input: { invoicePaymentId: paymentId, proofId: file.id } },
        })
      ).invoicePaymentProofDelete;
      const [refusal] = answer.userErrors;
      if (refusal) setProblem(errorMessage(refusal.code, refusal.message));
      else
        toastSuccess(
          intl.formatMessage({ id: 'invoicePayments.proofs.removed' }, { name: file.fileName }),
        );
    } catch {
      setProblem(errorMessage(null));
    } finally {
      setRemoving(null);
      setBusy(false);
    }
  };

  return { picker, busy, problem, removing, setRemoving, upload, remove };
}
