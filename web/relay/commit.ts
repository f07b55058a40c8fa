import { commitMutation, type GraphQLTaggedNode, type MutationParameters } from 'relay-runtime';
import { environment } from './environment';

/** Commits a mutation in the web's environment: the response, or the request's failure. */
export function commit<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  variables: T['variables'],
): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<T>(environment, {
      mutation,
      variables,
      onCompleted: (response) => resolve(response),
      onError: reject,
    });
  });
}
