import { Button, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';

type PasswordValues = { password: string };

type PasswordConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  body: ReactNode;
  confirmLabel: ReactNode;
  /** Red confirm button for a change that weakens the account. */
  destructive?: boolean;
  onClose: () => void;
  /** Does the change; resolves with a message for the password field, or null when done. */
  onConfirm: (password: string) => Promise<string | null>;
};

/** Asks for the user's password before a security change. */
export function PasswordConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  destructive = false,
  onClose,
  onConfirm,
}: PasswordConfirmDialogProps) {
  const intl = useIntl();
  const schema = useMemo(
    () => yup.object({ password: yup.string().required(intl.formatMessage({ id: 'validation.passwordRequired' })) }),
    [intl],
  );

  const submit = async (values: PasswordValues, helpers: FormikHelpers<PasswordValues>) => {
    const error = await onConfirm(values.password);
    if (error) helpers.setFieldError('password', error);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      role="alertdialog"
      lazyMount
      unmountOnExit
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="password-dialog">
            <Formik<PasswordValues> initialValues={{ password: '' }} validationSchema={schema} onSubmit={submit}>
              {({ values, errors, touched, submitCount, isSubmitting, handleChange, handleBlur, handleSubmit }) => {
                const error = touched.password || submitCount > 0 ? errors.password : undefined;
                return (
                  <form noValidate onSubmit={handleSubmit}>
                    <Dialog.Header>
                      <Dialog.Title>{title}</Dialog.Title>
                    </Dialog.Header>
                    <Dialog.Body>
                      <Stack gap="4">
                        <Text color="fg.muted" fontSize="sm">
                          {body}
                        </Text>
                        <Field.Root invalid={Boolean(error)}>
                          <Field.Label>
                            <FormattedMessage id="security.password" />
                          </Field.Label>
                          <Input
                            name="password"
                            type="password"
                            autoComplete="current-password"
                            autoFocus
                            value={values.password}
                            onChange={handleChange}
                            onBlur={handleBlur}
                          />
                          <Field.ErrorText>{error}</Field.ErrorText>
                        </Field.Root>
                      </Stack>
                    </Dialog.Body>
                    <Dialog.Footer>
                      <Button type="button" variant="outline" onClick={onClose}>
                        <FormattedMessage id="common.cancel" />
                      </Button>
                      <Button type="submit" colorPalette={destructive ? 'red' : 'brand'} loading={isSubmitting}>
                        {confirmLabel}
                      </Button>
                    </Dialog.Footer>
                  </form>
                );
              }}
            </Formik>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
