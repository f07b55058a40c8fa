import { graphql } from 'react-relay';
import type {
  ProfileUpdateInput,
  useProfileUpdateMutation,
} from '../../__generated__/useProfileUpdateMutation.graphql';
import { useCommit } from '../../relay/useCommit';

/** What a profile save answers: the user as saved (`userProfile_user`), or the refusals. */
export type ProfileUpdateResult = useProfileUpdateMutation['response']['profileUpdate'];

/**
 * Saves the signed-in user's profile, which profileUpdate takes whole (full
 * name, preferred name and language). My Profile and the header's language
 * switch both save through it, so each reads back into the store the whole
 * profile the other shows.
 */
export function useProfileUpdate(): (input: ProfileUpdateInput) => Promise<ProfileUpdateResult> {
  const [commit] = useCommit<useProfileUpdateMutation>(graphql`
    mutation useProfileUpdateMutation($input: ProfileUpdateInput!) {
      profileUpdate(input: $input) {
        user {
          ...userProfile_user @relay(mask: false)
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  return (input) => commit({ variables: { input } }).then((response) => response.profileUpdate);
}
