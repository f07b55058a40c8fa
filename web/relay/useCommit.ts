import { useCallback } from 'react';
import { useMutation, type UseMutationConfig } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';

/** A mutation's commit options without the callbacks the promise stands for. */
export type CommitConfig<TMutation extends MutationParameters> = Omit<
  UseMutationConfig<TMutation>,
  'onCompleted' | 'onError'
>;

/**
 * Relay's `useMutation` with a commit that answers a promise: it resolves with
 * the response and rejects with the request's failure, so a form's submit
 * reads top to bottom (`const { x } = await commit({ variables })`) instead of
 * wrapping `onCompleted` and `onError` in a promise of its own.
 */
export function useCommit<TMutation extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): [(config: CommitConfig<TMutation>) => Promise<TMutation['response']>, boolean] {
  const [commit, inFlight] = useMutation<TMutation>(mutation);
  const run = useCallback(
    (config: CommitConfig<TMutation>) =>
      new Promise<TMutation['response']>((resolve, reject) => {
        commit({ ...config, onCompleted: (response) => resolve(response), onError: reject });
      }),
    [commit],
  );
  return [run, inFlight];
}
