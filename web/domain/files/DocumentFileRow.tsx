import { Box, Button, Flex, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { MenuIcon } from '../../ui/MenuIcon';
import { formatFileSize } from './formatFileSize';

/** How a document's content type reads: PDF, JPG, PNG. */
const FILE_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
};

/** An uploaded document as a row shows it. */
export type DocumentFileFacts = {
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: string;
  downloadUrl: string;
};

/**
 * One uploaded document (a customer's paper, a payment's proof, a withholding
 * slip): its name as a download link, its type, size, when and by whom, and
 * (`onRemove`) a remove button. The test ids name the row, the link and the
 * button after the screen's own words.
 */
export function DocumentFileRow({
  file,
  uploadedBy,
  timeZone,
  onRemove,
  testIds,
}: {
  file: DocumentFileFacts;
  uploadedBy: ReactNode;
  timeZone: string;
  onRemove: (() => void) | null;
  testIds: { row: string; download: string; remove: string };
}) {
  const { language } = useLanguage();
  return (
    <Flex
      justifyContent="space-between"
      alignItems="center"
      gap="3"
      wrap="wrap"
      fontSize="sm"
      data-testid={testIds.row}
    >
      <Box minWidth="0">
        <Link
          href={file.downloadUrl}
          download={file.fileName}
          color="brand.fg"
          overflowWrap="anywhere"
          data-testid={testIds.download}
        >
          <MenuIcon name="download" />
          {file.fileName}
        </Link>
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage
            id="documentFile.facts"
            values={{
              type: FILE_TYPES[file.contentType] ?? file.contentType,
              size: formatFileSize(file.size, language),
              when: formatDateTime(file.uploadedAt, language, timeZone),
              who: uploadedBy,
            }}
          />
        </Text>
      </Box>
      {onRemove ? (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          onClick={onRemove}
          data-testid={testIds.remove}
        >
          <FormattedMessage id="documentFile.remove" />
        </Button>
      ) : null}
    </Flex>
  );
}
