import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import type { RecurringInvoiceDialogsDeleteMutation } from '../../__generated__/RecurringInvoiceDialogsDeleteMutation.graphql';
import type { RecurringInvoiceDialogsIssueMutation } from '../../__generated__/RecurringInvoiceDialogsIssueMutation.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { useCommit } from '../../relay/useCommit';
import { DeleteDialog } from '../../ui/DeleteDialog';

/** The recurring invoice a dialog asks about: its id and the period the viewer saw as next. */
export type RecurringInvoiceTarget = { id: string; nextDate: string };

/**
 * The two moves of a recurring invoice that ask first: "Issue now" writes
 * the period the viewer saw as next as a draft invoice (refused with
 * U-INV-REC-12 when a run or another member wrote it meanwhile), and Delete
 * removes the template, leaving its invoices, then goes back to the list.
 */
export function RecurringInvoiceDialogs({
  open,
  target,
  onClose,
}: {
  open: 'issue' | 'delete' | null;
  target: RecurringInvoiceTarget;
  onClose: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { language } = useLanguage();
  const [commitIssue] = useCommit<RecurringInvoiceDialogsIssueMutation>(graphql`
    mutation RecurringInvoiceDialogsIssueMutation($input: RecurringInvoiceIssueInput!) {
      recurringInvoiceIssue(input: $input) {
        recurringInvoice {
          ...RecurringInvoiceDetailPage_recurringInvoice
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitDelete] = useCommit<RecurringInvoiceDialogsDeleteMutation>(graphql`
    mutation RecurringInvoiceDialogsDeleteMutation($input: RecurringInvoiceRefInput!) {
      recurringInvoiceDelete(input: $input) {
        deletedRecurringInvoiceId
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const period = formatDate(target.nextDate, language);
  return (
    <>
      <DeleteDialog
        open={open === 'issue'}
        onClose={onClose}
        destructive={false}
        commit={() =>
          commitIssue({
            variables: { input: { recurringInvoiceId: target.id, period: target.nextDate } },
          }).then((response) => response.recurringInvoiceIssue)
        }
        done={(payload) => payload.recurringInvoice !== null}
        doneMessage={intl.formatMessage({ id: 'recurringInvoices.detail.issued' }, { period })}
        title={<FormattedMessage id="recurringInvoices.detail.issueTitle" />}
        body={<FormattedMessage id="recurringInvoices.detail.issueBody" values={{ period }} />}
        confirmLabel={<FormattedMessage id="recurringInvoices.action.issue" />}
        testId="recurring-invoice-issue"
      />
      <DeleteDialog
        open={open === 'delete'}
        onClose={onClose}
        commit={() =>
          commitDelete({
            variables: { input: { recurringInvoiceId: target.id } },
          }).then((response) => response.recurringInvoiceDelete)
        }
        done={(payload) => payload.deletedRecurringInvoiceId !== null}
        onDone={() => navigate('/recurring-invoices')}
        doneMessage={intl.formatMessage({ id: 'recurringInvoices.detail.deleted' })}
        title={<FormattedMessage id="recurringInvoices.detail.deleteTitle" />}
        body={<FormattedMessage id="recurringInvoices.detail.deleteBody" />}
        confirmLabel={<FormattedMessage id="recurringInvoices.action.delete" />}
        testId="recurring-invoice-delete"
      />
    </>
  );
}
