import { graphql, useFragment } from 'react-relay';
import type { InvoicePaymentFileRow_file$key } from '../../__generated__/InvoicePaymentFileRow_file.graphql';
import { DocumentFileRow } from '../files/DocumentFileRow';

/** A payment's proof or a withholding's slip file: its name as a download link, its facts, and (`onRemove`) a remove button. */
export function InvoicePaymentFileRow({
  file,
  timeZone,
  onRemove,
  testIds,
}: {
  file: InvoicePaymentFileRow_file$key;
  timeZone: string;
  onRemove: ((file: { id: string; fileName: string }) => void) | null;
  testIds: { row: string; download: string; remove: string };
}) {
  const data = useFragment(
    graphql`
      fragment InvoicePaymentFileRow_file on InvoicePaymentFile {
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
    file,
  );
  return (
    <DocumentFileRow
      file={data}
      uploadedBy={data.uploadedBy?.fullName ?? ''}
      timeZone={timeZone}
      onRemove={onRemove ? () => onRemove({ id: data.id, fileName: data.fileName }) : null}
      testIds={testIds}
    />
  );
}
