import {
  Badge,
  Box,
  Button,
  Flex,
  HStack,
  IconButton,
  Progress,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useRef } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { MenuIcon } from '../../../ui/MenuIcon';
import { CUSTOMER_DOCUMENT_LABEL, type CustomerDocumentKindValue } from '../customerLabels';
import { DOCUMENT_ACCEPT } from '../customerDocuments';
import type { RequestData } from './CustomerRequestPage';
import { DocumentHint } from './RequestStart';
import type { Upload } from './useDocumentUploads';

/** A file's size as people read it: 240 KB, 3.4 MB. */
export function fileSize(bytes: number, intl: IntlShape): string {
  if (bytes < 1024 * 1024)
    return intl.formatMessage(
      { id: 'customerRequest.documents.sizeKb' },
      { size: intl.formatNumber(Math.max(1, Math.round(bytes / 1024))) },
    );
  return intl.formatMessage(
    { id: 'customerRequest.documents.sizeMb' },
    { size: intl.formatNumber(bytes / 1024 / 1024, { maximumFractionDigits: 1 }) },
  );
}

type DocumentRowProps = {
  kind: CustomerDocumentKindValue;
  required: boolean;
  missing: boolean;
  files: RequestData['documents'];
  upload: Upload;
  onFile: (file: File) => void;
  onRemove: (documentId: string) => void;
};

/** One document of the checklist: its name and whether required, the files uploaded, an upload button and its progress or refusal. */
export function DocumentRow({
  kind,
  required,
  missing,
  files,
  upload,
  onFile,
  onRemove,
}: DocumentRowProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: CUSTOMER_DOCUMENT_LABEL[kind].id });
  return (
    <Box
      borderWidth="1px"
      borderColor={missing ? 'border.error' : 'border'}
      rounded="md"
      padding={{ base: '3', md: '4' }}
      data-testid={`customer-request-document-${kind}`}
    >
      <Flex gap="3" justifyContent="space-between" alignItems="flex-start" wrap="wrap">
        <DocumentTitle kind={kind} label={label} required={required} uploaded={files.length > 0} />
        <DocumentUploadButton
          kind={kind}
          label={label}
          uploading={upload !== null && 'progress' in upload}
          another={files.length > 0}
          onFile={onFile}
        />
      </Flex>
      <DocumentUploadState kind={kind} upload={upload} />
      {files.length > 0 ? (
        <Stack gap="1" marginTop="3">
          {files.map((file) => (
            <UploadedFile key={file.id} file={file} onRemove={onRemove} />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}

type DocumentTitleProps = {
  kind: CustomerDocumentKindValue;
  label: string;
  required: boolean;
  uploaded: boolean;
};

/** The document's name, whether it is required, whether a file of it is uploaded, and what it is. */
function DocumentTitle({ kind, label, required, uploaded }: DocumentTitleProps) {
  return (
    <Stack gap="0.5" flex="1 1 14rem" minWidth="0">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="medium">{label}</Text>
        <Badge colorPalette={required ? 'brand' : 'gray'} variant="subtle">
          <FormattedMessage
            id={
              required ? 'customerRequest.checklist.required' : 'customerRequest.checklist.optional'
            }
          />
        </Badge>
        {uploaded ? (
          <Badge
            colorPalette="green"
            variant="subtle"
            data-testid="customer-request-document-uploaded"
          >
            <MenuIcon name="check" />
            <FormattedMessage id="customerRequest.documents.uploaded" />
          </Badge>
        ) : null}
      </HStack>
      <DocumentHint kind={kind} />
    </Stack>
  );
}

type DocumentUploadButtonProps = {
  kind: CustomerDocumentKindValue;
  label: string;
  uploading: boolean;
  /** A file of this document is uploaded already: the button offers another. */
  another: boolean;
  onFile: (file: File) => void;
};

/** The hidden file input and the button that opens it. */
function DocumentUploadButton({
  kind,
  label,
  uploading,
  another,
  onFile,
}: DocumentUploadButtonProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box flexShrink="0">
      <input
        ref={input}
        type="file"
        accept={DOCUMENT_ACCEPT}
        hidden
        data-testid={`customer-request-upload-${kind}`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
      <Button
        size="sm"
        variant="outline"
        loading={uploading}
        onClick={() => input.current?.click()}
        aria-label={intl.formatMessage(
          { id: 'customerRequest.documents.uploadFor' },
          { document: label },
        )}
      >
        <MenuIcon name="upload" />
        <FormattedMessage
          id={
            another ? 'customerRequest.documents.uploadAnother' : 'customerRequest.documents.upload'
          }
        />
      </Button>
    </Box>
  );
}

/** An upload under way (its progress) or refused (why); nothing otherwise. */
function DocumentUploadState({
  kind,
  upload,
}: {
  kind: CustomerDocumentKindValue;
  upload: Upload;
}) {
  if (upload === null) return null;
  if ('progress' in upload)
    return (
      <Progress.Root
        value={Math.round(upload.progress * 100)}
        size="xs"
        marginTop="3"
        colorPalette="brand"
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    );
  return (
    <Text
      color="fg.error"
      fontSize="sm"
      marginTop="2"
      data-testid={`customer-request-upload-error-${kind}`}
    >
      {upload.error}
    </Text>
  );
}

type UploadedFileProps = {
  file: RequestData['documents'][number];
  onRemove: (documentId: string) => void;
};

/** One uploaded file: its name, its size and a button that removes it. */
function UploadedFile({ file, onRemove }: UploadedFileProps) {
  const intl = useIntl();
  return (
    <HStack
      gap="2"
      bg="bg.subtle"
      rounded="sm"
      paddingX="3"
      paddingY="1.5"
      data-testid="customer-request-file"
    >
      <Text flex="1" minWidth="0" fontSize="sm" truncate title={file.fileName}>
        {file.fileName}
      </Text>
      <Text fontSize="xs" color="fg.muted" flexShrink="0">
        {fileSize(file.size, intl)}
      </Text>
      <IconButton
        size="xs"
        variant="ghost"
        colorPalette="red"
        aria-label={intl.formatMessage(
          { id: 'customerRequest.documents.remove' },
          { file: file.fileName },
        )}
        onClick={() => onRemove(file.id)}
        data-testid="customer-request-file-remove"
      >
        <MenuIcon name="trash" />
      </IconButton>
    </HStack>
  );
}
