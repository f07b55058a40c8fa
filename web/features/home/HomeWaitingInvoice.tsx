import { Link, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { HomeWaitingInvoice_salesInvoice$key } from '../../__generated__/HomeWaitingInvoice_salesInvoice.graphql';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { uuidOf } from '../../relay/globalId';

/** One invoice waiting for the viewer's approval, linked to its page: its buyer, its order and its grand total. */
export function HomeWaitingInvoice({
  salesInvoice,
}: {
  salesInvoice: HomeWaitingInvoice_salesInvoice$key;
}) {
  const data = useFragment(
    graphql`
      fragment HomeWaitingInvoice_salesInvoice on SalesInvoice {
        id
        customerName
        salesOrderNumber
        totals {
          grandTotal {
            amount
            currency
          }
        }
      }
    `,
    salesInvoice,
  );
  const { language } = useLanguage();
  const intl = useIntl();
  const { amount, currency } = data.totals.grandTotal;
  return (
    <Link asChild color="brand.fg" fontSize="xs" data-testid="home-approvals-invoice">
      <RouterLink to={`/invoices/detail/${uuidOf(data.id, 'SalesInvoice')}`}>
        <Text as="span" overflowWrap="anywhere">
          {intl.formatMessage(
            { id: 'home.numbers.approvals.invoice' },
            {
              customer: data.customerName,
              order: data.salesOrderNumber,
              amount: formatMoney(amount, currency, language),
            },
          )}
        </Text>
      </RouterLink>
    </Link>
  );
}
