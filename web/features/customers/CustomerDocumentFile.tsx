import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CustomerDocumentFile_document$key } from '../../__generated__/CustomerDocumentFile_document.graphql';
import { DocumentFileRow } from '../../domain/files/DocumentFileRow';

const TEST_IDS = {
  row: 'customer-document-file-row',
  download: 'customer-document-download',
  remove: 'customer-document-remove',
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
  return (
    <DocumentFileRow
      file={file}
      uploadedBy={file.uploadedBy?.fullName ?? <FormattedMessage id="customers.theCustomer" />}
      timeZone={timeZone}
      onRemove={onRemove ? () => onRemove({ id: file.id, fileName: file.fileName }) : null}
      testIds={TEST_IDS}
    />
  );
}
