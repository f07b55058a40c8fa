import { Box, Button, Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CopyButton } from './CopyButton';
import { DialogFrame } from './DialogFrame';
import { NoticeAlert } from './NoticeAlert';

type SecretOnceDialogProps = {
  open: boolean;
  title: ReactNode;
  /** The warning that it will not be shown again, and what to do with it. */
  onceTitle: ReactNode;
  onceBody: ReactNode;
  secretLabel: ReactNode;
  secret: string;
  doneLabel: ReactNode;
  onClose: () => void;
  /** Called once the dialog has finished closing, to forget the secret. */
  onExitComplete: () => void;
  /** Prefix of the test ids: `<testId>-secret-dialog`, `-secret-once`, `-secret`, `-secret-copy`, `-secret-done`. */
  testId: string;
  /** What follows the secret (an example that uses it). */
  children?: ReactNode;
};

/**
 * A secret the server gives this once (an API key's, a webhook endpoint's
 * signing secret): a warning that it will not be shown again, the secret with
 * a copy button, and what follows it. Only the done button closes it, so a
 * stray click or Escape does not lose the secret.
 */
export function SecretOnceDialog(props: SecretOnceDialogProps) {
  const { open, secret, testId, onClose, onExitComplete } = props;
  return (
    // Escape and the backdrop leave it open: only the done button closes it.
    <DialogFrame
      open={open}
      onClose={() => undefined}
      onExitComplete={onExitComplete}
      role="alertdialog"
      size="lg"
      testId={`${testId}-secret-dialog`}
    >
      <Dialog.Header>
        <Dialog.Title>{props.title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          <NoticeAlert
            status="warning"
            testId={`${testId}-secret-once`}
            title={props.onceTitle}
            description={props.onceBody}
          />
          <Stack gap="2">
            <Text fontSize="sm" fontWeight="medium">
              {props.secretLabel}
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
                data-testid={`${testId}-secret`}
              >
                {secret}
              </Box>
              <CopyButton value={secret} testId={`${testId}-secret-copy`} stretch />
            </HStack>
          </Stack>
          {props.children}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button colorPalette="brand" onClick={onClose} data-testid={`${testId}-secret-done`}>
          {props.doneLabel}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
