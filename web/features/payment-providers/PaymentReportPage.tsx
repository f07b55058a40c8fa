import { useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PaymentReportPage_query$key } from '../../__generated__/PaymentReportPage_query.graphql';
import { PageHeader } from '../../ui/PageHeader';
import { PaymentReportImportActions } from './PaymentReportImportActions';

type Provider = { readonly id: string; readonly name: string; readonly importable: boolean };

type PaymentReportPageProps = {
  query: PaymentReportPage_query$key;
  title: ReactNode;
  description: ReactNode;
  /** The page's list, given the providers to filter by and a key bumped after each import. */
  children: (providers: readonly Provider[], refreshKey: number) => ReactNode;
};

/** A page of what the providers' reports brought in: its header, with the report import for a viewer who manages providers, over its list, read again after an import. */
export function PaymentReportPage({ query, title, description, children }: PaymentReportPageProps) {
  const data = useFragment(
    graphql`
      fragment PaymentReportPage_query on Query {
        viewer {
          permissions
        }
        paymentProviders(first: 100) {
          edges {
            node {
              id
              name
              importable
            }
          }
        }
      }
    `,
    query,
  );
  const [refreshKey, setRefreshKey] = useState(0);
  const providers = data.paymentProviders.edges.map((edge) => edge.node);
  const canManage = data.viewer?.permissions.includes('payment-providers:manage') ?? false;
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <PaymentReportImportActions
            providers={providers.filter((provider) => provider.importable)}
            canManage={canManage}
            onImported={() => setRefreshKey((key) => key + 1)}
          />
        }
      />
      {children(providers, refreshKey)}
    </>
  );
}
