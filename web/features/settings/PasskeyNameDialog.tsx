import { useMemo, type ComponentProps } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import { SingleFieldDialog } from '../../ui/SingleFieldDialog';

/** The longest passkey name the server keeps. */
export const PASSKEY_NAME_MAX = 64;

/** The single-field dialog's own props (open, words, onClose, onSubmit), with the name it starts from. */
type PasskeyNameDialogProps = Omit<
  ComponentProps<typeof SingleFieldDialog>,
  'field' | 'testId' | 'destructive'
> & { initialName?: string };

/** Asks for a passkey's name: before adding one, or to rename it. */
export function PasskeyNameDialog({ initialName = '', ...props }: PasskeyNameDialogProps) {
  const intl = useIntl();
  const field = useMemo(
    () => ({
      label: <FormattedMessage id="security.passkeys.nameLabel" />,
      type: 'text' as const,
      autoComplete: 'off',
      placeholder: intl.formatMessage({ id: 'security.passkeys.namePlaceholder' }),
      initialValue: initialName,
      rule: yup
        .string()
        .trim()
        .required(intl.formatMessage({ id: 'validation.fieldRequired' }))
        .max(PASSKEY_NAME_MAX, intl.formatMessage({ id: 'error.U-ACC-PK-7' })),
    }),
    [intl, initialName],
  );
  return <SingleFieldDialog {...props} field={field} testId="passkey-name-dialog" />;
}
