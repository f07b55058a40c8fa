/** Which moves a recurring invoice's page offers. */
export type RecurringInvoiceActions = {
  issue: boolean;
  pause: boolean;
  resume: boolean;
  edit: boolean;
  delete: boolean;
};

/**
 * The moves the viewer may make of a recurring invoice now, as the service
 * allows them: all need `invoices:manage`; only an active one is paused or
 * issued (U-INV-REC-10), only a paused one resumed (U-INV-REC-11), one that
 * ended is no longer changed (U-INV-REC-14) but may still be removed.
 */
export function recurringInvoiceDetailActions(
  status: string,
  permissions: readonly string[],
): RecurringInvoiceActions {
  const manage = permissions.includes('invoices:manage');
  return {
    issue: manage && status === 'ACTIVE',
    pause: manage && status === 'ACTIVE',
    resume: manage && status === 'PAUSED',
    edit: manage && status !== 'ENDED',
    delete: manage,
  };
}
