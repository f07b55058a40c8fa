import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { CompanyProfileSettingsPageQuery } from '../../__generated__/CompanyProfileSettingsPageQuery.graphql';
import { PageHeader } from '../../ui/PageHeader';
import type { RouteQuery } from '../../relay/preloadRouteQuery';
import { CompanyProfileForm } from './CompanyProfileForm';
import { SettingsTabs } from '../../navigation/SettingsTabs';

export const companyProfileSettingsPageQuery = graphql`
  query CompanyProfileSettingsPageQuery {
    viewer {
      ...CompanyProfileForm_viewer
    }
  }
`;

/** `/settings/company-profile`: the organisation's names, tax number, address, contact, time zone and currency. */
export function CompanyProfileSettingsPage() {
  const { queryRef } = useLoaderData<RouteQuery<CompanyProfileSettingsPageQuery>>();
  const data = usePreloadedQuery<CompanyProfileSettingsPageQuery>(companyProfileSettingsPageQuery, queryRef);
  if (!data.viewer) return null;
  return (
    <>
      <PageHeader title={<FormattedMessage id="page.settingsCompanyProfile" />} description={<FormattedMessage id="companyProfile.subtitle" />} />
      <SettingsTabs />
      <CompanyProfileForm viewer={data.viewer} />
    </>
  );
}
