import type { UseMutationConfig } from 'react-relay';
import type { Disposable, MutationParameters } from 'relay-runtime';
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
  return { ok: false, code: problem?.code ?? 'INTERNAL_SERVER_ERROR', message: problem?.message ?? '' };
}

/**
 * Commits an import's start or confirm mutation and answers what the import
 * dialog follows: the import, or why it was refused.
 */
export function runImportMutation<T extends MutationParameters>(
  commit: (config: UseMutationConfig<T>) => Disposable,
  variables: T['variables'],
  payloadOf: (response: T['response']) => Payload,
): Promise<ImportStartOutcome> {
  return new Promise((resolve) => {
    commit({
      variables,
      onCompleted: (response) => resolve(toImportOutcome(payloadOf(response))),
      onError: (error) => resolve({ ok: false, code: 'UPSTREAM_UNAVAILABLE', message: error.message }),
    });
  });
}
