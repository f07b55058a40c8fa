import { fetchQuery, graphql } from 'relay-runtime';
import { redirect } from 'react-router';
import type { loginLoaderQuery, loginLoaderQuery$data } from '../../__generated__/loginLoaderQuery.graphql';
import { environment } from '../../relay/environment';

const query = graphql`
  query loginLoaderQuery {
    viewer {
      user {
        id
      }
    }
    socialSignIn {
      name
      startUrl
    }
  }
`;

/** The landing screen for a signed-in user. */
export const SIGNED_IN_HOME = '/counterparties';

/** What the sign-in page offers besides email and password. */
export type LoginRouteData = { socialSignIn: loginLoaderQuery$data['socialSignIn'] };

/** The login route's query: a signed-in user at `/` goes straight to the counterparties. */
export async function loginLoader(): Promise<LoginRouteData> {
  const data = await fetchQuery<loginLoaderQuery>(environment, query, {}, { fetchPolicy: 'network-only' })
    .toPromise()
    .catch(() => undefined);
  if (data?.viewer) throw redirect(SIGNED_IN_HOME);
  return { socialSignIn: data?.socialSignIn ?? null };
}
