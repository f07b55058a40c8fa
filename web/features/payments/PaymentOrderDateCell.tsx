import { Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PaymentOrderDateCell_order$key } from '../../__generated__/PaymentOrderDateCell_order.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { orderPagePath } from '../../navigation/orderLinks';
import { recurrenceEveryText } from './recurrence';
import { RowLink } from '../../ui/RowLink';

/** An order row's date, linked to the order's page, with "↻ every 2 weeks" under a repeating one. */
export function PaymentOrderDateCell({ order }: { order: PaymentOrderDateCell_order$key }) {
  const data = useFragment(
    graphql`
      fragment PaymentOrderDateCell_order on PaymentOrder {
        id
        paymentDate
        recurrence {
          unit
          every
        }
      }
    `,
    order,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const page = orderPagePath(data.id);
  return (
    <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
      <Stack gap="0">
        {page ? (
          <RowLink to={page} testId="payment-order-link">
            {formatDate(data.paymentDate, language)}
          </RowLink>
        ) : (
          <Text as="span">{formatDate(data.paymentDate, language)}</Text>
        )}
        {data.recurrence ? (
          <Text as="span" fontSize="xs" color="fg.muted" data-testid="payment-order-repeat">
            <FormattedMessage
              id="payments.repeatHint"
              values={{ every: recurrenceEveryText(intl, data.recurrence) }}
            />
          </Text>
        ) : null}
      </Stack>
    </Table.Cell>
  );
}
