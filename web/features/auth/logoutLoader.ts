import { commitMutation, graphql } from 'relay-runtime';
import type { LoaderFunctionArgs } from 'react-router';
import type { logoutLoaderSignOutMutation } from '../../__generated__/logoutLoaderSignOutMutation.graphql';
import { environment } from '../../relay/environment';
import { leaveLoginNotice } from './loginNotice';

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
  const session = new URL(request.url).searchParams.get('session');
  await signOut();
  leaveLoginNotice(session === 'expired' ? 'session-expired' : 'signed-out');
  window.location.replace('/');
  return null;
}
