import { Textarea } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import * as yup from 'yup';
import type { DepositCloseDialogMutation } from '../../__generated__/DepositCloseDialogMutation.graphql';
import type { DepositCloseDialogRefreshQuery } from '../../__generated__/DepositCloseDialogRefreshQuery.graphql';
import { useCommit } from '../../relay/useCommit';
import { formikFields } from '../../ui/formikFields';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { FormField } from '../../ui/FormField';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';
import type { DepositTarget } from './DepositRow';

/** The service's longest reason (contracts/treasury/deposits.ts). */
export const DEPOSIT_REASON_MAX = 1000;

/** Refusals that mean the deposit changed meanwhile (it matured, or someone closed it): its row is read again. */
const STALE_CODES: ReadonlySet<string> = new Set(['U-TRSY-DP-2', 'U-TRSY-DP-5']);

const refreshQuery = graphql`
  query DepositCloseDialogRefreshQuery($id: ID!) {
    node(id: $id) {
      ...DepositRow_deposit @alias(as: "deposit")
    }
  }
`;

type Values = { reason: string };

/**
 * Closes a running deposit before its maturity date, with the reason the
 * service requires; the dialog is open while `deposit` is set. It says what
 * closing does (the period ends today, principal and the interest to today
 * are paid out) before anything is sent; a refusal (the deposit matured or was
 * closed meanwhile) is shown in the dialog in the reader's words.
 */
export function DepositCloseDialog({
  deposit,
  onClose,
}: {
  deposit: DepositTarget | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={deposit !== null}
      onClose={onClose}
      testId="deposit-close-dialog"
      title={<FormattedMessage id="deposits.closeDialog.title" />}
    >
      {deposit ? <CloseForm deposit={deposit} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function CloseForm({ deposit, onClose }: { deposit: DepositTarget; onClose: () => void }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const feedback = useFormFeedback();
  const schema = useMemo(
    () =>
      yup.object({
        reason: yup
          .string()
          .trim()
          .required(intl.formatMessage({ id: 'error.U-TRSY-DP-12' }))
          .max(
            DEPOSIT_REASON_MAX,
            intl.formatMessage({ id: 'validation.maxLength' }, { max: DEPOSIT_REASON_MAX }),
          ),
      }),
    [intl],
  );
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

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const done = await feedback.outcome(
      values,
      helpers,
      commit({
        variables: { input: { depositId: deposit.id, reason: values.reason.trim() } },
      }).then((response) => {
        // The list behind the dialog shows the deposit as it is now, not as it was when the dialog opened.
        if (response.depositClose.userErrors.some((error) => STALE_CODES.has(error.code))) {
          void fetchQuery<DepositCloseDialogRefreshQuery>(
            environment,
            refreshQuery,
            { id: deposit.id },
            { fetchPolicy: 'network-only' },
          )
            .toPromise()
            .catch(() => undefined);
        }
        return response.depositClose;
      }),
      (field) => (field === 'reason' ? 'reason' : null),
    );
    if (!done) return;
    toastSuccess(intl.formatMessage({ id: 'deposits.closed' }, { alias: deposit.alias }));
    onClose();
  };

  return (
    <Formik<Values> initialValues={{ reason: '' }} validationSchema={schema} onSubmit={submit}>
      {(form) => {
        const { errorOf, input } = formikFields(form);
        return (
          <FormDialogForm
            intro={
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
            }
            errorTestId="deposit-close-error"
            onCancel={onClose}
            submitLabel={<FormattedMessage id="deposits.closeDialog.confirm" />}
            submitTestId="deposit-close-confirm"
          >
            <FormField
              label={<FormattedMessage id="deposits.closeDialog.reason" />}
              error={errorOf('reason')}
              required
            >
              <Textarea
                {...input('reason')}
                rows={3}
                maxLength={DEPOSIT_REASON_MAX}
                autoFocus
                data-testid="deposit-close-reason"
              />
            </FormField>
          </FormDialogForm>
        );
      }}
    </Formik>
  );
}
