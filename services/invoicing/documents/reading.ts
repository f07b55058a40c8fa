import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type {
  DocumentRevisionResponse,
  DocumentType,
} from '../../../contracts/invoicing/documents.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import type { InvoicingDatabase } from '../db-types.js';
import { documentPage } from './listing.js';
import { revisionsOf } from './revisions.js';

/** What a kind of document tells the reads it shares with the others. */
export type DocumentSource<Row extends { id: string }, Response, Query> = {
  documentType: DocumentType;
  /** The permission that reads it (`sales-orders:read`). */
  permission: string;
  /** The alias of its table in `rows`. */
  alias: string;
  /** The organisation's documents of the kind, each row as `respond` takes it. */
  rows: (db: Db, organizationId: string) => Documents<Row>;
  /** `rows` narrowed by the list's filters. */
  filtered: (db: Db, organizationId: string, query: Query) => Documents<Row>;
  /** The rows as the API answers them, with what the caller may do with each. */
  respond: (auth: AccessClaims, rows: readonly Row[]) => Promise<Response[]>;
  notFound: () => Error;
};

/**
 * The reads every kind of document answers the same way, for its read
 * permission: a page of the list, newest first; the organisation's documents
 * by id (another organisation's are left out); one document (not found
 * otherwise); and its revision history. `lock` finds one under a row lock
 * for a move.
 */
export function documentReads<Row extends { id: string }, Response, Query extends PageQuery>(
  db: Kysely<InvoicingDatabase>,
  source: DocumentSource<Row, Response, Query>,
) {
  const byId = (from: Db, organizationId: string, ids: readonly string[]) =>
    source.rows(from, organizationId).where(sql.ref(`${source.alias}.id`), 'in', ids);
  const reads = {
    list(auth: AccessClaims, query: Query) {
      requirePermission(auth, source.permission);
      return documentPage(source.filtered(db, auth.org, query), source.alias, query, (rows) =>
        source.respond(auth, rows),
      );
    },
    async findByIds(auth: AccessClaims, ids: readonly string[]): Promise<Response[]> {
      requirePermission(auth, source.permission);
      if (ids.length === 0) return [];
      return source.respond(auth, await byId(db, auth.org, ids).execute());
    },
    async get(auth: AccessClaims, id: string): Promise<Response> {
      const [document] = await reads.findByIds(auth, [id]);
      if (!document) throw source.notFound();
      return document;
    },
    async revisions(
      auth: AccessClaims,
      id: string,
    ): Promise<{ items: DocumentRevisionResponse[] }> {
      await reads.get(auth, id);
      return revisionsOf(db, auth.org, source.documentType, id);
    },
    /** The document under its lock, in the move's transaction, or undefined when the organisation has none with that id. */
    lock(
      trx: Transaction<InvoicingDatabase>,
      organizationId: string,
      id: string,
    ): Promise<Row | undefined> {
      return byId(trx, organizationId, [id]).forUpdate(source.alias).executeTakeFirst();
    },
  };
  return reads;
}

type Db = Kysely<InvoicingDatabase> | Transaction<InvoicingDatabase>;

/** A query of a kind of document's rows, from its table under an alias (any of the schema's). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the aliased table is the kind's own
type Documents<Row> = SelectQueryBuilder<InvoicingDatabase, any, Row>;

/**
 * A kind of document's service, as far as reading goes: its list, by id, one
 * and its history (`documentReads`), with `reads.lock` for its moves.
 */
export class DocumentReader<Row extends { id: string }, Response, Query extends PageQuery> {
  protected readonly reads: ReturnType<typeof documentReads<Row, Response, Query>>;

  constructor(
    protected readonly db: Kysely<InvoicingDatabase>,
    source: DocumentSource<Row, Response, Query>,
  ) {
    this.reads = documentReads(db, source);
  }

  list(auth: AccessClaims, query: Query) {
    return this.reads.list(auth, query);
  }

  findByIds(auth: AccessClaims, ids: readonly string[]): Promise<Response[]> {
    return this.reads.findByIds(auth, ids);
  }

  get(auth: AccessClaims, id: string): Promise<Response> {
    return this.reads.get(auth, id);
  }

  /** The document's revision history, newest first. */
  revisions(auth: AccessClaims, id: string): Promise<{ items: DocumentRevisionResponse[] }> {
    return this.reads.revisions(auth, id);
  }
}

/** A list's page: the first `first` after the cursor `after`. */
type PageQuery = { first?: number | undefined; after?: string | undefined };
