import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import type { signInOutcome_payload$key } from '../../__generated__/signInOutcome_payload.graphql';
import { commitLazily } from '../../relay/lazyRelay';
import type { SignInOutcome } from './signInOutcomeKinds';

/**
 * Commits a sign-in's mutation and reads its answer (`payloadOf` picks the
 * `SignInPayload`) as the step that follows. Relay's runtime and the reading
 * are fetched with the first sign-in: the sign-in page shows without them.
 */
export async function commitSignIn<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  variables: T['variables'],
  payloadOf: (response: T['response']) => signInOutcome_payload$key,
): Promise<SignInOutcome> {
  const [response, { signInOutcomeOf }] = await Promise.all([
    commitLazily<T>(mutation, variables),
    import('./signInOutcome'),
  ]);
  return signInOutcomeOf(payloadOf(response));
}
