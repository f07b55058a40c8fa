import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useCustomerDocumentUploadRefreshQuery } from '../../__generated__/useCustomerDocumentUploadRefreshQuery.graphql';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { UploadError } from '../../domain/import/uploadFile';
import { toastSuccess } from '../../ui/toaster';
import { checkDocumentFile, uploadCustomerDocument } from './customerDocuments';

const refreshQuery = graphql`
  query useCustomerDocumentUploadRefreshQuery($id: ID!) {
    node(id: $id) {
      ...CustomerDetail_customer @alias(as: "detail")
    }
  }
`;

/**
 * Uploading a customer's documents: `choose` opens the file picker (the
 * hidden input given `picker`) for a kind of document, and `upload` checks
 * the picked file, sends it, reads the customer again and says so; `problem`
 * says why a file was refused, `uploading` which kind is on its way.
 */
export function useCustomerDocumentUpload(customerId: string, kindLabel: (kind: string) => string) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const errorMessage = useErrorMessage();
  const picker = useRef<HTMLInputElement>(null);
  const [uploadKind, setUploadKind] = useState<string | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

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
      await uploadCustomerDocument(file, customerId, kind);
      // The checklist, the files and the revision history as the service now has them.
      await fetchQuery<useCustomerDocumentUploadRefreshQuery>(
        environment,
        refreshQuery,
        { id: customerId },
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

  return { picker, choose, upload, uploading, problem };
}
