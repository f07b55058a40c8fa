import { Code, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { CopyButton } from '../../ui/CopyButton';
import { SecretOnceDialog } from '../../ui/SecretOnceDialog';
import { apiKeyCurlExample } from './apiKeyCurlExample';
import type { CreatedApiKey } from './ApiKeyCreateDialog';

type ApiKeySecretDialogProps = {
  open: boolean;
  /** The key just created; kept until the dialog has closed, then forgotten. */
  created: CreatedApiKey | null;
  onClose: () => void;
  /** Called once the dialog has finished closing, to forget the secret. */
  onExitComplete: () => void;
};

/**
 * The secret of a new key, shown this once (the server keeps only a hash):
 * a copy button, a warning that it will not be shown again, and a `curl`
 * example that uses it. Only "I have stored it" closes it, so a stray click
 * or Escape does not lose the secret.
 */
export function ApiKeySecretDialog({
  open,
  created,
  onClose,
  onExitComplete,
}: ApiKeySecretDialogProps) {
  const secret = created?.secret ?? '';
  const example = apiKeyCurlExample(window.location.origin, secret);
  return (
    <SecretOnceDialog
      open={open}
      title={
        <FormattedMessage id="apiKeys.secretDialog.title" values={{ name: created?.name ?? '' }} />
      }
      onceTitle={<FormattedMessage id="apiKeys.secretDialog.onceTitle" />}
      onceBody={<FormattedMessage id="apiKeys.secretDialog.onceBody" />}
      secretLabel={<FormattedMessage id="apiKeys.secretDialog.secret" />}
      secret={secret}
      doneLabel={<FormattedMessage id="apiKeys.secretDialog.done" />}
      onClose={onClose}
      onExitComplete={onExitComplete}
      testId="api-key"
    >
      <Stack gap="2">
        <HStack justifyContent="space-between" gap="2">
          <Text fontSize="sm" fontWeight="medium">
            <FormattedMessage id="apiKeys.secretDialog.example" />
          </Text>
          <CopyButton value={example} testId="api-key-example-copy" variant="ghost" size="xs" />
        </HStack>
        <Code
          as="pre"
          display="block"
          size="sm"
          variant="surface"
          padding="3"
          whiteSpace="pre-wrap"
          overflowWrap="anywhere"
          data-testid="api-key-example"
        >
          {example}
        </Code>
      </Stack>
    </SecretOnceDialog>
  );
}
