import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** An approval waiting for the member's word: the invoice's order, its buyer, when it was due, and the move to run. */
export type OverdueApproval = {
  /** The sales order the invoice bills (a waiting invoice has no number yet). */
  order: string;
  buyer: string;
  dueDate: string;
  /** Days overdue today in the organisation's time zone (`daysOverdue`), at least 1. */
  days: number;
  /** Approves it (DocumentActions' move). */
  go: () => void;
};

/**
 * Asked before approving an invoice whose due date has passed: approving
 * issues it and mails it to the buyer at once (the issuing transaction
 * queues the mail), so the buyer would receive an invoice already overdue.
 * The member approves anyway or goes back (to correct the dates first).
 */
export function InvoiceOverdueDialog({
  approval,
  onClose,
}: {
  approval: OverdueApproval;
  onClose: () => void;
}) {
  const { language } = useLanguage();
  const { go, ...facts } = approval;
  const dueDate = formatDate(facts.dueDate, language);
  const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      onConfirm={() => {
        onClose();
        go();
      }}
      title={<FormattedMessage id="invoices.overdue.title" />}
      body={<FormattedMessage id="invoices.overdue.body" values={{ ...facts, dueDate, strong }} />}
      confirmLabel={<FormattedMessage id="invoices.overdue.confirm" />}
      cancelLabel={<FormattedMessage id="invoices.overdue.back" />}
      destructive={false}
      testId="invoice-overdue"
    />
  );
}
