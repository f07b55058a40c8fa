import { commitMutation, graphql } from 'relay-runtime';
import type { LoaderFunctionArgs } from 'react-router';
import type { logoutLoaderSignOutMutation } from '../../__generated__/logoutLoaderSignOutMutation.graphql';
import { environment } from '../../relay/environment';
import { leaveLoginNotice } from './loginNotice';
import { NEXT_PARAM, signInPathFor } from '../../navigation/nextPath';

const signOutMutation = graphql`
  mutation logoutLoaderSignOutMutation {
    signOut {
      signedOut
    }
  }
`;

function signOut(): Promise<void> {
  return new Promise((resolve) => {
    commitMutation<logoutLoaderSignOutMutation>(environment, {
      mutation: signOutMutation,
      variables: {},
      onCompleted: () => resolve(),
      onError: () => resolve(),
    });
  });
}

/**
 * `/logout?session=expired|clear`: ends the session on the server, leaves the
 * login page its notice, and loads `/` afresh so no data, subscription or
 * cache of the old session survives.
 */
export async function logoutLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const params = new URL(request.url).searchParams;
  const session = params.get('session');
  await signOut();
  leaveLoginNotice(session === 'expired' ? 'session-expired' : 'signed-out');
  // A page that found the session gone sends its own location along: signing in again returns there.
  window.location.replace(signInPathFor(params.get(NEXT_PARAM) ?? '/'));
  return null;
}
