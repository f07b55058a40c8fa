import { Link, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type {
  CustomerRow_customer$data,
  CustomerRow_customer$key,
} from '../../__generated__/CustomerRow_customer.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { uuidOf } from '../../relay/globalId';
import { StatusBadgeCell } from '../../ui/StatusBadgeCell';
import {
  CUSTOMER_STATUS_TONES,
  CUSTOMER_TYPE_LABEL,
  CUSTOMER_TYPES,
  isOneOf,
} from './customerLabels';
import { customerPathOf } from './customerStage';
import { shownStatusOf } from './shownStatusOf';

/**
 * One customer of the list: the name (the email while an invitation is
 * unanswered) linking to its page, with the alias it trades under; its type;
 * its status; its email over its phone; and the date that matters in its
 * status (when the invitation expires, when the request came, when it was
 * approved, rejected or deactivated).
 */
export function CustomerRow({
  customer,
  timeZone,
}: {
  customer: CustomerRow_customer$key;
  timeZone: string;
}) {
  const data = useFragment(
    graphql`
      fragment CustomerRow_customer on Customer {
        id
        type
        status
        name
        email
        phone
        business {
          alias
        }
        invitation {
          expiresAt
          expired
        }
        requestSubmittedAt
        approvedAt
        rejection {
          at
        }
        deactivation {
          at
        }
        updatedAt
      }
    `,
    customer,
  );
  const status = shownStatusOf(data.status, data.invitation?.expired ?? false);
  const alias = data.business?.alias;
  return (
    <Table.Row data-testid="customer-row" data-status={status}>
      <Table.Cell minWidth="44" maxWidth="72">
        <Stack gap="0">
          <Link
            asChild
            fontWeight="medium"
            color="fg"
            overflowWrap="anywhere"
            _hover={{ color: 'brand.fg' }}
          >
            <RouterLink
              to={customerPathOf(uuidOf(data.id, 'Customer'))}
              data-testid="customer-link"
            >
              {data.name ?? data.email}
            </RouterLink>
          </Link>
          {alias && alias !== data.name ? (
            <Text fontSize="xs" color="fg.muted">
              {alias}
            </Text>
          ) : null}
        </Stack>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap" data-testid="customer-type">
        {isOneOf(CUSTOMER_TYPES, data.type) ? (
          <FormattedMessage id={CUSTOMER_TYPE_LABEL[data.type].id} />
        ) : (
          data.type
        )}
      </Table.Cell>
      <StatusBadgeCell
        status={status}
        tones={CUSTOMER_STATUS_TONES}
        testId="customer-status"
        withStatus
      />
      <Table.Cell>
        <Stack gap="0" minWidth="0">
          <Text fontSize="sm" overflowWrap="anywhere" data-testid="customer-email">
            {data.email}
          </Text>
          <Text
            fontSize="xs"
            color="fg.muted"
            fontVariantNumeric="tabular-nums"
            whiteSpace="nowrap"
          >
            {data.phone ?? '—'}
          </Text>
        </Stack>
      </Table.Cell>
      <Table.Cell fontSize="sm" data-testid="customer-date">
        <KeyDate customer={data} status={status} timeZone={timeZone} />
      </Table.Cell>
    </Table.Row>
  );
}

/** The date that matters in the customer's status, worded: "Expires 29 Nov 2026", "Approved 22 Nov 2026". */
function KeyDate({
  customer,
  status,
  timeZone,
}: {
  customer: CustomerRow_customer$data;
  status: string;
  timeZone: string;
}) {
  const { language } = useLanguage();
  const date = (value: string) => formatDate(value, language, timeZone);
  const line = (id: string, value: string | null | undefined) =>
    value ? (
      <Text whiteSpace="nowrap">
        <FormattedMessage id={id} values={{ date: date(value) }} />
      </Text>
    ) : (
      <Text color="fg.subtle">—</Text>
    );
  switch (status) {
    case 'INVITED':
      return line('customers.date.expires', customer.invitation?.expiresAt);
    case 'EXPIRED':
      return line('customers.date.expired', customer.invitation?.expiresAt);
    case 'CANCELLED':
      return line('customers.date.cancelled', customer.updatedAt);
    case 'REQUEST_SENT':
      return line('customers.date.requestSent', customer.requestSubmittedAt);
    case 'REJECTED':
      return line('customers.date.rejected', customer.rejection?.at);
    case 'ACTIVE':
      return line('customers.date.approved', customer.approvedAt);
    case 'DEACTIVATED':
      return line('customers.date.deactivated', customer.deactivation?.at);
    default:
      return line('customers.date.updated', customer.updatedAt);
  }
}
