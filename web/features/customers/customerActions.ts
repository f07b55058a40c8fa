/** What the customer's page offers the viewer. */
export type CustomerActions = {
  /** Mail a new link, or withdraw the invitation (an invited buyer, its link expired or not). */
  resendInvitation: boolean;
  cancelInvitation: boolean;
  /** Decide on a request waiting for review. */
  approve: boolean;
  reject: boolean;
  /** Change the record (a request waiting for review, or an active buyer). */
  edit: boolean;
  deactivate: boolean;
  /** Change an active buyer's terms (payment term, billing cycle, credit limit), in its payment information. */
  changeTerms: boolean;
  /** Add a document to the record, or remove one, while the request waits for review. */
  uploadDocument: boolean;
  removeDocument: boolean;
  /** Download the buyer's statement of account (a buyer that is or was active). */
  statement: boolean;
};

/**
 * The actions a customer's page offers, as the service allows them: Resend
 * and Cancel an invitation (Invited or Expired, `customers:manage`); Approve
 * and Reject a request (Request sent, `customers:approve`); Edit (Request
 * sent or Active, `customers:manage`); Deactivate an active buyer and change
 * its terms (`customers:approve`, the credit decision approval makes); upload and remove documents while the request
 * waits for review (`customers:manage`); download the statement of account
 * of a buyer that is or was active (`invoices:read`). The service decides
 * again on each.
 *
 * @example customerActions('REQUEST_SENT', ['customers:read', 'customers:manage']).approve // false
 */
export function customerActions(status: string, permissions: readonly string[]): CustomerActions {
  const manage = permissions.includes('customers:manage');
  const approve = permissions.includes('customers:approve');
  const invited = status === 'INVITED' || status === 'EXPIRED';
  const inReview = status === 'REQUEST_SENT';
  const active = status === 'ACTIVE';
  const billed = active || status === 'DEACTIVATED';
  return {
    resendInvitation: invited && manage,
    cancelInvitation: invited && manage,
    approve: inReview && approve,
    reject: inReview && approve,
    edit: (inReview || active) && manage,
    deactivate: active && approve,
    changeTerms: active && approve,
    uploadDocument: inReview && manage,
    removeDocument: inReview && manage,
    statement: billed && permissions.includes('invoices:read'),
  };
}
