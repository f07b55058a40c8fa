import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { OrdersSettingsPageQuery } from '../../__generated__/OrdersSettingsPageQuery.graphql';
import { PageHeader } from '../../ui/PageHeader';
import type { RouteQuery } from '../../relay/preloadRouteQuery';
import { OrdersSettingsForm } from './OrdersSettingsForm';
import { SettingsTabs } from '../../navigation/SettingsTabs';

export const ordersSettingsPageQuery = graphql`
  query OrdersSettingsPageQuery {
    viewer {
      ...OrdersSettingsForm_viewer
    }
  }
`;

/** `/settings/orders`: the defaults for sales orders and invoices. */
export function OrdersSettingsPage() {
  const { queryRef } = useLoaderData<RouteQuery<OrdersSettingsPageQuery>>();
  const data = usePreloadedQuery<OrdersSettingsPageQuery>(ordersSettingsPageQuery, queryRef);
  if (!data.viewer) return null;
  return (
    <>
      <PageHeader title={<FormattedMessage id="page.settingsOrders" />} description={<FormattedMessage id="orders.subtitle" />} />
      <SettingsTabs />
      <OrdersSettingsForm viewer={data.viewer} />
    </>
  );
}
