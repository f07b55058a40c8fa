import { Stack } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { SecuritySettingsPageQuery } from '../../__generated__/SecuritySettingsPageQuery.graphql';
import { AuthenticatorCard } from './AuthenticatorCard';
import { BackupCodesCard } from './BackupCodesCard';
import { PasskeysCard } from './PasskeysCard';
import { PasswordCard } from './PasswordCard';
import { SecurityActivityTable } from './SecurityActivityTable';
import { SettingsPage } from './SettingsPage';

export const securitySettingsPageQuery = graphql`
  query SecuritySettingsPageQuery {
    viewer {
      ...AuthenticatorCard_viewer
      ...BackupCodesCard_viewer
      ...PasskeysCard_viewer
      ...SecurityActivityTable_viewer
    }
  }
`;

/** `/settings/security`: the two-factor methods (authenticator app, backup codes, passkeys) and the activity of the last 30 days. */
export function SecuritySettingsPage() {
  return (
    <SettingsPage<SecuritySettingsPageQuery>
      query={securitySettingsPageQuery}
      title={{ id: 'page.settingsSecurity' }}
      description={{ id: 'security.subtitle' }}
    >
      {(viewer) => (
        <Stack gap="6" maxWidth="4xl" data-testid="security-settings">
          <PasswordCard />
          <AuthenticatorCard viewer={viewer} />
          <BackupCodesCard viewer={viewer} />
          <PasskeysCard viewer={viewer} />
          <SecurityActivityTable viewer={viewer} />
        </Stack>
      )}
    </SettingsPage>
  );
}
