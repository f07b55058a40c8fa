import { Stack } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { OrdersSettingsPageQuery } from '../../__generated__/OrdersSettingsPageQuery.graphql';
import { InvoiceRemindersForm } from './InvoiceRemindersForm';
import { OrdersSettingsForm } from './OrdersSettingsForm';
import { SettingsPage } from './SettingsPage';
import { TaxRatesCard } from './TaxRatesCard';

export const ordersSettingsPageQuery = graphql`
  query OrdersSettingsPageQuery {
    viewer {
      permissions
      ...OrdersSettingsForm_viewer
      ...InvoiceRemindersForm_viewer
    }
    ...TaxRatesCard_query
  }
`;

/**
 * `/settings/orders`: the defaults for sales orders and invoices, then the
 * payment reminders of overdue invoices, each saved on its own (they are
 * kept by different services: one Save for both could keep half), then the
 * kurs pajak table invoices in USD and SGD are issued at.
 */
export function OrdersSettingsPage() {
  return (
    <SettingsPage<OrdersSettingsPageQuery>
      query={ordersSettingsPageQuery}
      title={{ id: 'page.settingsOrders' }}
      description={{ id: 'orders.subtitle' }}
    >
      {(viewer, data) => (
        <Stack gap="8">
          <OrdersSettingsForm viewer={viewer} />
          <InvoiceRemindersForm viewer={viewer} />
          <TaxRatesCard query={data} canManage={viewer.permissions.includes('invoices:manage')} />
        </Stack>
      )}
    </SettingsPage>
  );
}
