import { Button, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';

/** The longest passkey name the server keeps. */
export const PASSKEY_NAME_MAX = 64;

type NameValues = { name: string };

type PasskeyNameDialogProps = {
  open: boolean;
  title: ReactNode;
  body: ReactNode;
  confirmLabel: ReactNode;
  initialName?: string;
  onClose: () => void;
  /** Does the work; resolves with a message for the name field, or null when done. */
  onSubmit: (name: string) => Promise<string | null>;
};

/** Asks for a passkey's name: before adding one, or to rename it. */
export function PasskeyNameDialog({
  open,
  title,
  body,
  confirmLabel,
  initialName = '',
  onClose,
  onSubmit,
}: PasskeyNameDialogProps) {
  const intl = useIntl();
  const schema = useMemo(
    () =>
      yup.object({
        name: yup
          .string()
          .trim()
          .required(intl.formatMessage({ id: 'validation.fieldRequired' }))
          .max(PASSKEY_NAME_MAX, intl.formatMessage({ id: 'error.U-ACC-PK-7' })),
      }),
    [intl],
  );

  const submit = async (values: NameValues, helpers: FormikHelpers<NameValues>) => {
    const error = await onSubmit(values.name.trim());
    if (error) helpers.setFieldError('name', error);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      lazyMount
      unmountOnExit
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="passkey-name-dialog">
            <Formik<NameValues> initialValues={{ name: initialName }} validationSchema={schema} onSubmit={submit}>
              {({ values, errors, touched, submitCount, isSubmitting, handleChange, handleBlur, handleSubmit }) => {
                const error = touched.name || submitCount > 0 ? errors.name : undefined;
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
                            <FormattedMessage id="security.passkeys.nameLabel" />
                          </Field.Label>
                          <Input
                            name="name"
                            autoComplete="off"
                            autoFocus
                            maxLength={PASSKEY_NAME_MAX + 10}
                            placeholder={intl.formatMessage({ id: 'security.passkeys.namePlaceholder' })}
                            value={values.name}
                            onChange={handleChange}
                            onBlur={handleBlur}
                          />
                          <Field.ErrorText>{error}</Field.ErrorText>
                        </Field.Root>
                      </Stack>
                    </Dialog.Body>
                    <Dialog.Footer>
                      <Button type="button" variant="outline" onClick={onClose} disabled={isSubmitting}>
                        <FormattedMessage id="common.cancel" />
                      </Button>
                      <Button
                        type="submit"
                        colorPalette="brand"
                        loading={isSubmitting}
                        data-testid="passkey-name-submit"
                      >
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
