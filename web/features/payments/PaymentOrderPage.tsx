import { Card, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { PaymentOrderPageQuery } from '../../__generated__/PaymentOrderPageQuery.graphql';
import { formatMoney } from '../../i18n/format';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useLanguage } from '../../i18n/useLanguage';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { RecordPageHeader } from '../../ui/RecordPageHeader';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { NoticeAlert } from '../../ui/NoticeAlert';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { toastSuccess } from '../../ui/toaster';
import type { OrderAction } from './orderActions';
import { OrderActionDialogs, type OpenDialog } from './OrderActionDialogs';
import { orderHeadOf } from './orderHead';
import { ORDER_KINDS, orderPermission, type OrderKind } from './orderKinds';
import { hasAuthenticatorApp } from './orderPageViewer';
import { useAllowedOrderActions } from './useAllowedOrderActions';
import { OrderHeadActions } from './OrderHeadActions';
import { ACTION_WORDS } from './paymentLabels';
import { PaymentOrderDetails } from './PaymentOrderDetails';
import type { NamedOrder } from './PaymentOrderDrawer';
import { useOrderActions, type ActionOutcome } from './useOrderActions';

export const paymentOrderPageQuery = graphql`
  query PaymentOrderPageQuery($id: ID!) {
    viewer {
      ...orderPageViewer_viewer @relay(mask: false)
    }
    node(id: $id) {
      __typename
      ...orderHead_order @alias(as: "head")
      ... on PaymentOrder {
        ...PaymentOrderDetails_order @alias(as: "details")
      }
    }
  }
`;

const BACK_WORDS: Readonly<Record<OrderKind, string>> = {
  PAYMENT: 'paymentForm.backToPayments',
  TRANSFER: 'paymentForm.backToTransfers',
};

/** What a viewer not read yet may do: nothing. */
const NO_PERMISSIONS: readonly string[] = [];

/**
 * `/payments/{uuid}` and `/transfers/{uuid}`: one order on a page of its own,
 * the same details as the list's drawer (beneficiary, amounts, maker and
 * those who changed it, approvals, what it pays, how it was sent or why it
 * stopped) under a header with its status and amount and the actions the
 * viewer may take on it now. Needs the kind's read permission; an order of
 * another organisation, of the other kind, or none shows the not-found state.
 */
export function PaymentOrderPage({ kind }: { kind: OrderKind }) {
  const data = useRouteQuery<PaymentOrderPageQuery>(paymentOrderPageQuery);
  const intl = useIntl();
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  const [run] = useOrderActions(kind);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const permissions = data.viewer?.permissions;
  const allowed = useAllowedOrderActions(kind, permissions ?? NO_PERMISSIONS);
  if (!data.viewer || !permissions) return null;
  if (!permissions.includes(orderPermission(kind, 'read'))) return <ForbiddenPage embedded />;
  const head = orderHeadOf(
    kind,
    data.node?.head,
    allowed,
    permissions.includes(orderPermission(kind, 'create')),
  );
  const details = data.node?.details;
  if (!head || !details) return <NotFoundPage embedded />;

  const order: NamedOrder = { id: head.id, name: head.name, version: head.version };
  const finish = (action: OrderAction, _orders: readonly NamedOrder[], outcome: ActionOutcome) => {
    setDialog(null);
    const refused = outcome.refusals?.refused.get(head.id) ?? outcome.refusals?.whole[0];
    setRefusal(refused ? errorMessage(refused.code, refused.message) : null);
    if (outcome.done > 0)
      toastSuccess(
        intl.formatMessage({ id: ACTION_WORDS[action].done.id }, { count: outcome.done, kind }),
      );
  };
  const listPath = ORDER_KINDS[kind].listPath;

  return (
    <>
      <RecordPageHeader
        back={{ to: listPath, label: <FormattedMessage id={BACK_WORDS[kind]} /> }}
        title={head.name}
        badges={<PaymentStatusBadge status={head.status} testId="payment-order-page-status" />}
        amount={formatMoney(head.amount.amount, head.amount.currency, language)}
        testId="payment-order-page"
        actions={
          <OrderHeadActions
            head={head}
            kind={kind}
            testIdPrefix="payment-order-page"
            onAction={(action) => setDialog({ action, orders: [order] })}
          />
        }
      />
      <Stack gap="4" maxWidth="4xl">
        {refusal ? <FormErrorAlert message={refusal} testId="payment-order-page-refusal" /> : null}
        {head.approvalBlock ? (
          <NoticeAlert
            status="info"
            testId="payment-order-approval-block"
            title={errorMessage(head.approvalBlock.code, head.approvalBlock.message)}
          />
        ) : null}
        <Card.Root variant="outline" bg="bg">
          <Card.Body>
            <PaymentOrderDetails order={details} timeZone={data.viewer.organization.timeZone} />
          </Card.Body>
        </Card.Root>
      </Stack>
      <OrderActionDialogs
        kind={kind}
        dialog={dialog}
        hasAuthenticator={hasAuthenticatorApp(data.viewer)}
        run={run}
        onDone={finish}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
