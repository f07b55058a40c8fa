import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { InvoiceActs_salesInvoice$key } from '../../__generated__/InvoiceActs_salesInvoice.graphql';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DetailItem } from '../../ui/DetailItem';

/**
 * Who approves the invoice, and who wrote, submitted, approved or cancelled
 * it, and when; while it is a draft again, who returned it and why, for its
 * writer to correct.
 */
export function InvoiceActs({
  salesInvoice,
  timeZone,
}: {
  salesInvoice: InvoiceActs_salesInvoice$key;
  timeZone: string;
}) {
  const invoice = useFragment(
    graphql`
      fragment InvoiceActs_salesInvoice on SalesInvoice {
        approver {
          fullName
          email
        }
        createdAt
        createdBy {
          fullName
        }
        submittedAt
        submittedBy {
          fullName
        }
        approvedAt
        approvedBy {
          fullName
        }
        returned {
          reason
          at
          by {
            fullName
          }
        }
        status
        cancellation {
          reason
          at
          by {
            fullName
          }
        }
      }
    `,
    salesInvoice,
  );
  const { language } = useLanguage();
  const by = (name: string | undefined, when: string) =>
    `${name ?? '—'} · ${formatDateTime(when, language, timeZone)}`;
  // A return shows only while the invoice is a draft again: its revision history keeps it after.
  const decisions = [
    {
      label: <FormattedMessage id="invoices.field.returned" />,
      testId: 'invoice-returned',
      decision: invoice.status === 'DRAFT' ? invoice.returned : null,
    },
    {
      label: <FormattedMessage id="invoices.field.cancellation" />,
      testId: 'invoice-cancellation',
      decision: invoice.cancellation,
    },
  ];
  return (
    <>
      <DetailItem
        label={<FormattedMessage id="invoices.field.approver" />}
        testId="invoice-approver"
      >
        {invoice.approver ? (
          invoice.approver.fullName || invoice.approver.email
        ) : (
          <FormattedMessage id="invoices.field.approverAny" />
        )}
      </DetailItem>
      <DetailItem label={<FormattedMessage id="invoices.field.createdBy" />}>
        {by(invoice.createdBy?.fullName, invoice.createdAt)}
      </DetailItem>
      {invoice.submittedAt ? (
        <DetailItem label={<FormattedMessage id="invoices.field.submittedBy" />}>
          {by(invoice.submittedBy?.fullName, invoice.submittedAt)}
        </DetailItem>
      ) : null}
      {invoice.approvedAt ? (
        <DetailItem
          label={<FormattedMessage id="invoices.field.approvedBy" />}
          testId="invoice-approval"
        >
          {by(invoice.approvedBy?.fullName, invoice.approvedAt)}
        </DetailItem>
      ) : null}
      {decisions.map(({ label, testId, decision }) =>
        decision ? (
          <DetailItem key={testId} label={label} testId={testId}>
            {`${decision.reason} · ${by(decision.by?.fullName, decision.at)}`}
          </DetailItem>
        ) : null,
      )}
    </>
  );
}
