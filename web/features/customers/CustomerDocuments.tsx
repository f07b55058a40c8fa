import { Badge, Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { CustomerDocuments_customer$key } from '../../__generated__/CustomerDocuments_customer.graphql';
import type { CustomerDocumentsDeleteMutation } from '../../__generated__/CustomerDocumentsDeleteMutation.graphql';
import type { CustomerDocumentsRefreshQuery } from '../../__generated__/CustomerDocumentsRefreshQuery.graphql';
import { formatDateTime } from '../../i18n/format';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useLanguage } from '../../i18n/useLanguage';
import { useCommit } from '../../relay/useCommit';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { UploadError } from '../../domain/import/uploadFile';
import { MenuIcon } from '../../ui/MenuIcon';
import { toastSuccess } from '../../ui/toaster';
import { FormSection } from '../../ui/FormSection';
import { useRefusalMessage } from '../../ui/useRefusalMessage';
import { customerActions } from './customerActions';
import { CUSTOMER_DOCUMENT_KINDS, CUSTOMER_DOCUMENT_LABEL, isOneOf } from './customerLabels';
import { formatFileSize } from './formatFileSize';
import { checkDocumentFile, DOCUMENT_ACCEPT, uploadCustomerDocument } from './customerDocuments';

const refreshQuery = graphql`
  query CustomerDocumentsRefreshQuery($id: ID!) {
    node(id: $id) {
      ...CustomerDetail_customer @alias(as: "detail")
    }
  }
`;

/** How a document's content type reads: PDF, JPG, PNG. */
const FILE_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
};

type DocumentToRemove = { id: string; fileName: string };

/**
 * The spec's supporting documents: the checklist of the documents this type
 * of customer provides (required ones first), whether each is uploaded, and
 * under it the files uploaded (name as a download link, type, size, when and
 * by whom). A member with `customers:manage` uploads a PDF, JPG or PNG of up
 * to 10 MB for a document, and removes one while the request waits for review.
 */
export function CustomerDocuments({
  customer,
  permissions,
  timeZone,
}: {
  customer: CustomerDocuments_customer$key;
  permissions: readonly string[];
  timeZone: string;
}) {
  const data = useFragment(
    graphql`
      fragment CustomerDocuments_customer on Customer {
        id
        status
        documentChecklist {
          kind
          required
          uploaded
        }
        documents {
          id
          kind
          fileName
          contentType
          size
          uploadedAt
          uploadedBy {
            fullName
          }
          downloadUrl
        }
      }
    `,
    customer,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const environment = useRelayEnvironment();
  const errorMessage = useErrorMessage();
  const refusalMessage = useRefusalMessage();
  const picker = useRef<HTMLInputElement>(null);
  const [uploadKind, setUploadKind] = useState<string | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [toRemove, setToRemove] = useState<DocumentToRemove | null>(null);
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [commitDelete] = useCommit<CustomerDocumentsDeleteMutation>(graphql`
    mutation CustomerDocumentsDeleteMutation($input: CustomerDocumentDeleteInput!) {
      customerDocumentDelete(input: $input) {
        customer {
          ...CustomerDetail_customer
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const actions = customerActions(data.status, permissions);
  const kindLabel = (kind: string) =>
    isOneOf(CUSTOMER_DOCUMENT_KINDS, kind)
      ? intl.formatMessage(CUSTOMER_DOCUMENT_LABEL[kind])
      : kind;

  const choose = (kind: string) => {
    setProblem(null);
    setUploadKind(kind);
    picker.current?.click();
  };

  const upload = async (file: File | undefined) => {
    const kind = uploadKind;
    if (picker.current) picker.current.value = '';
    if (!file || !kind) return;
    const refused = checkDocumentFile(file);
    if (refused) {
      setProblem(intl.formatMessage({ id: refused }));
      return;
    }
    setUploading(kind);
    try {
      await uploadCustomerDocument(file, data.id, kind);
      // The checklist, the files and the revision history as the service now has them.
      await fetchQuery<CustomerDocumentsRefreshQuery>(
        environment,
        refreshQuery,
        { id: data.id },
        { fetchPolicy: 'network-only' },
      )
        .toPromise()
        .catch(() => undefined);
      toastSuccess(
        intl.formatMessage(
          { id: 'customers.documents.uploaded' },
          { name: file.name, kind: kindLabel(kind) },
        ),
      );
    } catch (error) {
      setProblem(
        error instanceof UploadError ? errorMessage(error.code, error.message) : errorMessage(null),
      );
    } finally {
      setUploading(null);
    }
  };

  const remove = async () => {
    if (!toRemove) return;
    setRemoving(true);
    setRemoveError(null);
    try {
      const { customerDocumentDelete: payload } = await commitDelete({
        variables: { input: { customerId: data.id, documentId: toRemove.id } },
      });
      if (payload.userErrors.length > 0) {
        setRemoveError(refusalMessage.ofUserErrors(payload.userErrors));
        return;
      }
      toastSuccess(
        intl.formatMessage({ id: 'customers.documents.removed' }, { name: toRemove.fileName }),
      );
      setToRemove(null);
    } catch (error) {
      const message = refusalMessage.ofFailure(error);
      if (message) setRemoveError(message);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <FormSection
      title={<FormattedMessage id="customers.section.documents" />}
      description={<FormattedMessage id="customers.documents.hint" />}
      data-testid="customer-documents"
    >
      <Stack gap="3">
        <FormErrorAlert message={problem} testId="customer-documents-error" />
        {actions.uploadDocument ? (
          <input
            ref={picker}
            type="file"
            accept={DOCUMENT_ACCEPT}
            hidden
            onChange={(event) => void upload(event.currentTarget.files?.[0])}
            data-testid="customer-document-file"
          />
        ) : null}
        {data.documentChecklist.map((check) => {
          const files = data.documents.filter((document) => document.kind === check.kind);
          return (
            <Box
              key={check.kind}
              borderWidth="1px"
              borderRadius="md"
              padding="3"
              data-testid="customer-document"
              data-kind={check.kind}
              data-uploaded={check.uploaded}
            >
              <Flex justifyContent="space-between" alignItems="center" gap="3" wrap="wrap">
                <Flex alignItems="center" gap="2" wrap="wrap" minWidth="0">
                  <Text fontWeight="medium">{kindLabel(check.kind)}</Text>
                  <Badge variant="outline" colorPalette={check.required ? 'orange' : 'gray'}>
                    <FormattedMessage
                      id={
                        check.required
                          ? 'customers.documents.required'
                          : 'customers.documents.optional'
                      }
                    />
                  </Badge>
                  <Badge
                    variant="subtle"
                    colorPalette={check.uploaded ? 'green' : 'gray'}
                    data-testid="customer-document-state"
                  >
                    <FormattedMessage
                      id={
                        check.uploaded
                          ? 'customers.documents.isUploaded'
                          : 'customers.documents.missing'
                      }
                    />
                  </Badge>
                </Flex>
                {actions.uploadDocument ? (
                  <Button
                    size="xs"
                    variant="outline"
                    loading={uploading === check.kind}
                    disabled={uploading !== null}
                    onClick={() => choose(check.kind)}
                    data-testid="customer-document-upload"
                  >
                    <MenuIcon name="upload" />
                    <FormattedMessage id="customers.documents.upload" />
                  </Button>
                ) : null}
              </Flex>
              {files.length > 0 ? (
                <Stack gap="2" marginTop="2">
                  {files.map((file) => (
                    <Flex
                      key={file.id}
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
                              who:
                                file.uploadedBy?.fullName ??
                                intl.formatMessage({ id: 'customers.theCustomer' }),
                            }}
                          />
                        </Text>
                      </Box>
                      {actions.removeDocument ? (
                        <Button
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          onClick={() => {
                            setRemoveError(null);
                            setToRemove({ id: file.id, fileName: file.fileName });
                          }}
                          data-testid="customer-document-remove"
                        >
                          <FormattedMessage id="customers.documents.remove" />
                        </Button>
                      ) : null}
                    </Flex>
                  ))}
                </Stack>
              ) : null}
            </Box>
          );
        })}
      </Stack>
      <ConfirmDialog
        open={toRemove !== null}
        onClose={() => setToRemove(null)}
        onConfirm={() => void remove()}
        title={<FormattedMessage id="customers.documents.removeTitle" />}
        body={
          <FormattedMessage
            id="customers.documents.removeBody"
            values={{ name: toRemove?.fileName ?? '' }}
          />
        }
        confirmLabel={<FormattedMessage id="customers.documents.remove" />}
        busy={removing}
        error={removeError}
        testId="customer-document-delete"
      />
    </FormSection>
  );
}
