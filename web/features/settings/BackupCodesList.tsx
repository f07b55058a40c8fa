import { Box, Button, DownloadTrigger, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CopyButton } from '../../ui/CopyButton';
import { NoticeAlert } from '../../ui/NoticeAlert';

type BackupCodesListProps = {
  codes: readonly string[];
  /** Hides the codes for good: they are not shown again. */
  onDone: () => void;
};

/** Newly generated backup codes, shown this once, with copy and download as a .txt file. */
export function BackupCodesList({ codes, onDone }: BackupCodesListProps) {
  const intl = useIntl();
  const text = codes.join('\n');
  const file = [
    intl.formatMessage({ id: 'security.backupCodes.fileTitle' }),
    intl.formatMessage({ id: 'security.backupCodes.fileNote' }),
    '',
    ...codes,
    '',
  ].join('\n');

  return (
    <Stack gap="4" data-testid="backup-codes">
      <NoticeAlert
        status="warning"
        testId="backup-codes-once"
        title={<FormattedMessage id="security.backupCodes.onceTitle" />}
        description={<FormattedMessage id="security.backupCodes.onceBody" />}
      />
      <SimpleGrid
        as="ol"
        listStyleType="none"
        columns={{ base: 2, md: 5 }}
        gap="2"
        aria-label={intl.formatMessage({ id: 'security.backupCodes.listLabel' })}
      >
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
        <CopyButton value={text} testId="backup-codes-copy" />
        <DownloadTrigger asChild data={file} fileName="kas-backup-codes.txt" mimeType="text/plain">
          <Button variant="outline" size="sm" data-testid="backup-codes-download">
            <FormattedMessage id="security.backupCodes.download" />
          </Button>
        </DownloadTrigger>
        <Button
          colorPalette="brand"
          size="sm"
          marginLeft="auto"
          onClick={onDone}
          data-testid="backup-codes-done"
        >
          <FormattedMessage id="security.backupCodes.saved" />
        </Button>
      </HStack>
    </Stack>
  );
}
