import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { InvoiceDeliveryItem_delivery$key } from '../../__generated__/InvoiceDeliveryItem_delivery.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DetailItem } from '../../ui/DetailItem';

/** The paper copy's state: waiting, shipped (when, where to) or received (when). */
export function InvoiceDeliveryItem({ delivery }: { delivery: InvoiceDeliveryItem_delivery$key }) {
  const { status, shippedOn, address, receivedOn } = useFragment(
    graphql`
      fragment InvoiceDeliveryItem_delivery on InvoiceDelivery {
        status
        shippedOn
        address
        receivedOn
      }
    `,
    delivery,
  );
  const { language } = useLanguage();
  const date = (value: string | null | undefined) => (value ? formatDate(value, language) : '');
  return (
    <DetailItem label={<FormattedMessage id="invoices.field.delivery" />} testId="invoice-delivery">
      <FormattedMessage
        id={`invoices.delivery.status.${status}`}
        values={{
          shipped: date(shippedOn),
          received: date(receivedOn),
          address: address ?? '',
        }}
      />
    </DetailItem>
  );
}
