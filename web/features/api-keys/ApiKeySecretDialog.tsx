import { Alert, Box, Button, Clipboard, Code, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
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
export function ApiKeySecretDialog({ open, created, onClose, onExitComplete }: ApiKeySecretDialogProps) {
  const secret = created?.secret ?? '';
  const example = apiKeyCurlExample(window.location.origin, secret);
  return (
    <Dialog.Root open={open} onExitComplete={onExitComplete} closeOnInteractOutside={false} closeOnEscape={false} role="alertdialog" size="lg" lazyMount unmountOnExit placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="api-key-secret-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="apiKeys.secretDialog.title" values={{ name: created?.name ?? '' }} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Alert.Root status="warning" data-testid="api-key-secret-once">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>
                      <FormattedMessage id="apiKeys.secretDialog.onceTitle" />
                    </Alert.Title>
                    <Alert.Description>
                      <FormattedMessage id="apiKeys.secretDialog.onceBody" />
                    </Alert.Description>
                  </Alert.Content>
                </Alert.Root>
                <Stack gap="2">
                  <Text fontSize="sm" fontWeight="medium">
                    <FormattedMessage id="apiKeys.secretDialog.secret" />
                  </Text>
                  <Clipboard.Root value={secret}>
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
                      <Clipboard.Trigger asChild>
                        <Button variant="outline" size="sm" height="auto" data-testid="api-key-secret-copy">
                          <Clipboard.Indicator copied={<FormattedMessage id="common.copied" />}>
                            <FormattedMessage id="common.copy" />
                          </Clipboard.Indicator>
                        </Button>
                      </Clipboard.Trigger>
                    </HStack>
                  </Clipboard.Root>
                </Stack>
                <Stack gap="2">
                  <HStack justifyContent="space-between" gap="2">
                    <Text fontSize="sm" fontWeight="medium">
                      <FormattedMessage id="apiKeys.secretDialog.example" />
                    </Text>
                    <Clipboard.Root value={example}>
                      <Clipboard.Trigger asChild>
                        <Button variant="ghost" size="xs" data-testid="api-key-example-copy">
                          <Clipboard.Indicator copied={<FormattedMessage id="common.copied" />}>
                            <FormattedMessage id="common.copy" />
                          </Clipboard.Indicator>
                        </Button>
                      </Clipboard.Trigger>
                    </Clipboard.Root>
                  </HStack>
                  <Code as="pre" display="block" size="sm" variant="surface" padding="3" whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="api-key-example">
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
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
