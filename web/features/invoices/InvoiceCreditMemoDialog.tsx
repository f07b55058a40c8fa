import { graphql } from 'react-relay';
import type { InvoiceCreditMemoDialogMutation } from '../../__generated__/InvoiceCreditMemoDialogMutation.graphql';
import { CreditMemoDialog } from '../../domain/credit-memos/CreditMemoDialog';
import { useCommit } from '../../relay/useCommit';

/** What a memo is written against: an issued invoice and its buyer. */
export type CreditTarget = {
  id: string;
  number: string;
  invoiceDate: string;
  customerId: string;
  customerName: string;
  currency: string;
};

/** Writes a credit memo against the invoice, applied at once to its buyer's open invoices as typed. */
export function InvoiceCreditMemoDialog({
  invoice,
  timeZone,
  onClose,
}: {
  invoice: CreditTarget;
  timeZone: string;
  onClose: () => void;
}) {
  const [commit] = useCommit<InvoiceCreditMemoDialogMutation>(graphql`
    mutation InvoiceCreditMemoDialogMutation($input: CreditMemoCreateInput!) {
      creditMemoCreate(input: $input) {
        creditMemo {
          number
          invoice {
            ...InvoiceDetail_salesInvoice
          }
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  return (
    <CreditMemoDialog
      subject={{
        kind: 'create',
        invoice: { id: invoice.id, number: invoice.number, invoiceDate: invoice.invoiceDate },
        customerId: invoice.customerId,
        customerName: invoice.customerName,
        currency: invoice.currency,
      }}
      timeZone={timeZone}
      onClose={onClose}
      send={async (input) =>
        (await commit({ variables: { input: { ...input, invoiceId: invoice.id } } }))
          .creditMemoCreate
      }
      savedMessage="invoices.creditMemo.written"
    />
  );
}
