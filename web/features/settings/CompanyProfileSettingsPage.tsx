import { graphql } from 'react-relay';
import type { CompanyProfileSettingsPageQuery } from '../../__generated__/CompanyProfileSettingsPageQuery.graphql';
import { CompanyProfileForm } from './CompanyProfileForm';
import { SettingsPage } from './SettingsPage';

export const companyProfileSettingsPageQuery = graphql`
  query CompanyProfileSettingsPageQuery {
    viewer {
      ...CompanyProfileForm_viewer
    }
  }
`;

/** `/settings/company-profile`: the organisation's names, tax number, address, contact, time zone and currency. */
export function CompanyProfileSettingsPage() {
  return (
    <SettingsPage<CompanyProfileSettingsPageQuery>
      query={companyProfileSettingsPageQuery}
      title={{ id: 'page.settingsCompanyProfile' }}
      description={{ id: 'companyProfile.subtitle' }}
    >
      {(viewer) => <CompanyProfileForm viewer={viewer} />}
    </SettingsPage>
  );
}
