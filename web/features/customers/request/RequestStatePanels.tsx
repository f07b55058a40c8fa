import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { AuthStateMessage } from '../../../domain/auth/AuthStateMessage';
import { AuthStatePanel } from '../../../domain/auth/AuthStatePanel';

/** A link that expired, was replaced by a newer one or withdrawn, or has no token: ask the supplier for a new one. */
export function RequestExpired() {
  return (
    <AuthStateMessage
      testId="customer-request-expired"
      icon="expired"
      title={{ id: 'customerRequest.expired.title' }}
      body={{ id: 'customerRequest.expired.body' }}
    />
  );
}

/** The request was sent: the supplier reviews it; nothing more to do here (the link shows this from now on). */
export function RequestSent({
  organizationName,
  email,
}: {
  organizationName?: string | null;
  email?: string | null;
}) {
  const organisation = organizationName ?? '';
  return (
    <AuthStatePanel
      testId="customer-request-sent"
      icon="done"
      title={<FormattedMessage id="customerRequest.sent.title" />}
    >
      <Text>
        <FormattedMessage id="customerRequest.sent.body" values={{ organisation }} />
      </Text>
      {email ? (
        <Text>
          <FormattedMessage
            id="customerRequest.sent.email"
            values={{ email: <strong>{email}</strong> }}
          />
        </Text>
      ) : null}
    </AuthStatePanel>
  );
}
