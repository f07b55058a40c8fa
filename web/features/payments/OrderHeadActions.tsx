import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { OrderAction } from './orderActions';
import type { OrderHead } from './orderHead';
import type { OrderKind } from './orderKinds';
import { ACTION_STYLE, ACTION_WORDS } from './paymentLabels';
import { LinkButton } from '../../ui/LinkButton';

/**
 * What the viewer may do now with the order a head names, as the drawer's
 * footer and the order's page header offer it: Edit (a payment that needs
 * approval, for who may change it) and a button per action, each test id
 * under `testIdPrefix` (`payment-order-drawer-approve`).
 */
export function OrderHeadActions({
  head,
  kind,
  testIdPrefix,
  onAction,
}: {
  head: Pick<OrderHead, 'actions' | 'editUuid'>;
  kind: OrderKind;
  testIdPrefix: string;
  onAction: (action: OrderAction) => void;
}) {
  return (
    <>
      {head.editUuid ? (
        <LinkButton
          to={`/payments/${head.editUuid}/edit`}
          label={<FormattedMessage id="payments.edit" />}
          testId="payment-order-edit"
        />
      ) : null}
      {head.actions.map((action) => (
        <Button
          key={action}
          {...ACTION_STYLE[action]}
          onClick={() => onAction(action)}
          data-testid={`${testIdPrefix}-${action.toLowerCase()}`}
        >
          <FormattedMessage id={ACTION_WORDS[action].button.id} values={{ count: 1, kind }} />
        </Button>
      ))}
    </>
  );
}
