import { Stack } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { ControlsSettingsPageQuery } from '../../__generated__/ControlsSettingsPageQuery.graphql';
import { viewerPermissions } from '../../relay/viewerPermissions';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { ApiCostSettingsCard } from './ApiCostSettingsCard';
import { ApprovalRulesCard } from './ApprovalRulesCard';
import { PaymentControlsCard } from './PaymentControlsCard';
import { ReconciliationFeeBookingCard } from './ReconciliationFeeBookingCard';
import { SettingsPage } from './SettingsPage';
import { TwoFactorEnforcementCard } from './TwoFactorEnforcementCard';

export const controlsSettingsPageQuery = graphql`
  query ControlsSettingsPageQuery($withRules: Boolean!, $withRoles: Boolean!, $withFees: Boolean!) {
    viewer {
      permissions
      ...TwoFactorEnforcementCard_viewer
      ...PaymentControlsCard_viewer
      ...ApiCostSettingsCard_viewer
    }
    ...ApprovalRulesCard_query
    ...ReconciliationFeeBookingCard_query
  }
`;

/**
 * `/settings/controls`: the organisation's controls: whether signing in
 * requires two-factor authentication, whether a Maker & Approver may approve
 * their own work, whether creating transfers and payments is active, and
 * the approval rules (for members with `settings:read`; roles to pick from
 * with `roles:read`), where fee-deducted matches book their fee (for
 * members with `reconciliation:read`), and the GraphQL API's cost limits
 * (`settings:read`).
 */
export function ControlsSettingsPage() {
  return (
    <SettingsPage<ControlsSettingsPageQuery>
      query={controlsSettingsPageQuery}
      title={{ id: 'page.settingsControls' }}
      description={{ id: 'controls.subtitle' }}
    >
      {(viewer, data) => (
        <Stack gap="6" maxWidth="4xl" data-testid="controls-settings">
          <TwoFactorEnforcementCard viewer={viewer} />
          <PaymentControlsCard viewer={viewer} />
          <ApprovalRulesCard
            query={data}
            canManage={viewer.permissions.includes('settings:manage')}
          />
          <ReconciliationFeeBookingCard
            query={data}
            canManage={viewer.permissions.includes('settings:manage')}
          />
          <ApiCostSettingsCard viewer={viewer} />
        </Stack>
      )}
    </SettingsPage>
  );
}

/** The route's loader: the controls, with the approval rules and the roles they name when the viewer may read them. */
export async function controlsSettingsLoader() {
  const permissions = await viewerPermissions();
  return preloadRouteQuery<ControlsSettingsPageQuery>(
    'settings-controls',
    controlsSettingsPageQuery,
    {
      withRules: permissions.includes('settings:read'),
      withRoles: permissions.includes('roles:read'),
      withFees: permissions.includes('reconciliation:read'),
    },
  );
}
