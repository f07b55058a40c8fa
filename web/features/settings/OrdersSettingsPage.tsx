import { graphql } from 'react-relay';
import type { OrdersSettingsPageQuery } from '../../__generated__/OrdersSettingsPageQuery.graphql';
import { OrdersSettingsForm } from './OrdersSettingsForm';
import { SettingsPage } from './SettingsPage';

export const ordersSettingsPageQuery = graphql`
  query OrdersSettingsPageQuery {
    viewer {
      ...OrdersSettingsForm_viewer
    }
  }
`;

/** `/settings/orders`: the defaults for sales orders and invoices. */
export function OrdersSettingsPage() {
  return (
    <SettingsPage<OrdersSettingsPageQuery>
      query={ordersSettingsPageQuery}
      title={{ id: 'page.settingsOrders' }}
      description={{ id: 'orders.subtitle' }}
    >
      {(viewer) => <OrdersSettingsForm viewer={viewer} />}
    </SettingsPage>
  );
}
