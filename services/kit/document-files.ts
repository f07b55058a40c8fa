import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { AccessClaims } from './auth.js';
import type { ModuleDocs, RoutesApp } from './route-docs.js';
import { StorageLimitError, type FileStorage, type StoredFile } from './storage.js';

/**
 * Documents people upload as evidence (a customer's KYC papers, a payment's
 * proof, a withholding slip): PDF, JPG or PNG judged by their first bytes,
 * streamed into storage under a size limit, and read back as attachments.
 * The helpers every such upload shares, from the request's raw body to the
 * download's headers.
 */
export type DocumentContentType = 'application/pdf' | 'image/jpeg' | 'image/png';

/** The kind of file from its first bytes (spec: PDF, JPG or PNG), never from its name. */
export function documentContentType(head: Buffer): DocumentContentType | null {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  return null;
}

/** A document in storage, checked: its key, size, hash, the type its content showed and its name as given. */
export type StoredDocument = StoredFile & { contentType: DocumentContentType; fileName: string };

/** What a refused document answers: the caller's own errors (each service words them in its contract). */
export type DocumentRefusals = {
  fileName: () => Error;
  wrongType: () => Error;
  tooLarge: () => Error;
};

/**
 * Streams a PDF, JPG or PNG into storage under `prefix`, checked while it
 * arrives: at most `maxBytes`, its type judged from its first bytes, not
 * empty, and a name of 1 to 200 characters. A refusal keeps nothing and
 * leaves the source drained, so the connection stays usable.
 */
export async function putDocument(
  storage: FileStorage,
  prefix: string,
  { source, fileName }: Upload,
  options: { maxBytes: number; refusals: DocumentRefusals },
): Promise<StoredDocument> {
  const name = fileName.trim().slice(0, 200);
  if (!name) {
    source.resume();
    throw options.refusals.fileName();
  }
  let contentType: DocumentContentType | null = null;
  let stored: StoredFile;
  try {
    stored = await storage.put(prefix, source, {
      maxBytes: options.maxBytes,
      sniff: (head) => {
        contentType = documentContentType(head);
        return contentType ? null : 'Not a PDF, JPG or PNG file.';
      },
    });
  } catch (error) {
    source.resume();
    if (error instanceof StorageLimitError)
      throw error.reason === 'TOO_LARGE'
        ? options.refusals.tooLarge()
        : options.refusals.wrongType();
    throw error;
  }
  if (stored.size === 0 || !contentType) {
    await storage.delete(stored.key);
    throw options.refusals.wrongType();
  }
  return { ...stored, contentType, fileName: name };
}

/**
 * Records a stored document (`record` writes its row, usually in a
 * transaction); when the recording fails, the stored bytes go too, so a
 * refusal keeps nothing.
 */
export async function recordedOrDeleted<T>(
  storage: FileStorage,
  key: string,
  record: () => Promise<T>,
): Promise<T> {
  try {
    return await record();
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

/** The file's name as sent in `X-File-Name` (URI-encoded), or '' when missing or malformed. */
export function fileNameOf(header: string | string[] | undefined): string {
  try {
    return typeof header === 'string' ? decodeURIComponent(header) : '';
  } catch {
    return '';
  }
}

/** The document's bytes as the request body's stream (`acceptDocumentBodies` hands it over unread), else the refusal. */
export function bodyStream(body: unknown, wrongType: () => Error): Readable {
  if (!(body instanceof Readable)) throw wrongType();
  return body;
}

/** A document as its request carries it: the name it was sent under and its bytes, still unread. */
export type Upload = { fileName: string; source: Readable };

/** What of an upload's request `uploadOf` reads: its headers and its raw body. */
export type UploadRequest = {
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
};

/**
 * The document a request uploads: its name from `X-File-Name` and the raw
 * body's stream (`acceptDocumentBodies` hands it over unread), else the
 * caller's refusal of its type.
 */
export function uploadOf(request: UploadRequest, wrongType: () => Error): Upload {
  return {
    fileName: fileNameOf(request.headers['x-file-name']),
    source: bodyStream(request.body, wrongType),
  };
}

/** A document arrives as the raw request body and is streamed to storage, checked as it comes, never buffered whole. */
export function acceptDocumentBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    ['application/pdf', 'image/jpeg', 'image/png', 'application/octet-stream'],
    (_request, payload, done) => done(null, payload),
  );
}

/** `attachment; filename="…"; filename*=UTF-8''…`: always a download, never shown inline from our origin. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * A stored document as the answer: its own content type and length, as an
 * attachment under its name, in a sandbox, never sniffed nor cached.
 */
export function sendStoredDocument(
  reply: FastifyReply,
  document: { fileName: string; contentType: string; size: number },
  stream: Readable,
) {
  return reply
    .header('content-type', document.contentType)
    .header('content-length', String(document.size))
    .header('content-disposition', attachmentHeader(document.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', 'sandbox')
    .header('cache-control', 'private, no-store')
    .send(stream);
}

/** A stored document read back: what it is and its bytes. */
type Download = { file: { fileName: string; contentType: string; size: number }; stream: Readable };

/** The answer of a download: the stored document `read` finds, sent as `sendStoredDocument` sends it. */
export async function sendDownload(reply: FastifyReply, read: Promise<Download>) {
  const { file, stream } = await read;
  return sendStoredDocument(reply, file, stream);
}

/**
 * Registers `GET <path>`: a stored document as an attachment (`sendDownload`),
 * as `read` finds it for the request's caller from the path's `params`, with
 * the module's tag and error statuses (`doc`).
 *
 * @example downloadRoute(app, '/customers/:id/documents/:documentId/file', doc, { summary: 'A document’s file', params: CustomerDocumentParams }, (auth, { id, documentId }) => documents.documentFile(auth, id, documentId))
 */
export function downloadRoute<Params extends TSchema>(
  app: RoutesApp,
  path: string,
  doc: ModuleDocs,
  route: { summary: string; params: Params },
  read: (auth: AccessClaims, params: Static<Params>) => Promise<Download>,
): void {
  // Checked above against the params' schema; the route below is typed for any schema.
  const checked: { read(auth: AccessClaims, params: unknown): Promise<Download> } = { read };
  app.get(
    path,
    { schema: doc(route.summary, { params: route.params, response: {} }) },
    async (request, reply) => sendDownload(reply, checked.read(request.auth, request.params)),
  );
}
