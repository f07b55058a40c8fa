import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import { Navigate, useSearchParams } from 'react-router';
import type { CustomersPageQuery } from '../../__generated__/CustomersPageQuery.graphql';
import { NavTabs } from '../../navigation/NavTabs';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { LinkButton } from '../../ui/LinkButton';
import { CreateActionButton } from '../../ui/CreateActionButton';
import { PageHeader } from '../../ui/PageHeader';
import { CustomerInviteDialog } from './CustomerInviteDialog';
import { CUSTOMER_STAGE_LABEL, CUSTOMER_STAGES } from './customerLabels';
import { CustomerList } from './CustomerList';
import {
  CUSTOMER_CREATE_PATH,
  customersPathOf,
  openingStage,
  readCustomerStage,
} from './customerStage';

export const customersPageQuery = graphql`
  query CustomersPageQuery($count: Int!, $stage: CustomerStage!) {
    viewer {
      ...viewerPermissions_viewer @relay(mask: false)
    }
    ...CustomerList_query @arguments(count: $count, stage: $stage)
    # How many buyers each tab holds: the bare /buyer opens on the first that has any.
    invited: customers(stage: INVITED, first: 1) {
      totalCount
    }
    active: customers(stage: ACTIVE, first: 1) {
      totalCount
    }
  }
`;

/**
 * `/buyer`: the organisation's customers (buyers), invited ones and active
 * ones as two tabs (`?stage=invited`, `?stage=active` in the URL); a member with
 * `customers:manage` invites a buyer by email or adds one with the whole form.
 * The bare path opens on the first tab, in the tabs' order, that has buyers
 * (the invited one when none has): an organisation whose buyers are all
 * approved sees them rather than an empty tab.
 */
export function CustomersPage() {
  const data = useRouteQuery<CustomersPageQuery>(customersPageQuery);
  const [params] = useSearchParams();
  const stage = readCustomerStage(params);
  const [inviting, setInviting] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  if (!data.viewer) return null;
  const permissions = data.viewer.permissions;
  if (!permissions.includes('customers:read')) return <ForbiddenPage embedded />;
  const canManage = permissions.includes('customers:manage');
  if (!params.has('stage')) {
    const opening = openingStage({ INVITED: data.invited, ACTIVE: data.active });
    if (opening !== stage) return <Navigate to={customersPathOf(opening)} replace />;
  }
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="customers.title" />}
        description={<FormattedMessage id="customers.subtitle" />}
        actions={
          canManage ? (
            <>
              <LinkButton
                to={CUSTOMER_CREATE_PATH}
                icon="plus"
                label={<FormattedMessage id="customers.add" />}
                testId="customer-add"
              />
              <CreateActionButton
                label={<FormattedMessage id="customers.invite" />}
                onClick={() => setInviting(true)}
                testId="customer-invite"
              />
            </>
          ) : null
        }
      />
      <NavTabs
        testId="customers-stages"
        tabs={CUSTOMER_STAGES.map((tab) => ({
          key: tab,
          to: customersPathOf(tab),
          label: CUSTOMER_STAGE_LABEL[tab],
          active: tab === stage,
          testId: `customers-stage-${tab.toLowerCase()}`,
        }))}
      />
      {/* Each tab starts with its own filters: a status of one stage is no choice in the other. */}
      <CustomerList
        key={stage}
        query={data}
        stage={stage}
        timeZone={data.viewer.organization.timeZone}
        canManage={canManage}
        refreshKey={refreshKey}
      />
      {canManage ? (
        <CustomerInviteDialog
          open={inviting}
          onClose={() => setInviting(false)}
          onInvited={() => {
            if (stage === 'INVITED') setRefreshKey((key) => key + 1);
          }}
        />
      ) : null}
    </>
  );
}
