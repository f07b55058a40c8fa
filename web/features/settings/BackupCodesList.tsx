import { Alert, Box, Button, Clipboard, DownloadTrigger, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';

type BackupCodesListProps = {
  codes: readonly string[];
  /** Hides the codes for good: they are not shown again. */
  onDone: () => void;
};

/** Newly generated backup codes, shown this once, with copy and download as a .txt file. */
export function BackupCodesList({ codes, onDone }: BackupCodesListProps) {
  const intl = useIntl();
  const text = codes.join('\n');
  const file = [intl.formatMessage({ id: 'security.backupCodes.fileTitle' }), intl.formatMessage({ id: 'security.backupCodes.fileNote' }), '', ...codes, ''].join('\n');

  return (
    <Stack gap="4" data-testid="backup-codes">
      <Alert.Root status="warning" data-testid="backup-codes-once">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <FormattedMessage id="security.backupCodes.onceTitle" />
          </Alert.Title>
          <Alert.Description>
            <FormattedMessage id="security.backupCodes.onceBody" />
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <SimpleGrid as="ol" listStyleType="none" columns={{ base: 2, md: 5 }} gap="2" aria-label={intl.formatMessage({ id: 'security.backupCodes.listLabel' })}>
        {codes.map((code) => (
          <Box
            as="li"
            key={code}
            data-testid="backup-code"
            fontFamily="mono"
            fontSize="md"
            textAlign="center"
            paddingY="2"
            borderWidth="1px"
            borderColor="border"
            rounded="md"
            bg="bg.subtle"
            letterSpacing="wide"
          >
            {code}
          </Box>
        ))}
      </SimpleGrid>
      <HStack gap="3" flexWrap="wrap">
        <Clipboard.Root value={text}>
          <Clipboard.Trigger asChild>
            <Button variant="outline" size="sm" data-testid="backup-codes-copy">
              <Clipboard.Indicator copied={<FormattedMessage id="common.copied" />}>
                <FormattedMessage id="common.copy" />
              </Clipboard.Indicator>
            </Button>
          </Clipboard.Trigger>
        </Clipboard.Root>
        <DownloadTrigger asChild data={file} fileName="kas-backup-codes.txt" mimeType="text/plain">
          <Button variant="outline" size="sm" data-testid="backup-codes-download">
            <FormattedMessage id="security.backupCodes.download" />
          </Button>
        </DownloadTrigger>
        <Button colorPalette="brand" size="sm" marginLeft="auto" onClick={onDone} data-testid="backup-codes-done">
          <FormattedMessage id="security.backupCodes.saved" />
        </Button>
      </HStack>
    </Stack>
  );
}
