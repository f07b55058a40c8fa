import { Box, Button, Clipboard, Code, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuthenticatorCodeFormSchema } from './authenticatorCodeSchema';
import { AuthenticatorQrCode } from './AuthenticatorQrCode';
import type { CodeCheck } from './codeCheck';
import { groupSecret } from './groupSecret';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { FormField } from '../../ui/FormField';
import { FormikCodeInput } from './OneTimeCodeInput';

type CodeValues = { code: string };

type AuthenticatorSetupPanelProps = {
  secret: string;
  otpauthUri: string;
  onCancel: () => void;
  /** The label of the button that calls `onCancel`; "Cancel" unless given. */
  cancelLabel?: ReactNode;
  /** Sends a 6-digit code to the server (a signed-in setup, or the enforced setup of a sign-in). */
  submitCode: (code: string) => Promise<CodeCheck>;
  /** Called once the server accepted the code; resolves when the page shows the new state. */
  onConfirmed: () => Promise<void>;
};

/**
 * Adding an authenticator app: scan the QR code (or type the key grouped in
 * 4s), then prove it works with the 6-digit code it shows.
 */
export function AuthenticatorSetupPanel({
  secret,
  otpauthUri,
  onCancel,
  cancelLabel,
  submitCode,
  onConfirmed,
}: AuthenticatorSetupPanelProps) {
  const intl = useIntl();

  const schema = useAuthenticatorCodeFormSchema();

  const submit = async (values: CodeValues, helpers: FormikHelpers<CodeValues>) => {
    helpers.setStatus(undefined);
    const check = await submitCode(values.code);
    if (check.ok) {
      await onConfirmed();
      return;
    }
    if (check.codeError) helpers.setFieldError('code', check.codeError);
    if (check.formError) helpers.setStatus(check.formError);
  };

  return (
    <Box
      data-testid="authenticator-setup"
      borderWidth="1px"
      borderColor="border"
      rounded="lg"
      padding={{ base: '4', md: '5' }}
      bg="bg.subtle"
    >
      <Heading as="h3" size="sm" marginBottom="4">
        <FormattedMessage id="security.authenticator.setupTitle" />
      </Heading>
      <Flex gap="6" direction={{ base: 'column', md: 'row' }}>
        <Stack gap="3" flexShrink="0">
          <Text fontSize="sm">
            <FormattedMessage id="security.authenticator.scan" />
          </Text>
          <AuthenticatorQrCode uri={otpauthUri} />
        </Stack>
        <Stack gap="5" flex="1" minWidth="0">
          <ManualKey secret={secret} />
          <Formik<CodeValues>
            initialValues={{ code: '' }}
            validationSchema={schema}
            onSubmit={submit}
          >
            {({ errors, touched, submitCount, status, isSubmitting, handleSubmit }) => {
              const error = touched.code || submitCount > 0 ? errors.code : undefined;
              return (
                <form noValidate onSubmit={handleSubmit}>
                  <Stack gap="4" maxWidth="xs">
                    <FormErrorAlert message={status} />
                    <FormField
                      label={<FormattedMessage id="security.authenticator.enterCode" />}
                      error={error}
                    >
                      <FormikCodeInput
                        aria-label={intl.formatMessage({ id: 'security.authenticator.code' })}
                        bg="bg"
                        letterSpacing="0.3em"
                      />
                    </FormField>
                    <HStack gap="3" flexWrap="wrap">
                      <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                        <FormattedMessage id="security.authenticator.confirm" />
                      </Button>
                      <Button
                        type="button"
                        variant="outline"
                        onClick={onCancel}
                        disabled={isSubmitting}
                      >
                        {cancelLabel ?? <FormattedMessage id="common.cancel" />}
                      </Button>
                    </HStack>
                  </Stack>
                </form>
              );
            }}
          </Formik>
        </Stack>
      </Flex>
    </Box>
  );
}

/** The key to type instead of scanning, grouped in 4s, with a button that copies it. */
function ManualKey({ secret }: { secret: string }) {
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="security.authenticator.manualKey" />
      </Text>
      <Clipboard.Root value={secret}>
        <HStack gap="2" flexWrap="wrap">
          <Code
            data-testid="authenticator-secret"
            fontSize="md"
            paddingX="3"
            paddingY="1.5"
            letterSpacing="wider"
            bg="bg"
            borderWidth="1px"
            borderColor="border"
            userSelect="all"
            wordBreak="break-all"
          >
            {groupSecret(secret)}
          </Code>
          <Clipboard.Trigger asChild>
            <Button size="xs" variant="outline" data-testid="copy-secret">
              <Clipboard.Indicator copied={<FormattedMessage id="common.copied" />}>
                <FormattedMessage id="common.copy" />
              </Clipboard.Indicator>
            </Button>
          </Clipboard.Trigger>
        </HStack>
      </Clipboard.Root>
    </Stack>
  );
}
