import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { DepositCloseDialogMutation } from '../../__generated__/DepositCloseDialogMutation.graphql';
import type { DepositCloseDialogRefreshQuery } from '../../__generated__/DepositCloseDialogRefreshQuery.graphql';
import { ReasonDialog } from '../../domain/ReasonDialog';
import { useCommit } from '../../relay/useCommit';
import { toastSuccess } from '../../ui/toaster';
import type { DepositTarget } from './DepositRow';

/** Refusals that mean the deposit changed meanwhile (it matured, or someone closed it): its row is read again. */
const STALE_CODES: ReadonlySet<string> = new Set(['U-TRSY-DP-2', 'U-TRSY-DP-5']);

const refreshQuery = graphql`
  query DepositCloseDialogRefreshQuery($id: ID!) {
    node(id: $id) {
      ...DepositRow_deposit @alias(as: "deposit")
    }
  }
`;

/**
 * Closes a running deposit before its maturity date, with the reason the
 * service requires; the dialog is open while `deposit` is set. It says what
 * closing does (the period ends today, principal and the interest to today
 * are paid out) before anything is sent; a refusal (the deposit matured or was
 * closed meanwhile) is shown in the dialog in the reader's words, and the row
 * behind it is read again.
 */
export function DepositCloseDialog({
  deposit,
  onClose,
}: {
  deposit: DepositTarget | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const [commit] = useCommit<DepositCloseDialogMutation>(graphql`
    mutation DepositCloseDialogMutation($input: DepositCloseInput!) {
      depositClose(input: $input) {
        deposit {
          ...DepositRow_deposit
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const close = async (target: DepositTarget, reason: string) => {
    const response = await commit({ variables: { input: { depositId: target.id, reason } } });
    // The list behind the dialog shows the deposit as it is now, not as it was when the dialog opened.
    if (response.depositClose.userErrors.some((error) => STALE_CODES.has(error.code))) {
      void fetchQuery<DepositCloseDialogRefreshQuery>(
        environment,
        refreshQuery,
        { id: target.id },
        { fetchPolicy: 'network-only' },
      )
        .toPromise()
        .catch(() => undefined);
    }
    return response.depositClose;
  };

  return (
    <ReasonDialog
      open={deposit !== null}
      onClose={onClose}
      testId="deposit-close"
      title={<FormattedMessage id="deposits.closeDialog.title" />}
      intro={
        deposit ? (
          <FormattedMessage
            id="deposits.closeDialog.body"
            values={{
              alias: deposit.alias,
              principal: deposit.principal,
              maturityDate: deposit.maturityDate,
              net: deposit.accruedNet,
              days: deposit.accruedDays,
              strong: (chunks) => <strong>{chunks}</strong>,
            }}
          />
        ) : null
      }
      label={<FormattedMessage id="deposits.closeDialog.reason" />}
      submitLabel={<FormattedMessage id="deposits.closeDialog.confirm" />}
      requiredMessage={intl.formatMessage({ id: 'error.U-TRSY-DP-12' })}
      onSubmit={(reason) => close(deposit!, reason)}
      onDone={() =>
        toastSuccess(intl.formatMessage({ id: 'deposits.closed' }, { alias: deposit!.alias }))
      }
    />
  );
}
