import { Stack } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { ControlsSettingsPageQuery } from '../../__generated__/ControlsSettingsPageQuery.graphql';
import { PaymentControlsCard } from './PaymentControlsCard';
import { SettingsPage } from './SettingsPage';
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
  return (
    <SettingsPage<ControlsSettingsPageQuery> query={controlsSettingsPageQuery} title={{ id: 'page.settingsControls' }} description={{ id: 'controls.subtitle' }}>
      {(viewer) => (
        <Stack gap="6" maxWidth="4xl" data-testid="controls-settings">
          <TwoFactorEnforcementCard viewer={viewer} />
          <PaymentControlsCard viewer={viewer} />
        </Stack>
      )}
    </SettingsPage>
  );
}
