import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { roleNameLabel } from '../../domain/role/roleLabel';
import { personNameOf } from '../../ui/personNameOf';
import { OutlineBox } from '../../ui/OutlineBox';

type Approval = {
  readonly role: string;
  readonly approvedAt: string;
  readonly approver: { readonly fullName: string; readonly email: string } | null | undefined;
};

type PaymentApprovalsProps = {
  approvals: readonly Approval[];
  /** How many distinct approvals the order needs (its approval rule's). */
  required: number;
  /** The roles its rule lets approve; empty: any member allowed to. */
  approverRoles: readonly string[];
  timeZone: string;
};

/** An order's approvals: how many of those required were given, the roles that may approve, and each approver with their role and when. */
export function PaymentApprovals({
  approvals,
  required,
  approverRoles,
  timeZone,
}: PaymentApprovalsProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const role = (name: string) => roleNameLabel(name, intl);
  return (
    <Stack gap="3" data-testid="payment-detail-approvals">
      <Heading size="sm">
        <FormattedMessage
          id="payments.detail.approvals"
          values={{ given: approvals.length, required }}
        />
      </Heading>
      {approverRoles.length > 0 ? (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage
            id="payments.detail.approverRoles"
            values={{ roles: approverRoles.map(role).join(', ') }}
          />
        </Text>
      ) : null}
      {approvals.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="payments.detail.noApprovals" />
        </Text>
      ) : (
        approvals.map((approval, index) => (
          <OutlineBox
            key={`${approval.approvedAt}-${index}`}
            bg="bg.subtle"
            data-testid="payment-detail-approval"
          >
            <HStack justifyContent="space-between" alignItems="flex-start" gap="3" wrap="wrap">
              <Stack gap="0">
                <Text fontWeight="medium">
                  {personNameOf(approval.approver) ?? (
                    <FormattedMessage id="payments.detail.formerMember" />
                  )}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {role(approval.role)}
                </Text>
              </Stack>
              <Text fontSize="sm" color="fg.muted">
                {formatDateTime(approval.approvedAt, language, timeZone)}
              </Text>
            </HStack>
          </OutlineBox>
        ))
      )}
    </Stack>
  );
}
