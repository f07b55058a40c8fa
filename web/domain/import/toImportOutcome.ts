import type { ImportDialog_import$key } from '../../__generated__/ImportDialog_import.graphql';
import type { ImportStartOutcome } from './ImportDialog';

type Payload = {
  readonly import: ImportDialog_import$key | null | undefined;
  readonly userErrors: readonly { readonly code: string; readonly message: string }[];
};

/** A start or confirm mutation's payload as the import dialog takes it. */
export function toImportOutcome(payload: Payload): ImportStartOutcome {
  if (payload.import) return { ok: true, importRef: payload.import };
  const [problem] = payload.userErrors;
  return {
    ok: false,
    code: problem?.code ?? 'INTERNAL_SERVER_ERROR',
    message: problem?.message ?? '',
  };
}

/**
 * What the import dialog follows once a start or confirm mutation settles: the
 * import, or why it was refused (a failed request included).
 */
export function importOutcomeOf(commit: Promise<Payload>): Promise<ImportStartOutcome> {
  return commit.then(toImportOutcome, (error: Error) => ({
    ok: false,
    code: 'UPSTREAM_UNAVAILABLE',
    message: error.message,
  }));
}
