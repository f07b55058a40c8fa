import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CustomerDocuments_customer$key } from '../../__generated__/CustomerDocuments_customer.graphql';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { FormSection } from '../../ui/FormSection';
import { customerActions } from './customerActions';
import { CustomerDocumentCheck } from './CustomerDocumentCheck';
import { CustomerDocumentFile } from './CustomerDocumentFile';
import {
  CustomerDocumentRemoveDialog,
  type DocumentToRemove,
} from './CustomerDocumentRemoveDialog';
import { CUSTOMER_DOCUMENT_KINDS, CUSTOMER_DOCUMENT_LABEL, isOneOf } from './customerLabels';
import { HiddenDocumentInput } from '../../domain/files/HiddenDocumentInput';
import { useCustomerDocumentUpload } from './useCustomerDocumentUpload';

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
          ...CustomerDocumentFile_document
        }
      }
    `,
    customer,
  );
  const intl = useIntl();
  const [toRemove, setToRemove] = useState<DocumentToRemove | null>(null);
  const actions = customerActions(data.status, permissions);
  const kindLabel = (kind: string) =>
    isOneOf(CUSTOMER_DOCUMENT_KINDS, kind)
      ? intl.formatMessage(CUSTOMER_DOCUMENT_LABEL[kind])
      : kind;
  const { picker, choose, upload, uploading, problem } = useCustomerDocumentUpload(
    data.id,
    kindLabel,
  );

  return (
    <FormSection
      title={<FormattedMessage id="customers.section.documents" />}
      description={<FormattedMessage id="customers.documents.hint" />}
      data-testid="customer-documents"
    >
      <Stack gap="3">
        <FormErrorAlert message={problem} testId="customer-documents-error" />
        {actions.uploadDocument ? (
          <HiddenDocumentInput
            ref={picker}
            onFile={(file) => void upload(file)}
            testId="customer-document-file"
          />
        ) : null}
        {data.documentChecklist.map((check) => (
          <CustomerDocumentCheck
            key={check.kind}
            check={check}
            label={kindLabel(check.kind)}
            upload={
              actions.uploadDocument
                ? {
                    busy: uploading === check.kind,
                    disabled: uploading !== null,
                    onChoose: () => choose(check.kind),
                  }
                : null
            }
          >
            {data.documents
              .filter((document) => document.kind === check.kind)
              .map((file) => (
                <CustomerDocumentFile
                  key={file.id}
                  document={file}
                  timeZone={timeZone}
                  onRemove={actions.removeDocument ? setToRemove : null}
                />
              ))}
          </CustomerDocumentCheck>
        ))}
      </Stack>
      <CustomerDocumentRemoveDialog
        customerId={data.id}
        document={toRemove}
        onClose={() => setToRemove(null)}
      />
    </FormSection>
  );
}
