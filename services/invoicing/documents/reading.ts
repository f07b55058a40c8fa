import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type {
  DocumentReasonBody,
  DocumentRevisionResponse,
  DocumentType,
} from '../../../contracts/invoicing/documents.js';
import type { AccountClient, OnBehalfOf } from '../../kit/account-client.js';
import type { ActivityEntity } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import type { PageQuery } from '../../kit/newest-first.js';
import type { InvoicingDatabase } from '../db-types.js';
import type { Db } from '../db.js';
import {
  runMove,
  type DocumentMoves,
  type MovableRow,
  type MovableTable,
  type MoveRequest,
} from './runner.js';
import type { Lifecycle } from './lifecycle.js';
import { documentPage } from './listing.js';
import { revisionsOf } from './revisions.js';

/** What a kind of document tells the reads it shares with the others. */
export type DocumentSource<Row extends { id: string }, Response, Query> = {
  documentType: DocumentType & ActivityEntity;
  /** Its table, which its moves update. */
  table: MovableTable;
  /** The permission that reads it (`sales-orders:read`). */
  permission: string;
  /** The alias of its table in `rows`. */
  alias: string;
  /** The organisation's documents of the kind, each row as `respond` takes it. */
  rows: (db: Db, organizationId: string) => Documents<Row>;
  /** `rows` narrowed by the list's filters. */
  filtered: (db: Db, organizationId: string, query: Query) => Documents<Row>;
  /**
   * The rows as the API answers them, with what the caller may do with each
   * (`caller`, when the request gave one, to ask the account service for the
   * company controls that decide it).
   */
  respond: (auth: AccessClaims, rows: readonly Row[], caller?: OnBehalfOf) => Promise<Response[]>;
  notFound: () => Error;
};

/** A query of a kind of document's rows, from its table under an alias (any of the schema's). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the aliased table is the kind's own
type Documents<Row> = SelectQueryBuilder<InvoicingDatabase, any, Row>;

/**
 * A kind of document's service, as far as reading goes: the reads every kind
 * answers the same way, for its read permission (a page of the list, newest
 * first; the organisation's documents by id, another organisation's left
 * out; one document, not found otherwise; its revision history), and `lock`,
 * which finds one under a row lock for a move.
 */
export class DocumentReader<Row extends { id: string }, Response, Query extends PageQuery> {
  constructor(
    protected readonly db: Kysely<InvoicingDatabase>,
    private readonly source: DocumentSource<Row, Response, Query>,
  ) {}

  list(auth: AccessClaims, query: Query, caller?: OnBehalfOf) {
    requirePermission(auth, this.source.permission);
    return documentPage(
      this.source.filtered(this.db, auth.org, query),
      this.source.alias,
      query,
      (rows) => this.source.respond(auth, rows, caller),
    );
  }

  async findByIds(
    auth: AccessClaims,
    ids: readonly string[],
    caller?: OnBehalfOf,
  ): Promise<Response[]> {
    requirePermission(auth, this.source.permission);
    if (ids.length === 0) return [];
    return this.source.respond(auth, await this.byId(this.db, auth.org, ids).execute(), caller);
  }

  async get(auth: AccessClaims, id: string, caller?: OnBehalfOf): Promise<Response> {
    const [document] = await this.findByIds(auth, [id], caller);
    if (!document) throw this.source.notFound();
    return document;
  }

  /** The document's revision history, newest first. */
  async revisions(auth: AccessClaims, id: string): Promise<{ items: DocumentRevisionResponse[] }> {
    await this.get(auth, id);
    return revisionsOf(this.db, auth.org, this.source.documentType, id);
  }

  /** The document under its lock, in the move's transaction, or undefined when the organisation has none with that id. */
  protected lock(
    trx: Transaction<InvoicingDatabase>,
    organizationId: string,
    id: string,
  ): Promise<Row | undefined> {
    return this.byId(trx, organizationId, [id]).forUpdate(this.source.alias).executeTakeFirst();
  }

  /**
   * Moves one document through the one runner (./runner.ts) with its
   * `moves` registered there: this kind's rows, row lock and not found.
   */
  protected async runMove<Status extends string, Action extends string, Message extends string>(
    this: DocumentReader<Row & MovableRow<Status>, Response, Query>,
    moves: Omit<
      DocumentMoves<Row & MovableRow<Status>, Status, Action, Message>,
      'documentType' | 'table' | 'notFound' | 'read' | 'lock'
    >,
    request: MoveRequest<Action>,
  ): Promise<void> {
    await runMove(
      this.db,
      {
        ...moves,
        documentType: this.source.documentType,
        table: this.source.table,
        notFound: this.source.notFound,
        read: async (db, organizationId, id) =>
          (await this.byId(db, organizationId, [id]).execute())[0],
        lock: (trx, auth, id) => this.lock(trx, auth.org, id),
      },
      request,
    );
  }

  protected byId(from: Db, organizationId: string, ids: readonly string[]) {
    return this.source
      .rows(from, organizationId)
      .where(sql.ref(`${this.source.alias}.id`), 'in', ids);
  }
}

/** A lifecycle's statuses, actions and activity messages. */
type StatusOf<L> =
  L extends Lifecycle<infer Status extends string, string, string> ? Status : never;
type ActionOf<L> =
  L extends Lifecycle<string, infer Action extends string, string> ? Action : never;
type MessageOf<L> =
  L extends Lifecycle<string, string, infer Message extends string> ? Message : never;

/** What a kind of document registers for its moves besides its reads: its own parts (./runner.ts) and who answers the company's controls. */
export type DocumentMoving<L, Row extends MovableRow<StatusOf<L>>> = {
  moves: Omit<
    DocumentMoves<Row, StatusOf<L>, ActionOf<L>, MessageOf<L>>,
    'documentType' | 'table' | 'notFound' | 'read' | 'lock'
  >;
  account: Pick<AccountClient, 'settings'>;
};

/**
 * A kind of document's service as far as reading and moving go: the reads
 * of DocumentReader, and `move`, which makes one move its lifecycle `L`
 * allows through the one runner (./runner.ts) and answers the document as it
 * reads after it. The company's self-approval control is asked of the
 * account service only when a four-eyes move needs it; moves of one document
 * at once move it once, the row lock making the others find it moved on.
 */
export class MovingDocumentReader<
  L extends Lifecycle<string, string, string>,
  Row extends MovableRow<StatusOf<L>>,
  Response,
  Query extends PageQuery,
> extends DocumentReader<Row, Response, Query> {
  constructor(
    db: Kysely<InvoicingDatabase>,
    source: DocumentSource<Row, Response, Query>,
    private readonly moving: DocumentMoving<L, Row>,
  ) {
    super(db, source);
  }

  async move(
    auth: AccessClaims,
    caller: OnBehalfOf,
    id: string,
    action: ActionOf<L>,
    body: Partial<DocumentReasonBody> = {},
  ): Promise<Response> {
    const controls = () => this.moving.account.settings(caller);
    await this.runMove<StatusOf<L>, ActionOf<L>, MessageOf<L>>(this.moving.moves, {
      auth,
      id,
      action,
      body,
      controls,
    });
    return this.get(auth, id, caller);
  }
}
