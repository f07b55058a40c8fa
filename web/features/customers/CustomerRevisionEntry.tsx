import { Box, Flex, List, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CustomerRevisionEntry_revision$key } from '../../__generated__/CustomerRevisionEntry_revision.graphql';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import {
  CUSTOMER_REVISION_ACTION_LABEL,
  CUSTOMER_REVISION_ACTIONS,
  isOneOf,
} from './customerLabels';
import { revisionFieldLabel, revisionValue, type RevisionContext } from './revisionWording';

/**
 * One revision of a customer: what happened, who (a member by name, or "The
 * customer" through the link) and when, and each field it changed as
 * "Field: from → to" in the reader's words.
 */
export function CustomerRevisionEntry({
  revision,
  context,
  timeZone,
}: {
  revision: CustomerRevisionEntry_revision$key;
  context: RevisionContext;
  timeZone: string;
}) {
  const node = useFragment(
    graphql`
      fragment CustomerRevisionEntry_revision on CustomerRevision {
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
    `,
    revision,
  );
  const intl = useIntl();
  const { language } = useLanguage();

  return (
    <Box
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
        <List.Root as="ul" gap="0.5" marginTop="1" paddingStart="4" fontSize="sm" color="fg.muted">
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
  );
}
