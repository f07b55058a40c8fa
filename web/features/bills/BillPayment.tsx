import { Badge, DataList, HStack, Link, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { BillPayment_bill$key } from '../../__generated__/BillPayment_bill.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { orderPagePath } from '../../navigation/orderLinks';
import { DetailItem } from '../../ui/DetailItem';
import { RecordSectionCard } from '../../ui/RecordSectionCard';
import { ReconciliationStatusBadge } from '../../ui/ReconciliationStatusBadge';

/** The payment that pays a bill (a link to it, its status) and that payment's reconciliation, or that none does yet. */
export function BillPayment({ bill }: { bill: BillPayment_bill$key }) {
  const { payingOrder: paying } = useFragment(
    graphql`
      fragment BillPayment_bill on Bill {
        payingOrder {
          id
          status
          paymentDate
          reconciliationStatus
          amount {
            amount
            currency
          }
        }
      }
    `,
    bill,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const money = (value: { readonly amount: string; readonly currency: string }) =>
    formatMoney(value.amount, value.currency, language);
  const payingPage = paying ? orderPagePath(paying.id) : null;
  return (
    <RecordSectionCard
      title={<FormattedMessage id="bills.detail.paymentTitle" />}
      description={<FormattedMessage id="bills.detail.paymentDescription" />}
      testId="bill-page-payment"
    >
      {paying ? (
        <DataList.Root orientation="horizontal" size="md">
          <DetailItem
            label={<FormattedMessage id="bills.detail.payment" />}
            testId="bill-detail-payment"
          >
            <HStack gap="2" wrap="wrap">
              {payingPage ? (
                <Link asChild>
                  <RouterLink to={payingPage} data-testid="bill-detail-payment-link">
                    <FormattedMessage
                      id="bills.detail.paymentTerms"
                      values={{
                        amount: money(paying.amount),
                        date: formatDate(paying.paymentDate, language),
                      }}
                    />
                  </RouterLink>
                </Link>
              ) : null}
              <Badge
                variant="subtle"
                data-testid="bill-detail-payment-status"
                data-status={paying.status}
              >
                {intl.formatMessage({
                  id: `payments.status.${paying.status}`,
                  defaultMessage: paying.status,
                })}
              </Badge>
            </HStack>
          </DetailItem>
          <DetailItem
            label={<FormattedMessage id="bills.detail.reconciliation" />}
            testId="bill-detail-reconciliation"
          >
            <ReconciliationStatusBadge status={paying.reconciliationStatus} />
          </DetailItem>
        </DataList.Root>
      ) : (
        <Text color="fg.muted" fontSize="sm" data-testid="bill-detail-no-payment">
          <FormattedMessage id="bills.detail.noPayment" />
        </Text>
      )}
    </RecordSectionCard>
  );
}
