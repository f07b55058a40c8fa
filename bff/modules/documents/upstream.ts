import type {
  CommentedDocumentPath,
  DocumentCommentBody,
  DocumentCommentResponse,
} from '../../../contracts/invoicing/documents.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

/** The invoicing service's conversations on documents. */
export class DocumentsApi {
  constructor(readonly client: UpstreamClient) {}

  comments(
    caller: CallerIdentity,
    documents: CommentedDocumentPath,
    id: string,
  ): Promise<DocumentCommentResponse[]> {
    return this.client.items<{ items: DocumentCommentResponse[] }>(
      caller,
      `/${documents}/${encodeURIComponent(id)}/comments`,
    );
  }

  addComment(
    caller: CallerIdentity,
    documents: CommentedDocumentPath,
    id: string,
    body: DocumentCommentBody,
  ): Promise<DocumentCommentResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: `/${documents}/${encodeURIComponent(id)}/comments`,
      body,
    });
  }
}
