import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { CustomerRevisions_customer$key } from '../../__generated__/CustomerRevisions_customer.graphql';
import type { CustomerRevisionsPaginationQuery } from '../../__generated__/CustomerRevisionsPaginationQuery.graphql';
import { FormSection } from '../../ui/FormSection';
import { useLanguage } from '../../i18n/useLanguage';
import { CustomerRevisionEntry } from './CustomerRevisionEntry';
import type { RevisionContext } from './revisionWording';

/** How many revisions the history shows at first, and each "Load more" adds. */
export const REVISION_PAGE_SIZE = 10;

/**
 * The spec's revision history, newest first, each revision a
 * `CustomerRevisionEntry` worded with the customer's type, currency and
 * region names; "Load more" reads older ones.
 */
export function CustomerRevisions({
  customer,
  timeZone,
  currency,
}: {
  customer: CustomerRevisions_customer$key;
  timeZone: string;
  currency: string;
}) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    CustomerRevisionsPaginationQuery,
    CustomerRevisions_customer$key
  >(
    graphql`
      fragment CustomerRevisions_customer on Customer
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
      @refetchable(queryName: "CustomerRevisionsPaginationQuery") {
        type
        address {
          ...customerProfileFields_addressRegions @relay(mask: false)
        }
        billingAddress {
          ...customerProfileFields_addressRegions @relay(mask: false)
        }
        revisions(first: $count, after: $cursor) @connection(key: "CustomerRevisions_revisions") {
          totalCount
          edges {
            node {
              id
              ...CustomerRevisionEntry_revision
            }
          }
        }
      }
    `,
    customer,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const regions = new Map(
    [data.address, data.billingAddress].flatMap((address) =>
      address
        ? [address.province, address.regency, address.district, address.village].map(
            (region) => [region.code, region.name] as const,
          )
        : [],
    ),
  );
  const context: RevisionContext = { intl, language, type: data.type, currency, regions };
  const edges = data.revisions.edges;

  return (
    <FormSection
      title={<FormattedMessage id="customers.section.revisions" />}
      data-testid="customer-revisions"
    >
      {edges.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="customers.revision.none" />
        </Text>
      ) : (
        <Stack gap="0">
          {edges.map(({ node }) => (
            <CustomerRevisionEntry
              key={node.id}
              revision={node}
              context={context}
              timeZone={timeZone}
            />
          ))}
        </Stack>
      )}
      {hasNext ? (
        <Flex justifyContent="center" marginTop="3">
          <Button
            size="sm"
            variant="outline"
            loading={isLoadingNext}
            onClick={() => loadNext(REVISION_PAGE_SIZE)}
            data-testid="customer-revisions-load-more"
          >
            <FormattedMessage id="customers.revision.loadMore" />
          </Button>
        </Flex>
      ) : null}
    </FormSection>
  );
}
