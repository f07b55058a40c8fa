import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { GraphQLError } from 'graphql';

/**
 * The web app's operations by id, as relay-compiler wrote them when the web
 * was built (`persistConfig` in relay.config.js: the SHA-256 of each
 * operation's text, in hex). The file ships with the BFF.
 */
export const PERSISTED_DOCUMENTS_FILE = path.join(import.meta.dirname, 'persisted-documents.json');

/**
 * A persisted document's id as a request names it: `sha256:` and the hex hash
 * (the GraphQL over HTTP "persisted documents" appendix's prefixed form).
 */
const DOCUMENT_ID = /^sha256:([0-9a-f]{64})$/;

/** A persisted document as a client names it: the id it sends, and its text. */
export type PersistedDocument = { documentId: string; text: string };

/**
 * The persisted documents in `file` by the name of their operation (each
 * holds one), as the web app sends them; none when the file cannot be read.
 * For whoever needs a document of the web by name: the metrics' known
 * operations, the benchmarks, the tests.
 */
export function persistedDocumentsByName(
  file = PERSISTED_DOCUMENTS_FILE,
): Map<string, PersistedDocument> {
  let texts: Record<string, string>;
  try {
    texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    return new Map();
  }
  const documents = new Map<string, PersistedDocument>();
  for (const [hash, text] of Object.entries(texts)) {
    const name = /\b(?:query|mutation|subscription)\s+([_A-Za-z]\w*)/.exec(text)?.[1];
    if (name) documents.set(name, { documentId: `sha256:${hash}`, text });
  }
  return documents;
}

/** What a request asks to run: the text of a document, or the id of a persisted one. */
export type DocumentRequest = { query?: unknown; documentId?: unknown };

export type PersistedDocuments = {
  /**
   * The text a request runs, or its refusal, the same for both transports:
   * a `documentId` must name a persisted document (and comes without a
   * `query`); a `query` is run as sent unless only persisted documents are
   * allowed, where only a caller presenting an API key may send one (the key
   * itself is checked as always, after this: a wrong one is UNAUTHENTICATED).
   */
  resolve(request: DocumentRequest, caller: { apiKey: boolean }): { text: string } | GraphQLError;
};

const refusal = (code: string, message: string) =>
  new GraphQLError(message, { extensions: { code } });

/**
 * Loads the persisted documents from `file`. An id it does not know makes it
 * look at the file again (at most once a second) if the file changed: in
 * development relay-compiler rewrites it while the BFF runs.
 */
export function loadPersistedDocuments(options: {
  file: string;
  /** Whether sessions and anonymous callers may send only persisted documents (production). */
  only: boolean;
}): PersistedDocuments {
  let texts = new Map<string, string>();
  let loadedMtime = -1;
  let checkedAt = 0;
  const load = () => {
    let mtime: number;
    try {
      mtime = statSync(options.file).mtimeMs;
    } catch {
      return;
    }
    if (mtime === loadedMtime) return;
    const parsed = JSON.parse(readFileSync(options.file, 'utf8')) as Record<string, string>;
    texts = new Map(Object.entries(parsed));
    loadedMtime = mtime;
  };
  load();
  const lookup = (hash: string): string | undefined => {
    const known = texts.get(hash);
    if (known !== undefined || Date.now() - checkedAt < 1_000) return known;
    checkedAt = Date.now();
    load();
    return texts.get(hash);
  };
  return {
    resolve({ query, documentId }, caller) {
      if (documentId !== undefined && documentId !== null) {
        if (typeof query === 'string' && query !== '')
          return refusal('BAD_REQUEST', 'Send either `query` or `documentId`, not both.');
        const hash = typeof documentId === 'string' ? DOCUMENT_ID.exec(documentId)?.[1] : undefined;
        const text = hash === undefined ? undefined : lookup(hash);
        if (text === undefined)
          return refusal(
            'PERSISTED_QUERY_NOT_FOUND',
            'No persisted document has this documentId: the app may have been updated, reload it.',
          );
        return { text };
      }
      if (options.only && !caller.apiKey)
        return refusal(
          'PERSISTED_QUERY_REQUIRED',
          'Only the web app’s persisted documents run here without an API key: send `documentId`, or call with an API key (Authorization: Bearer <key>) to send a `query`.',
        );
      if (typeof query !== 'string')
        return refusal('BAD_REQUEST', 'The request has no `query` (a GraphQL document).');
      return { text: query };
    },
  };
}
