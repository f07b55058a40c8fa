import { Box, Button, Flex, List, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { CustomerRevisions_customer$key } from '../../__generated__/CustomerRevisions_customer.graphql';
import type { CustomerRevisionsPaginationQuery } from '../../__generated__/CustomerRevisionsPaginationQuery.graphql';
import { FormSection } from '../../ui/FormSection';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import {
  CUSTOMER_REVISION_ACTION_LABEL,
  CUSTOMER_REVISION_ACTIONS,
  isOneOf,
} from './customerLabels';
import { revisionFieldLabel, revisionValue, type RevisionContext } from './revisionWording';

/** How many revisions the history shows at first, and each "Load more" adds. */
export const REVISION_PAGE_SIZE = 10;

/**
 * The spec's revision history, newest first: when, who (a member by name, or
 * "The customer" through the link), what happened, and each field it changed
 * as "Field: from → to" in the reader's words; "Load more" reads older ones.
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
          province {
            code
            name
          }
          regency {
            code
            name
          }
          district {
            code
            name
          }
          village {
            code
            name
          }
        }
        billingAddress {
          province {
            code
            name
          }
          regency {
            code
            name
          }
          district {
            code
            name
          }
          village {
            code
            name
          }
        }
        revisions(first: $count, after: $cursor) @connection(key: "CustomerRevisions_revisions") {
          totalCount
          edges {
            node {
              id
              action
              actor {
                fullName
              }
              byCustomer
              at
              changes {
                field
                from
                to
              }
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
            <Box
              key={node.id}
              paddingY="3"
              borderTopWidth="1px"
              borderColor="border"
              _first={{ borderTopWidth: 0, paddingTop: 0 }}
              data-testid="customer-revision"
              data-action={node.action}
            >
              <Flex justifyContent="space-between" gap="3" wrap="wrap">
                <Text fontWeight="medium" data-testid="customer-revision-action">
                  {isOneOf(CUSTOMER_REVISION_ACTIONS, node.action) ? (
                    <FormattedMessage id={CUSTOMER_REVISION_ACTION_LABEL[node.action].id} />
                  ) : (
                    node.action
                  )}
                </Text>
                <Text fontSize="sm" color="fg.muted" data-testid="customer-revision-by">
                  <FormattedMessage
                    id="customers.byOn"
                    values={{
                      who: node.byCustomer
                        ? intl.formatMessage({ id: 'customers.theCustomer' })
                        : (node.actor?.fullName ?? intl.formatMessage({ id: 'customers.someone' })),
                      when: formatDateTime(node.at, language, timeZone),
                    }}
                  />
                </Text>
              </Flex>
              {node.changes.length > 0 ? (
                <List.Root
                  as="ul"
                  gap="0.5"
                  marginTop="1"
                  paddingStart="4"
                  fontSize="sm"
                  color="fg.muted"
                >
                  {node.changes.map((change) => (
                    <List.Item
                      key={change.field}
                      overflowWrap="anywhere"
                      data-testid="customer-revision-change"
                    >
                      <FormattedMessage
                        id="customers.revision.change"
                        values={{
                          field: revisionFieldLabel(change.field, context),
                          from: revisionValue(change.field, change.from, context),
                          to: revisionValue(change.field, change.to, context),
                        }}
                      />
                    </List.Item>
                  ))}
                </List.Root>
              ) : null}
            </Box>
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
