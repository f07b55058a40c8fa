import { Alert, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type {
  CustomerDetail_customer$data,
  CustomerDetail_customer$key,
} from '../../__generated__/CustomerDetail_customer.graphql';
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
        viewerCanApprove
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
  const status = shownStatusOf(data.status, data.invitation?.expired ?? false);
  const name = data.name ?? data.email;
  const listPath = customersPathOf(isOneOf(STAGE_STATUSES.ACTIVE, status) ? 'ACTIVE' : 'INVITED');

  return (
    <>
      <BackLink to={listPath} label={<FormattedMessage id="customers.back" />} />
      <PageHeader
        title={<span data-testid="customer-name">{name}</span>}
        description={
          <CustomerStanding
            status={status}
            type={data.type}
            email={data.name ? data.email : null}
          />
        }
        actions={
          <CustomerDetailActions
            customer={{
              id: data.id,
              name,
              status,
              email: data.email,
              viewerCanApprove: data.viewerCanApprove,
            }}
            permissions={permissions}
            defaults={defaults}
            currency={currency}
            timeZone={timeZone}
          />
        }
      />
      <Stack gap="6" maxWidth="5xl">
        <CustomerStandingAlerts customer={data} status={status} timeZone={timeZone} />
        {isOneOf(CUSTOMER_TYPES, data.type)
          ? detailSectionsOf(data.type).map((section) => (
              <CustomerProfileView key={section} customer={data} sections={[section]} />
            ))
          : null}
        <CustomerPaymentInfo
          customer={data}
          timeZone={timeZone}
          permissions={permissions}
          currency={currency}
        />
        <CustomerDocuments customer={data} permissions={permissions} timeZone={timeZone} />
        <CustomerRevisions customer={data} timeZone={timeZone} currency={currency} />
      </Stack>
    </>
  );
}

/**
 * Where the customer stands, as alerts above its sections: the open or expired
 * invitation, the request awaiting review, and why it was rejected or deactivated.
 */
function CustomerStandingAlerts({
  customer,
  status,
  timeZone,
}: {
  customer: Pick<
    CustomerDetail_customer$data,
    'email' | 'invitation' | 'requestSubmittedAt' | 'rejection' | 'deactivation'
  >;
  status: string;
  timeZone: string;
}) {
  const { language } = useLanguage();
  const { invitation, rejection, deactivation } = customer;
  return (
    <>
      {(status === 'INVITED' || status === 'EXPIRED') && invitation ? (
        <Alert.Root
          status={status === 'EXPIRED' ? 'warning' : 'info'}
          data-testid="customer-invitation"
        >
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">
            <FormattedMessage
              id={
                status === 'EXPIRED' ? 'customers.invitation.expired' : 'customers.invitation.open'
              }
              values={{
                email: customer.email,
                sent: formatDateTime(invitation.sentAt, language, timeZone),
                expires: formatDate(invitation.expiresAt, language, timeZone),
                count: invitation.sendCount,
              }}
            />
          </Alert.Title>
        </Alert.Root>
      ) : null}
      {status === 'REQUEST_SENT' && customer.requestSubmittedAt ? (
        <Alert.Root status="info" data-testid="customer-in-review">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">
            <FormattedMessage
              id="customers.inReview"
              values={{ when: formatDateTime(customer.requestSubmittedAt, language, timeZone) }}
            />
          </Alert.Title>
        </Alert.Root>
      ) : null}
      {rejection ? (
        <ReasonAlert status="error" kind="rejection" decision={rejection} timeZone={timeZone} />
      ) : null}
      {deactivation ? (
        <ReasonAlert
          status="warning"
          kind="deactivation"
          decision={deactivation}
          timeZone={timeZone}
        />
      ) : null}
    </>
  );
}

/**
 * Why the customer was rejected or deactivated: who did it and when (someone,
 * when the member is gone), with the reason they gave beneath; test ids
 * `customer-<kind>` and `customer-<kind>-reason`.
 */
function ReasonAlert({
  status,
  kind,
  decision,
  timeZone,
}: {
  status: 'error' | 'warning';
  kind: 'rejection' | 'deactivation';
  decision: {
    readonly by: { readonly fullName: string } | null | undefined;
    readonly at: string;
    readonly reason: string;
  };
  timeZone: string;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const testId = `customer-${kind}`;
  const who = decision.by?.fullName ?? intl.formatMessage({ id: 'customers.someone' });
  const when = formatDateTime(decision.at, language, timeZone);
  return (
    <Alert.Root status={status} data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage id={`customers.${kind}`} values={{ who, when }} />
        </Alert.Title>
        <Alert.Description data-testid={`${testId}-reason`}>{decision.reason}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Under the customer's name: its status, its type and, when the name is not the email, the email. */
function CustomerStanding({
  status,
  type,
  email,
}: {
  status: string;
  type: string;
  email: string | null;
}) {
  return (
    <>
      <StatusBadge
        status={status}
        tones={CUSTOMER_STATUS_TONES}
        testId="customer-status"
        withStatus
      />{' '}
      <Text as="span" data-testid="customer-type">
        {isOneOf(CUSTOMER_TYPES, type) ? (
          <FormattedMessage id={CUSTOMER_TYPE_LABEL[type].id} />
        ) : (
          type
        )}
      </Text>
      {email ? <Text as="span"> · {email}</Text> : null}
    </>
  );
}
