import { Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { SecuritySettingsPageQuery } from '../../__generated__/SecuritySettingsPageQuery.graphql';
import { PageHeader } from '../../ui/PageHeader';
import type { RouteQuery } from '../../relay/preloadRouteQuery';
import { AuthenticatorCard } from './AuthenticatorCard';
import { BackupCodesCard } from './BackupCodesCard';
import { PasskeysCard } from './PasskeysCard';
import { PasswordCard } from './PasswordCard';
import { SecurityActivityTable } from './SecurityActivityTable';
import { SettingsTabs } from '../../navigation/SettingsTabs';

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
  const { queryRef } = useLoaderData<RouteQuery<SecuritySettingsPageQuery>>();
  const data = usePreloadedQuery<SecuritySettingsPageQuery>(securitySettingsPageQuery, queryRef);
  if (!data.viewer) return null;
  return (
    <>
      <PageHeader title={<FormattedMessage id="page.settingsSecurity" />} description={<FormattedMessage id="security.subtitle" />} />
      <SettingsTabs />
      <Stack gap="6" maxWidth="4xl" data-testid="security-settings">
        <PasswordCard />
        <AuthenticatorCard viewer={data.viewer} />
        <BackupCodesCard viewer={data.viewer} />
        <PasskeysCard viewer={data.viewer} />
        <SecurityActivityTable viewer={data.viewer} />
      </Stack>
    </>
  );
}
