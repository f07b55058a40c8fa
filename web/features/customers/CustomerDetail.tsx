import { Alert, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CustomerDetail_customer$key } from '../../__generated__/CustomerDetail_customer.graphql';
import { formatDate, formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { BackLink } from '../../ui/BackLink';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import type { ApprovalDefaults } from './customerApproveSchema';
import { CustomerDetailActions } from './CustomerDetailActions';
import { CustomerDocuments } from './CustomerDocuments';
import {
  CUSTOMER_STATUS_TONES,
  CUSTOMER_TYPE_LABEL,
  CUSTOMER_TYPES,
  isOneOf,
  STAGE_STATUSES,
  type CustomerTypeValue,
} from './customerLabels';
import { CustomerPaymentInfo } from './CustomerPaymentInfo';
import { CustomerRevisions } from './CustomerRevisions';
import { customersPathOf } from './customerStage';
import { CustomerProfileView } from './profile/CustomerProfileView';
import { sectionsFor, type ProfileSectionId } from './profile/customerProfileFields';
import { shownStatusOf } from './shownStatusOf';

/**
 * The profile's sections in the order of the spec's detail page: general
 * information (the person or the business, the addresses), company (tax
 * status and NPWP), board of directors, financial (with invoice delivery),
 * PIC.
 */
const DETAIL_ORDER: readonly ProfileSectionId[] = [
  'person',
  'business',
  'address',
  'tax',
  'directors',
  'finance',
  'invoiceDelivery',
  'pic',
];

/** The sections a type of customer has, in the detail page's order. */
function detailSectionsOf(type: CustomerTypeValue): ProfileSectionId[] {
  const asked = new Set(sectionsFor(type).map((section) => section.id));
  return DETAIL_ORDER.filter((id) => asked.has(id));
}

type CustomerDetailProps = {
  customer: CustomerDetail_customer$key;
  permissions: readonly string[];
  timeZone: string;
  currency: string;
  defaults: ApprovalDefaults;
};

/**
 * A customer's page: its name, status and type with the actions its status
 * and the viewer allow; where its invitation stands, or why it was rejected
 * or deactivated (by whom and when); then the spec's sections in order:
 * general information, company, board of directors, financial, PIC (the
 * profile's read-only view), payment information, supporting documents and
 * the revision history.
 */
export function CustomerDetail({
  customer,
  permissions,
  timeZone,
  currency,
  defaults,
}: CustomerDetailProps) {
  const data = useFragment(
    graphql`
      fragment CustomerDetail_customer on Customer {
        id
        type
        status
        name
        email
        invitation {
          sentAt
          expiresAt
          expired
          sendCount
        }
        requestSubmittedAt
        rejection {
          reason
          at
          by {
            fullName
          }
        }
        deactivation {
          reason
          at
          by {
            fullName
          }
        }
        createdAt
        ...customerProfileFields_customer
        ...CustomerPaymentInfo_customer
        ...CustomerDocuments_customer
        ...CustomerRevisions_customer
      }
    `,
    customer,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const status = shownStatusOf(data.status, data.invitation?.expired ?? false);
  const name = data.name ?? data.email;
  const listPath = customersPathOf(isOneOf(STAGE_STATUSES.ACTIVE, status) ? 'ACTIVE' : 'INVITED');
  const someone = intl.formatMessage({ id: 'customers.someone' });

  return (
    <>
      <BackLink to={listPath} label={<FormattedMessage id="customers.back" />} />
      <PageHeader
        title={<span data-testid="customer-name">{name}</span>}
        description={
          <>
            <StatusBadge
              status={status}
              tones={CUSTOMER_STATUS_TONES}
              testId="customer-status"
              withStatus
            />{' '}
            <Text as="span" data-testid="customer-type">
              {isOneOf(CUSTOMER_TYPES, data.type) ? (
                <FormattedMessage id={CUSTOMER_TYPE_LABEL[data.type].id} />
              ) : (
                data.type
              )}
            </Text>
            {data.name ? <Text as="span"> · {data.email}</Text> : null}
          </>
        }
        actions={
          <CustomerDetailActions
            customer={{ id: data.id, name, status, email: data.email }}
            permissions={permissions}
            defaults={defaults}
            currency={currency}
          />
        }
      />
      <Stack gap="6" maxWidth="5xl">
        {(status === 'INVITED' || status === 'EXPIRED') && data.invitation ? (
          <Alert.Root
            status={status === 'EXPIRED' ? 'warning' : 'info'}
            data-testid="customer-invitation"
          >
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">
              <FormattedMessage
                id={
                  status === 'EXPIRED'
                    ? 'customers.invitation.expired'
                    : 'customers.invitation.open'
                }
                values={{
                  email: data.email,
                  sent: formatDateTime(data.invitation.sentAt, language, timeZone),
                  expires: formatDate(data.invitation.expiresAt, language, timeZone),
                  count: data.invitation.sendCount,
                }}
              />
            </Alert.Title>
          </Alert.Root>
        ) : null}
        {status === 'REQUEST_SENT' && data.requestSubmittedAt ? (
          <Alert.Root status="info" data-testid="customer-in-review">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">
              <FormattedMessage
                id="customers.inReview"
                values={{ when: formatDateTime(data.requestSubmittedAt, language, timeZone) }}
              />
            </Alert.Title>
          </Alert.Root>
        ) : null}
        {data.rejection ? (
          <Alert.Root status="error" data-testid="customer-rejection">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <FormattedMessage
                  id="customers.rejection"
                  values={{
                    who: data.rejection.by?.fullName ?? someone,
                    when: formatDateTime(data.rejection.at, language, timeZone),
                  }}
                />
              </Alert.Title>
              <Alert.Description data-testid="customer-rejection-reason">
                {data.rejection.reason}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        {data.deactivation ? (
          <Alert.Root status="warning" data-testid="customer-deactivation">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <FormattedMessage
                  id="customers.deactivation"
                  values={{
                    who: data.deactivation.by?.fullName ?? someone,
                    when: formatDateTime(data.deactivation.at, language, timeZone),
                  }}
                />
              </Alert.Title>
              <Alert.Description data-testid="customer-deactivation-reason">
                {data.deactivation.reason}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        {isOneOf(CUSTOMER_TYPES, data.type)
          ? detailSectionsOf(data.type).map((section) => (
              <CustomerProfileView key={section} customer={data} sections={[section]} />
            ))
          : null}
        <CustomerPaymentInfo customer={data} timeZone={timeZone} />
        <CustomerDocuments customer={data} permissions={permissions} timeZone={timeZone} />
        <CustomerRevisions customer={data} timeZone={timeZone} currency={currency} />
      </Stack>
    </>
  );
}
