import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  HStack,
  IconButton,
  Progress,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useErrorMessage } from '../../../i18n/useErrorMessage';
import { FormErrorAlert } from '../../../ui/FormErrorAlert';
import { MenuIcon } from '../../../ui/MenuIcon';
import { useMutationFailure } from '../../../relay/useMutationFailure';
import {
  CUSTOMER_DOCUMENT_LABEL,
  CUSTOMER_DOCUMENT_KINDS,
  isOneOf,
  type CustomerDocumentKindValue,
  type CustomerTypeValue,
} from '../customerLabels';
import type { RequestData } from './CustomerRequestPage';
import { UploadError } from '../../../domain/import/uploadFile';
import {
  checkDocumentFile,
  checklistOf,
  DOCUMENT_ACCEPT,
  uploadRequestDocument,
} from '../customerDocuments';
import { RequestStepActions } from './RequestStepActions';
import { RequestStepper } from './RequestStepper';
import { DocumentHint } from './RequestStart';
import { GONE_CODES, type useRequestMutations } from './useRequestMutations';

type Mutations = ReturnType<typeof useRequestMutations>;

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

type Upload = { progress: number } | { error: string } | null;

type DocumentsStepProps = {
  token: string;
  type: CustomerTypeValue;
  request: RequestData;
  deleteDocument: Mutations['deleteDocument'];
  submit: Mutations['submit'];
  refresh: () => Promise<unknown>;
  onBack: () => void;
  /** The server says a step is not complete: back to it. */
  onStepsIncomplete: () => void;
};

/**
 * Step 3: the type's documents, required ones first, each with its upload
 * (PDF, JPG or PNG up to 10 MB, checked here by name and size and by the
 * service by content) and the files uploaded, each removable; then Send.
 */
export function DocumentsStep({
  token,
  type,
  request,
  deleteDocument,
  submit,
  refresh,
  onBack,
  onStepsIncomplete,
}: DocumentsStepProps) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const mutationFailure = useMutationFailure();
  const [uploads, setUploads] = useState<Partial<Record<CustomerDocumentKindValue, Upload>>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [showMissing, setShowMissing] = useState(false);
  const checklist =
    request.documentChecklist.length > 0
      ? request.documentChecklist.filter((item) => isOneOf(CUSTOMER_DOCUMENT_KINDS, item.kind))
      : checklistOf(type).map((item) => ({ ...item, uploaded: false }));
  const uploadedKinds = new Set(request.documents.map((document) => document.kind));
  const missing = checklist.filter((item) => item.required && !uploadedKinds.has(item.kind));
  const busy = Object.values(uploads).some((upload) => upload && 'progress' in upload);

  const upload = async (kind: CustomerDocumentKindValue, file: File) => {
    const refusal = checkDocumentFile(file);
    if (refusal) {
      setUploads((current) => ({
        ...current,
        [kind]: { error: intl.formatMessage({ id: refusal }) },
      }));
      return;
    }
    setUploads((current) => ({ ...current, [kind]: { progress: 0 } }));
    try {
      await uploadRequestDocument(token, kind, file, (progress) =>
        setUploads((current) => ({ ...current, [kind]: { progress } })),
      );
      await refresh();
      setUploads((current) => ({ ...current, [kind]: null }));
    } catch (error) {
      const code = error instanceof UploadError ? error.code : null;
      if (code && GONE_CODES.includes(code)) {
        await refresh();
        return;
      }
      setUploads((current) => ({
        ...current,
        [kind]: { error: errorMessage(code, error instanceof Error ? error.message : null) },
      }));
    }
  };
  const remove = async (documentId: string) => {
    setStatus(null);
    try {
      const payload = await deleteDocument(documentId);
      if (payload.userErrors.some((error) => GONE_CODES.includes(error.code))) await refresh();
      else if (payload.userErrors.length > 0)
        setStatus(
          payload.userErrors.map((error) => errorMessage(error.code, error.message)).join(' '),
        );
    } catch (error) {
      setStatus(mutationFailure(error));
    }
  };

  const send = async () => {
    setStatus(null);
    if (missing.length > 0) {
      setShowMissing(true);
      setStatus(errorMessage('U-INV-CU-19'));
      return;
    }
    setSending(true);
    try {
      const payload = await submit();
      if (payload.userErrors.some((error) => GONE_CODES.includes(error.code))) await refresh();
      else if (payload.userErrors.some((error) => error.code === 'U-INV-CU-24'))
        onStepsIncomplete();
      else if (payload.userErrors.length > 0) {
        setShowMissing(true);
        setStatus(
          payload.userErrors.map((error) => errorMessage(error.code, error.message)).join(' '),
        );
      }
    } catch (error) {
      setStatus(mutationFailure(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="6" data-testid="customer-request-documents">
      <RequestStepper current="DOCUMENTS" completedSteps={request.completedSteps} />
      <FormErrorAlert message={status} />
      <Card.Root variant="outline" bg="bg">
        <Card.Header>
          <Text as="h2" fontWeight="semibold" fontSize="lg">
            <FormattedMessage id="customerRequest.step.DOCUMENTS" />
          </Text>
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id="customerRequest.documents.hint" />
          </Text>
        </Card.Header>
        <Card.Body>
          <Stack gap="3">
            {checklist.map((item) => (
              <DocumentRow
                key={item.kind}
                kind={item.kind as CustomerDocumentKindValue}
                required={item.required}
                missing={showMissing && item.required && !uploadedKinds.has(item.kind)}
                files={request.documents.filter((document) => document.kind === item.kind)}
                upload={uploads[item.kind as CustomerDocumentKindValue] ?? null}
                onFile={(file) => void upload(item.kind as CustomerDocumentKindValue, file)}
                onRemove={(id) => void remove(id)}
              />
            ))}
          </Stack>
        </Card.Body>
      </Card.Root>
      <RequestStepActions
        onBack={onBack}
        submitting={sending || busy}
        onNext={() => void send()}
        nextTestId="customer-request-submit"
        nextLabel={<FormattedMessage id="customerRequest.actions.submit" />}
      />
    </Stack>
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
function DocumentRow({
  kind,
  required,
  missing,
  files,
  upload,
  onFile,
  onRemove,
}: DocumentRowProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const uploading = upload !== null && 'progress' in upload;
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
        <Stack gap="0.5" flex="1 1 14rem" minWidth="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium">{label}</Text>
            <Badge colorPalette={required ? 'brand' : 'gray'} variant="subtle">
              <FormattedMessage
                id={
                  required
                    ? 'customerRequest.checklist.required'
                    : 'customerRequest.checklist.optional'
                }
              />
            </Badge>
            {files.length > 0 ? (
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
                files.length > 0
                  ? 'customerRequest.documents.uploadAnother'
                  : 'customerRequest.documents.upload'
              }
            />
          </Button>
        </Box>
      </Flex>
      {uploading ? (
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
      ) : null}
      {upload !== null && 'error' in upload ? (
        <Text
          color="fg.error"
          fontSize="sm"
          marginTop="2"
          data-testid={`customer-request-upload-error-${kind}`}
        >
          {upload.error}
        </Text>
      ) : null}
      {files.length > 0 ? (
        <Stack gap="1" marginTop="3">
          {files.map((file) => (
            <HStack
              key={file.id}
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
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
