import { Button, DataList, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CustomerPaymentInfo_customer$key } from '../../__generated__/CustomerPaymentInfo_customer.graphql';
import { FormSection } from '../../ui/FormSection';
import { formatDateTime, formatMoney } from '../../i18n/format';
import type { Language } from '../../i18n/language';
import { useLanguage } from '../../i18n/useLanguage';
import { BILLING_CYCLE_LABELS, isBillingCycle } from '../../domain/billingCycles';
import { DetailItem } from '../../ui/DetailItem';
import { hasNoCreditLimit } from '../../domain/creditLimits';
import { customerActions } from './customerActions';
import { CustomerTermsDialog, type CustomerTermsToChange } from './CustomerTermsDialog';

/**
 * The spec's payment information: the payment term, billing cycle and credit
 * limit the buyer was approved with (a limit of 0 reads "No credit limit":
 * its orders are not checked), and who approved it when; before the
 * approval, a line saying they are set then. An approver changes an active
 * buyer's terms from here (Edit terms).
 */
export function CustomerPaymentInfo({
  customer,
  timeZone,
  permissions,
  currency,
}: {
  customer: CustomerPaymentInfo_customer$key;
  timeZone: string;
  permissions: readonly string[];
  currency: string;
}) {
  const data = useFragment(
    graphql`
      fragment CustomerPaymentInfo_customer on Customer {
        id
        name
        email
        status
        version
        paymentTermDays
        billingCycle
        creditLimit {
          amount
          currency
        }
        approvedBy {
          fullName
        }
        approvedAt
      }
    `,
    customer,
  );
  const { language } = useLanguage();
  const approved = data.approvedAt !== null && data.approvedAt !== undefined;
  const changeable = customerActions(data.status, permissions).changeTerms
    ? termsToChange(data)
    : null;
  return (
    <FormSection
      title={<FormattedMessage id="customers.section.payment" />}
      data-testid="customer-payment-info"
      actions={
        changeable ? (
          <EditTermsButton
            customer={changeable}
            currency={data.creditLimit?.currency ?? currency}
          />
        ) : null
      }
    >
      {approved || data.paymentTermDays !== null || data.creditLimit ? (
        <DataList.Root orientation="horizontal" gap="3">
          <DetailItem
            label={<FormattedMessage id="customers.field.paymentTermDays" />}
            testId="customer-payment-term"
          >
            {data.paymentTermDays === null || data.paymentTermDays === undefined ? null : (
              <FormattedMessage id="customers.daysCount" values={{ days: data.paymentTermDays }} />
            )}
          </DetailItem>
          <DetailItem
            label={<FormattedMessage id="customers.field.billingCycle" />}
            testId="customer-billing-cycle"
          >
            {billingCycleText(data.billingCycle)}
          </DetailItem>
          <DetailItem
            label={<FormattedMessage id="customers.field.creditLimit" />}
            testId="customer-credit-limit"
          >
            {creditLimitText(data.creditLimit, approved, language)}
          </DetailItem>
          <DetailItem
            label={<FormattedMessage id="customers.field.approval" />}
            testId="customer-approval"
          >
            {data.approvedAt ? (
              <FormattedMessage
                id="customers.byOn"
                values={{
                  who: data.approvedBy?.fullName ?? <FormattedMessage id="customers.someone" />,
                  when: formatDateTime(data.approvedAt, language, timeZone),
                }}
              />
            ) : null}
          </DetailItem>
        </DataList.Root>
      ) : (
        <Text color="fg.muted" fontSize="sm" data-testid="customer-payment-pending">
          <FormattedMessage id="customers.payment.pending" />
        </Text>
      )}
    </FormSection>
  );
}

/** The credit limit as the page shows it: none once approved reads "No credit limit", as a limit of 0 does (orders are not checked). */
function creditLimitText(
  limit: { amount: string; currency: string } | null | undefined,
  approved: boolean,
  language: Language,
) {
  if (limit && !hasNoCreditLimit(limit.amount))
    return formatMoney(limit.amount, limit.currency, language);
  return limit || approved ? <FormattedMessage id="customers.creditLimit.none" /> : null;
}

/** An active buyer's terms as the terms dialog starts from them; null while any is unset. */
function termsToChange(data: {
  id: string;
  name: string | null | undefined;
  email: string;
  version: number;
  paymentTermDays: number | null | undefined;
  billingCycle: string | null | undefined;
  creditLimit: { amount: string } | null | undefined;
}): CustomerTermsToChange | null {
  const { paymentTermDays, billingCycle, creditLimit } = data;
  if (paymentTermDays === null || paymentTermDays === undefined || !billingCycle || !creditLimit)
    return null;
  return {
    id: data.id,
    name: data.name ?? data.email,
    version: data.version,
    terms: { paymentTermDays, billingCycle, creditLimit: creditLimit.amount },
  };
}

/** Edit terms, and the dialog it opens. */
function EditTermsButton({
  customer,
  currency,
}: {
  customer: CustomerTermsToChange;
  currency: string;
}) {
  const [changing, setChanging] = useState<CustomerTermsToChange | null>(null);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        data-testid="customer-change-terms"
        onClick={() => setChanging(customer)}
      >
        <FormattedMessage id="customers.action.changeTerms" />
      </Button>
      <CustomerTermsDialog
        customer={changing}
        currency={currency}
        onClose={() => setChanging(null)}
      />
    </>
  );
}

/** The billing cycle by its label (one the web does not know yet as sent), or nothing. */
function billingCycleText(cycle: string | null | undefined) {
  if (!cycle) return null;
  return isBillingCycle(cycle) ? <FormattedMessage {...BILLING_CYCLE_LABELS[cycle]} /> : cycle;
}
