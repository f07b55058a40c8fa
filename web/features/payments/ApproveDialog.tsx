import { Dialog, Link, Stack, Text } from '@chakra-ui/react';
import { ActionButtonList } from '../../ui/ActionButtonList';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useAuthenticatorCodeFormSchema } from '../../domain/auth/authenticatorCodeSchema';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { AuthenticatorCodeField } from '../../domain/auth/AuthenticatorCodeField';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { NoticeAlert } from '../../ui/NoticeAlert';
import { toastWarning } from '../../ui/toaster';
import type { OrderKind } from './orderKinds';
import { OrderNames } from './OrderNames';
import type { NamedOrder } from './PaymentOrderDrawer';
import { useBalanceWarningText, type BalanceWarning } from './useBalanceWarningText';
import type { ActionOutcome } from './useOrderActions';

/** The service's refusal of a member without an authenticator app: the dialog then links to where one is set up. */
export const NO_AUTHENTICATOR = 'U-TRSY-TRF-7';
/** Where a member sets up their authenticator app. */
export const SECURITY_SETTINGS_PATH = '/settings/security';

type ApproveValues = { code: string };

/** The catalogue words of each action that needs the code (`payments.approve.*`, `payments.resend.*`, `payments.export.*`). */
const WORDS = { APPROVE: 'approve', RESEND: 'resend', EXPORT: 'export' } as const;

/** The actions that need a current code of the viewer's authenticator app. */
export type CodeAction = keyof typeof WORDS;

type ApproveDialogProps = {
  kind: OrderKind;
  /** Approve orders that need approval, send failed ones again, or export approved ones to send by hand: each needs the code. */
  action: CodeAction;
  /** The orders to approve; the dialog is open while there are some. */
  orders: readonly NamedOrder[];
  /** Whether the viewer has an authenticator app set up (without one the service refuses, U-TRSY-TRF-7). */
  hasAuthenticator: boolean;
  onApprove: (code: string) => Promise<ActionOutcome>;
  /** The approval went through (for some or all): the list shows each refused order's reason. */
  onDone: (outcome: ActionOutcome) => void;
  onClose: () => void;
};

/**
 * Approves one or the selected payments or transfers (or sends failed ones
 * again, or exports approved ones to send by hand) with a current 6-digit code of the viewer's authenticator app
 * (exactly six digits; a wrong one reads "Invalid 2FA code."; backup codes
 * are refused by the service). A member without an authenticator app is
 * sent to set one up. An approval that went through although an order takes
 * its source account below its available balance stays open on the warnings,
 * with the amounts, until they are read; one that only warns of accounts
 * whose balance is unknown closes with a warning toast.
 */
export function ApproveDialog({
  kind,
  action,
  orders,
  hasAuthenticator,
  onApprove,
  onDone,
  onClose,
}: ApproveDialogProps) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const warningText = useBalanceWarningText();
  const [warned, setWarned] = useState<ActionOutcome | null>(null);
  const schema = useAuthenticatorCodeFormSchema();

  const submit = async (values: ApproveValues, helpers: FormikHelpers<ApproveValues>) => {
    helpers.setStatus(undefined);
    const outcome = await onApprove(values.code);
    if (outcome.failure !== null || !outcome.refusals) {
      helpers.setStatus(outcome.failure ?? errorMessage(null));
      return;
    }
    const [whole] = outcome.refusals.whole;
    if (whole) {
      const text = errorMessage(whole.code, whole.message);
      if (whole.field === 'code') helpers.setFieldError('code', text);
      else helpers.setStatus(text);
      helpers.setFieldValue('code', '', false);
      return;
    }
    const warnings = outcome.warnings ?? [];
    if (warnings.some((warning) => warning.code === 'BALANCE_SHORTFALL')) {
      setWarned(outcome);
      return;
    }
    if (warnings.length > 0)
      toastWarning(
        intl.formatMessage({ id: 'payments.approve.warned' }),
        warnings.map(warningText).join(' '),
      );
    onDone(outcome);
  };

  /** Closes the warnings once read: the approval went through, so the list shows its outcome. */
  const closeWarnings = (outcome: ActionOutcome) => {
    setWarned(null);
    onDone(outcome);
  };

  return (
    <FormDialog
      open={orders.length > 0}
      onClose={warned ? () => closeWarnings(warned) : onClose}
      title={
        <FormattedMessage
          id={`payments.${WORDS[action]}.title`}
          values={{ count: orders.length, kind }}
        />
      }
      testId={`payment-${WORDS[action]}-dialog`}
    >
      {warned ? (
        <ApprovedWithWarnings
          orders={orders}
          warnings={warned.warnings ?? []}
          onClose={() => closeWarnings(warned)}
        />
      ) : (
        <Formik<ApproveValues>
          initialValues={{ code: '' }}
          validationSchema={schema}
          onSubmit={submit}
        >
          <ApproveForm
            kind={kind}
            action={action}
            orders={orders}
            hasAuthenticator={hasAuthenticator}
            onCancel={onClose}
          />
        </Formik>
      )}
    </FormDialog>
  );
}

function ApproveForm({
  kind,
  action,
  orders,
  hasAuthenticator,
  onCancel,
}: {
  kind: OrderKind;
  action: CodeAction;
  orders: readonly NamedOrder[];
  hasAuthenticator: boolean;
  onCancel: () => void;
}) {
  const { errors, touched, submitCount } = useFormikContext<ApproveValues>();
  const intl = useIntl();
  const codeError = touched.code || submitCount > 0 ? errors.code : undefined;
  const noAuthenticator =
    !hasAuthenticator || codeError === intl.formatMessage({ id: `error.${NO_AUTHENTICATOR}` });
  return (
    <FormDialogForm
      intro={
        <FormattedMessage
          id={`payments.${WORDS[action]}.intro`}
          values={{ count: orders.length, kind }}
        />
      }
      errorTestId="payment-approve-error"
      submitLabel={
        <FormattedMessage
          id={`payments.${WORDS[action]}.submit`}
          values={{ count: orders.length }}
        />
      }
      submitTestId="payment-approve-submit"
      onCancel={onCancel}
    >
      <OrderNames orders={orders} />
      {noAuthenticator ? (
        <Stack gap="2" data-testid="payment-approve-setup">
          <NoticeAlert
            status="warning"
            title={<FormattedMessage id={`error.${NO_AUTHENTICATOR}`} />}
          />
          <Link asChild color="brand.fg" fontWeight="medium" alignSelf="flex-start">
            <RouterLink to={SECURITY_SETTINGS_PATH} data-testid="payment-approve-setup-link">
              <FormattedMessage id="payments.approve.setUp" />
            </RouterLink>
          </Link>
        </Stack>
      ) : null}
      <AuthenticatorCodeField
        label={<FormattedMessage id="payments.approve.code" />}
        testId="payment-approve-code"
      />
    </FormDialogForm>
  );
}

/** The order a warning is about: its `field` names the order's place in the approval's ids (`ids.1`). */
const orderOfWarning = (orders: readonly NamedOrder[], warning: BalanceWarning) =>
  orders[Number(warning.field?.slice(4) ?? 0)];

/** What an approval that went through warns about: each order by name, with its source account's balance and the amounts. */
function ApprovedWithWarnings({
  orders,
  warnings,
  onClose,
}: {
  orders: readonly NamedOrder[];
  warnings: readonly BalanceWarning[];
  onClose: () => void;
}) {
  const text = useBalanceWarningText();
  return (
    <>
      <Dialog.Body>
        <Stack gap="3" data-testid="payment-approve-warnings">
          <Text fontWeight="semibold">
            <FormattedMessage id="payments.approve.warned" />
          </Text>
          {warnings.map((warning, index) => (
            <NoticeAlert
              key={index}
              status="warning"
              title={orderOfWarning(orders, warning)?.name}
              description={text(warning)}
              testId="payment-approve-warning"
            />
          ))}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <ActionButtonList
          buttons={[
            {
              label: 'common.close',
              testId: 'payment-approve-warnings-close',
              look: 'main',
              onClick: onClose,
            },
          ]}
        />
      </Dialog.Footer>
    </>
  );
}
