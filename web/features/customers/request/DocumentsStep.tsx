import { Card, Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { FormErrorAlert } from '../../../ui/FormErrorAlert';
import { SectionTitle } from '../../../ui/SectionTitle';
import {
  CUSTOMER_DOCUMENT_KINDS,
  isOneOf,
  type CustomerDocumentKindValue,
  type CustomerTypeValue,
} from '../customerLabels';
import type { RequestData } from './CustomerRequestPage';
import { checklistOf } from '../customerDocuments';
import { DocumentRow } from './DocumentRow';
import { RequestStepActions } from './RequestStepActions';
import { RequestStepper } from './RequestStepper';
import { useDocumentUploads } from './useDocumentUploads';
import { useDocumentsStepSend } from './useDocumentsStepSend';
import type { useRequestMutations } from './useRequestMutations';

type Mutations = ReturnType<typeof useRequestMutations>;

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
  const checklist =
    request.documentChecklist.length > 0
      ? request.documentChecklist.filter((item) => isOneOf(CUSTOMER_DOCUMENT_KINDS, item.kind))
      : checklistOf(type).map((item) => ({ ...item, uploaded: false }));
  const uploadedKinds = new Set(request.documents.map((document) => document.kind));
  const missing = checklist.filter((item) => item.required && !uploadedKinds.has(item.kind));
  const { uploads, busy, upload } = useDocumentUploads(token, refresh);
  const { status, sending, showMissing, remove, send } = useDocumentsStepSend({
    deleteDocument,
    submit,
    refresh,
    onStepsIncomplete,
    missingCount: missing.length,
  });

  return (
    <Stack gap="6" data-testid="customer-request-documents">
      <RequestStepper current="DOCUMENTS" completedSteps={request.completedSteps} />
      <FormErrorAlert message={status} />
      <Card.Root variant="outline" bg="bg">
        <Card.Header>
          <SectionTitle
            title={<FormattedMessage id="customerRequest.step.DOCUMENTS" />}
            description={<FormattedMessage id="customerRequest.documents.hint" />}
          />
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
