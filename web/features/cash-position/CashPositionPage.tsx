import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { CashPositionPageQuery } from '../../__generated__/CashPositionPageQuery.graphql';
import { MANAGE_BANK_ACCOUNTS } from '../../relay/permissions';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { PageHeader } from '../../ui/PageHeader';
import { CashPositionSummary } from './CashPositionSummary';
import { CashTrendPanel } from './CashTrendPanel';
import { FxRateList } from './FxRateList';

export const cashPositionPageQuery = graphql`
  query CashPositionPageQuery {
    viewer {
      permissions
    }
    ...CashPositionSummary_query
    ...CashTrendPanel_query
    ...FxRateList_query
  }
`;

/**
 * `/cash-position`: the organisation's bank balances as of a day, by bank,
 * entity or currency, with totals in IDR and USD at the rates of that day
 * (spec: "cash position shows IDR and USD"), the trend of those totals, and
 * the exchange rates they convert with. Needs `cash-analysis:read`;
 * recording or importing a rate needs `bank-accounts:manage`. A new rate
 * reloads the position, the trend and the list.
 */
export function CashPositionPage() {
  const data = useRouteQuery<CashPositionPageQuery>(cashPositionPageQuery);
  const [refreshKey, setRefreshKey] = useState(0);
  if (!data.viewer) return null;
  const canManage = data.viewer.permissions.includes(MANAGE_BANK_ACCOUNTS);
  const refresh = () => setRefreshKey((key) => key + 1);
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="page.cashPosition" />}
        description={<FormattedMessage id="cashPosition.subtitle" />}
      />
      <Stack gap="6">
        <CashPositionSummary query={data} refreshKey={refreshKey} />
        <CashTrendPanel query={data} refreshKey={refreshKey} />
        <FxRateList
          query={data}
          canManage={canManage}
          refreshKey={refreshKey}
          onChanged={refresh}
        />
      </Stack>
    </>
  );
}
