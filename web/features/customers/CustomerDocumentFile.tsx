import { Box, Button, Flex, Link, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CustomerDocumentFile_document$key } from '../../__generated__/CustomerDocumentFile_document.graphql';
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

/** One uploaded file of a customer's document: its name as a download link, type, size, when and by whom, and (`onRemove`) its remove button. */
export function CustomerDocumentFile({
  document,
  timeZone,
  onRemove,
}: {
  document: CustomerDocumentFile_document$key;
  timeZone: string;
  onRemove: ((file: { id: string; fileName: string }) => void) | null;
}) {
  const file = useFragment(
    graphql`
      fragment CustomerDocumentFile_document on CustomerDocument {
        id
        fileName
        contentType
        size
        uploadedAt
        uploadedBy {
          fullName
        }
        downloadUrl
      }
    `,
    document,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  return (
    <Flex
      justifyContent="space-between"
      alignItems="center"
      gap="3"
      wrap="wrap"
      fontSize="sm"
      data-testid="customer-document-file-row"
    >
      <Box minWidth="0">
        <Link
          href={file.downloadUrl}
          download={file.fileName}
          color="brand.fg"
          overflowWrap="anywhere"
          data-testid="customer-document-download"
        >
          <MenuIcon name="download" />
          {file.fileName}
        </Link>
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage
            id="customers.documents.fileFacts"
            values={{
              type: FILE_TYPES[file.contentType] ?? file.contentType,
              size: formatFileSize(file.size, language),
              when: formatDateTime(file.uploadedAt, language, timeZone),
              who: file.uploadedBy?.fullName ?? intl.formatMessage({ id: 'customers.theCustomer' }),
            }}
          />
        </Text>
      </Box>
      {onRemove ? (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          onClick={() => onRemove({ id: file.id, fileName: file.fileName })}
          data-testid="customer-document-remove"
        >
          <FormattedMessage id="customers.documents.remove" />
        </Button>
      ) : null}
    </Flex>
  );
}
