import { graphql } from 'react-relay';
import type { ProfileSettingsPageQuery } from '../../__generated__/ProfileSettingsPageQuery.graphql';
import { ProfileForm } from './ProfileForm';
import { SettingsPage } from './SettingsPage';

export const profileSettingsPageQuery = graphql`
  query ProfileSettingsPageQuery {
    viewer {
      ...ProfileForm_viewer
    }
  }
`;

/** `/settings/profile` (My Profile): the user's names, their email and their interface language. */
export function ProfileSettingsPage() {
  return (
    <SettingsPage<ProfileSettingsPageQuery>
      query={profileSettingsPageQuery}
      title={{ id: 'page.settingsProfile' }}
      description={{ id: 'profile.subtitle' }}
    >
      {(viewer) => <ProfileForm viewer={viewer} />}
    </SettingsPage>
  );
}
