import { Box, Button, Code, Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { CopyButton } from '../../ui/CopyButton';
import { DialogFrame } from '../../ui/DialogFrame';
import { NoticeAlert } from '../../ui/NoticeAlert';
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
    // Escape and the backdrop leave it open: only "I have stored it" closes it.
    <DialogFrame
      open={open}
      onClose={() => undefined}
      onExitComplete={onExitComplete}
      role="alertdialog"
      size="lg"
      testId="api-key-secret-dialog"
    >
      <Dialog.Header>
        <Dialog.Title>
          <FormattedMessage
            id="apiKeys.secretDialog.title"
            values={{ name: created?.name ?? '' }}
          />
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          <NoticeAlert
            status="warning"
            testId="api-key-secret-once"
            title={<FormattedMessage id="apiKeys.secretDialog.onceTitle" />}
            description={<FormattedMessage id="apiKeys.secretDialog.onceBody" />}
          />
          <Stack gap="2">
            <Text fontSize="sm" fontWeight="medium">
              <FormattedMessage id="apiKeys.secretDialog.secret" />
            </Text>
            <HStack gap="2" alignItems="stretch">
              <Box
                flex="1"
                minWidth="0"
                fontFamily="mono"
                fontSize="sm"
                paddingX="3"
                paddingY="2"
                bg="bg.subtle"
                borderWidth="1px"
                borderColor="border"
                rounded="md"
                userSelect="all"
                wordBreak="break-all"
                data-testid="api-key-secret"
              >
                {secret}
              </Box>
              <CopyButton value={secret} testId="api-key-secret-copy" stretch />
            </HStack>
          </Stack>
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
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button colorPalette="brand" onClick={onClose} data-testid="api-key-secret-done">
          <FormattedMessage id="apiKeys.secretDialog.done" />
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
