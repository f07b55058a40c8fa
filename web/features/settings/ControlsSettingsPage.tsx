import { Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ControlsSettingsPageQuery } from '../../__generated__/ControlsSettingsPageQuery.graphql';
import { PageHeader } from '../../ui/PageHeader';
import type { RouteQuery } from '../../relay/preloadRouteQuery';
import { PaymentControlsCard } from './PaymentControlsCard';
import { SettingsTabs } from '../../navigation/SettingsTabs';
import { TwoFactorEnforcementCard } from './TwoFactorEnforcementCard';

export const controlsSettingsPageQuery = graphql`
  query ControlsSettingsPageQuery {
    viewer {
      ...TwoFactorEnforcementCard_viewer
      ...PaymentControlsCard_viewer
    }
  }
`;

/**
 * `/settings/controls`: the organisation's controls: whether signing in
 * requires two-factor authentication, whether a Maker & Approver may approve
 * their own work, and whether creating transfers and payments is active.
 */
export function ControlsSettingsPage() {
  const { queryRef } = useLoaderData<RouteQuery<ControlsSettingsPageQuery>>();
  const data = usePreloadedQuery<ControlsSettingsPageQuery>(controlsSettingsPageQuery, queryRef);
  if (!data.viewer) return null;
  return (
    <>
      <PageHeader title={<FormattedMessage id="page.settingsControls" />} description={<FormattedMessage id="controls.subtitle" />} />
      <SettingsTabs />
      <Stack gap="6" maxWidth="4xl" data-testid="controls-settings">
        <TwoFactorEnforcementCard viewer={data.viewer} />
        <PaymentControlsCard viewer={data.viewer} />
      </Stack>
    </>
  );
}
