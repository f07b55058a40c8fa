import type { HeaderMap, HTTPGraphQLResponse } from '@apollo/server';
import { createHash } from 'node:crypto';
import { DOCUMENT_REFUSALS } from './policy.js';

/** Apollo's whole answer to a request, as the route sends it on. */
type Answer = HTTPGraphQLResponse;

/** How many refused documents an instance remembers; past it, the one answered longest ago is forgotten. */
const KEPT = 1_000;
/** A refused document's answer is kept only when it is this small (at most ten errors are reported). */
const LONGEST_ANSWER = 16_384;

const isRecordOrAbsent = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'object' && !Array.isArray(value));

/**
 * Apollo's answers to documents it refused for themselves (they do not
 * parse, or fail validation: GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED),
 * kept by the document's text and the headers Apollo chose the answer's form
 * by, and answered again as they were for the same document without Apollo:
 * no context, no parse, no validation. A client that repeats an abusive
 * document (too many tokens, aliases, directives, too deep) costs a hash of
 * it. Whether a document parses and validates depends on nothing else (not
 * the caller, not the variables), so the answer is the one Apollo would give.
 */
export class RefusedDocuments {
  private readonly answers = new Map<string, { answer: Answer; code: string }>();

  /**
   * `refusedForItself` says whether a document's text is refused whatever
   * comes with it (the operation gate's `document`): an answer of the same
   * codes can come later in the pipeline too (a cost over the limit, which
   * depends on the variables), and is not kept.
   */
  constructor(private readonly refusedForItself: (query: string) => boolean) {}

  /**
   * The key of a POST's document, or null when the request is not one a
   * refusal could be answered for this way: a JSON body with a `query`, and
   * `variables`, `operationName` and `extensions` of the types Apollo checks
   * before it parses.
   */
  keyOf(method: string, headers: HeaderMap, body: unknown): { key: string; query: string } | null {
    if (method !== 'POST' || typeof body !== 'object' || body === null || Array.isArray(body))
      return null;
    const { query, variables, operationName, extensions } = body as Record<string, unknown>;
    if (typeof query !== 'string' || !isRecordOrAbsent(variables) || !isRecordOrAbsent(extensions))
      return null;
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
      return null;
    const key = createHash('sha256')
      .update(headers.get('content-type') ?? '')
      .update('\0')
      .update(headers.get('accept') ?? '')
      .update('\0')
      .update(headers.get('apollo-require-preflight') ?? '')
      .update('\0')
      .update(query)
      .digest('base64url');
    return { key, query };
  }

  /** The answer kept for the key (and its refusal's code), if its document was refused before. */
  known(key: string): { answer: Answer; code: string } | undefined {
    const kept = this.answers.get(key);
    if (!kept) return undefined;
    // Answered again: the last to be forgotten.
    this.answers.delete(key);
    this.answers.set(key, kept);
    return kept;
  }

  /** Keeps Apollo's answer when it refused the document for itself, and nothing else. */
  remember({ key, query }: { key: string; query: string }, answer: Answer): void {
    if (answer.status !== 400 || answer.body.kind !== 'complete') return;
    if (answer.body.string.length > LONGEST_ANSWER) return;
    let codes: unknown[];
    try {
      const parsed = JSON.parse(answer.body.string) as {
        data?: unknown;
        errors?: { extensions?: { code?: unknown } }[];
      };
      if (parsed.data !== undefined || !parsed.errors?.length) return;
      codes = parsed.errors.map((error) => error.extensions?.code);
    } catch {
      return;
    }
    if (!codes.every((code) => typeof code === 'string' && DOCUMENT_REFUSALS.has(code))) return;
    if (!this.refusedForItself(query)) return;
    if (this.answers.size >= KEPT) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(key, { answer, code: String(codes[0]) });
  }
}
