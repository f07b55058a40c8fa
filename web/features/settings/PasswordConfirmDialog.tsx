import { useMemo, type ComponentProps } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import { SingleFieldDialog } from '../../ui/SingleFieldDialog';

/** The single-field dialog's own props (open, words, destructive, onClose), with the change to confirm. */
type PasswordConfirmDialogProps = Omit<
  ComponentProps<typeof SingleFieldDialog>,
  'field' | 'testId' | 'onSubmit'
> & {
  /** Does the change; resolves with a message for the password field, or null when done. */
  onConfirm: (password: string) => Promise<string | null>;
};

/** Asks for the user's password before a security change. */
export function PasswordConfirmDialog({ onConfirm, ...props }: PasswordConfirmDialogProps) {
  const intl = useIntl();
  const field = useMemo(
    () => ({
      label: <FormattedMessage id="security.password" />,
      type: 'password' as const,
      autoComplete: 'current-password',
      rule: yup.string().required(intl.formatMessage({ id: 'validation.passwordRequired' })),
    }),
    [intl],
  );
  return (
    <SingleFieldDialog {...props} field={field} testId="password-dialog" onSubmit={onConfirm} />
  );
}
