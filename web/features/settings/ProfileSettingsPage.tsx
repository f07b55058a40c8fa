import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ProfileSettingsPageQuery } from '../../__generated__/ProfileSettingsPageQuery.graphql';
import { PageHeader } from '../../ui/PageHeader';
import type { RouteQuery } from '../../relay/preloadRouteQuery';
import { ProfileForm } from './ProfileForm';
import { SettingsTabs } from '../../navigation/SettingsTabs';

export const profileSettingsPageQuery = graphql`
  query ProfileSettingsPageQuery {
    viewer {
      ...ProfileForm_viewer
    }
  }
`;

/** `/settings/profile` (My Profile): the user's names, their email and their interface language. */
export function ProfileSettingsPage() {
  const { queryRef } = useLoaderData<RouteQuery<ProfileSettingsPageQuery>>();
  const data = usePreloadedQuery<ProfileSettingsPageQuery>(profileSettingsPageQuery, queryRef);
  if (!data.viewer) return null;
  return (
    <>
      <PageHeader title={<FormattedMessage id="page.settingsProfile" />} description={<FormattedMessage id="profile.subtitle" />} />
      <SettingsTabs />
      <ProfileForm viewer={data.viewer} />
    </>
  );
}
