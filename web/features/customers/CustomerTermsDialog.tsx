import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type {
  BillingCycle,
  CustomerTermsDialogMutation,
} from '../../__generated__/CustomerTermsDialogMutation.graphql';
import { useLanguage } from '../../i18n/useLanguage';
import { useCommit } from '../../relay/useCommit';
import { FormDialog } from '../../ui/FormDialog';
import { CustomerTermsForm } from './CustomerApproveDialog';
import {
  customerTermsSchema,
  initialApproveValues,
  termsInputOf,
  type CustomerApproveValues,
} from './customerApproveSchema';

/** The active buyer whose terms change: its id, name, version and terms as read. */
export type CustomerTermsToChange = {
  id: string;
  name: string;
  version: number;
  terms: { paymentTermDays: number; billingCycle: string; creditLimit: string };
};

/**
 * Changes an active buyer's payment term, billing cycle and credit limit (0:
 * no limit), starting from its own, on the version read: the approval's
 * fields and rules; the service's refusals land on their field, or above the
 * form (someone changed the buyer meanwhile).
 */
export function CustomerTermsDialog({
  customer,
  currency,
  onClose,
}: {
  /** The dialog is open while a customer is set. */
  customer: CustomerTermsToChange | null;
  currency: string;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={customer !== null}
      onClose={onClose}
      testId="customer-terms-dialog"
      title={<FormattedMessage id="customers.termsDialog.title" />}
    >
      {customer ? <TermsForm customer={customer} currency={currency} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function TermsForm({
  customer,
  currency,
  onClose,
}: {
  customer: CustomerTermsToChange;
  currency: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const schema = useMemo(() => customerTermsSchema(intl), [intl]);
  const [commit] = useCommit<CustomerTermsDialogMutation>(graphql`
    mutation CustomerTermsDialogMutation($input: CustomerTermsInput!) {
      customerTermsChange(input: $input) {
        ...CustomerApproveDialog_payload @relay(mask: false)
      }
    }
  `);

  const send = (values: CustomerApproveValues) => {
    const input = termsInputOf(customer.id, customer.version, values);
    return commit({
      variables: { input: { ...input, billingCycle: input.billingCycle as BillingCycle } },
    }).then((response) => response.customerTermsChange);
  };

  return (
    <CustomerTermsForm
      initialValues={initialApproveValues(customer.terms, language)}
      schema={schema}
      send={send}
      done={intl.formatMessage({ id: 'customers.termsChanged' }, { name: customer.name })}
      onClose={onClose}
      intro={
        <FormattedMessage
          id="customers.termsDialog.body"
          values={{ name: customer.name, strong: (chunks) => <strong>{chunks}</strong> }}
        />
      }
      testIdPrefix="customer-terms"
      submitLabel={<FormattedMessage id="customers.termsDialog.confirm" />}
      defaults={customer.terms}
      currency={currency}
    />
  );
}
