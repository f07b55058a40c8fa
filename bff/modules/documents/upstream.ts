import type {
  CommentedDocumentPath,
  DocumentCommentBody,
  DocumentCommentResponse,
  DocumentRevisionResponse,
} from '../../../contracts/invoicing/documents.js';
import type { CallerIdentity, UpstreamClient, UpstreamRequest } from '../../upstream/client.js';
import { forwardPage } from '../../upstream/pages.js';

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

/**
 * The calls the invoicing service answers for every kind of document at
 * `path` (`/sales-orders`), as its routes (services/invoicing/documents/
 * read-routes.ts, move-routes.ts) offer them: the documents by id (the
 * loaders'), one's revision history, a new one written from `CreateBody`, and
 * a move of its lifecycle (`Action`), with the reason where the move takes
 * one. Each kind's API adds what is its own (its list, its other writes).
 */
export class DocumentRecordsApi<Document, CreateBody, Action extends string = never> {
  constructor(
    readonly client: UpstreamClient,
    readonly path: string,
  ) {}

  /** The path of one document, or of `rest` below it (`/revisions`). */
  protected at(id: string, rest = ''): string {
    return `${this.path}/${encodeURIComponent(id)}${rest}`;
  }

  byIds(caller: CallerIdentity, ids: readonly string[]): Promise<Document[]> {
    return this.client.items<{ items: Document[] }>(caller, `${this.path}/batch`, { ids });
  }

  revisions(caller: CallerIdentity, id: string): Promise<{ items: DocumentRevisionResponse[] }> {
    return this.client.call(caller, { method: 'GET', path: this.at(id, '/revisions') });
  }

  create(caller: CallerIdentity, body: CreateBody): Promise<Document> {
    return this.client.call(caller, { method: 'POST', path: this.path, body });
  }

  move(caller: CallerIdentity, id: string, action: Action, reason?: string): Promise<Document> {
    return this.client.call(caller, {
      method: 'POST',
      path: this.at(id, `/${action}`),
      ...(reason === undefined ? {} : { body: { reason } }),
    });
  }
}

/**
 * A kind of document whose list the service reads forward by page
 * (`GET <path>?first=&after=` and the list's filters, `ListQuery`), answering
 * `ListPage`; the filters go on the query as they are.
 */
export class ListedDocumentsApi<
  Document,
  CreateBody,
  Action extends string,
  ListQuery extends NonNullable<UpstreamRequest['query']>,
  ListPage,
> extends DocumentRecordsApi<Document, CreateBody, Action> {
  list(
    caller: CallerIdentity,
    page: { first?: number | null; after?: string | null },
    filter: Omit<ListQuery, 'first' | 'after'>,
  ): Promise<ListPage> {
    const query: UpstreamRequest['query'] = { ...forwardPage(page), ...filter };
    return this.client.call(caller, { method: 'GET', path: this.path, query });
  }
}
