import { Suspense, type ComponentProps } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { InvoiceApproverSelectQuery } from '../../__generated__/InvoiceApproverSelectQuery.graphql';
import { OptionSelect } from '../../ui/OptionSelect';

type SelectField = Omit<ComponentProps<typeof OptionSelect>, 'options'> & {
  /** What an empty choice means (any approver), or a prompt. */
  placeholder: string;
};

/**
 * The members who may approve invoices (the viewer left out: an invoice is
 * approved by another member than its writer), as a select; `exclude` leaves
 * out others who may not approve this invoice (its writer and submitter).
 * The select shows, empty and disabled, while they load.
 */
export function InvoiceApproverSelect({
  field,
  exclude = [],
  testId,
}: {
  field: SelectField;
  exclude?: readonly string[];
  testId: string;
}) {
  return (
    <Suspense fallback={<OptionSelect {...field} options={[]} root={{ disabled: true }} />}>
      <Approvers field={field} exclude={exclude} testId={testId} />
    </Suspense>
  );
}

function Approvers({
  field,
  exclude,
  testId,
}: {
  field: SelectField;
  exclude: readonly string[];
  testId: string;
}) {
  const data = useLazyLoadQuery<InvoiceApproverSelectQuery>(
    graphql`
      query InvoiceApproverSelectQuery {
        invoiceApprovers {
          id
          fullName
          email
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  return (
    <OptionSelect
      {...field}
      data-testid={testId}
      options={data.invoiceApprovers
        .filter((user) => !exclude.includes(user.id))
        .map((user) => ({ value: user.id, label: user.fullName || user.email }))}
    />
  );
}
