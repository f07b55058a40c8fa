/**
 * What stands where a sales invoice's number would be while it has none (on
 * the invoices list and a sales order's Invoices tab): a draft says Draft, but
 * one submitted and waiting for its approver is no draft any more (its author
 * can no longer change it), so it shows its status's own label.
 */
export function unnumberedInvoiceLabel(status: string): { id: string } {
  return {
    id: status === 'PENDING_APPROVAL' ? 'invoices.status.PENDING_APPROVAL' : 'invoices.draftNumber',
  };
}
