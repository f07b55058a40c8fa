import { fetchQuery, graphql } from 'relay-runtime';
import { redirect } from 'react-router';
import type { loginLoaderQuery } from '../../__generated__/loginLoaderQuery.graphql';
import { environment } from '../../relay/environment';

const query = graphql`
  query loginLoaderQuery {
    viewer {
      user {
        id
      }
    }
  }
`;

/** The landing screen for a signed-in user. */
export const SIGNED_IN_HOME = '/counterparties';

/** The login route's query: a signed-in user at `/` goes straight to the counterparties. */
export async function loginLoader(): Promise<null> {
  const data = await fetchQuery<loginLoaderQuery>(environment, query, {}, { fetchPolicy: 'network-only' })
    .toPromise()
    .catch(() => undefined);
  if (data?.viewer) throw redirect(SIGNED_IN_HOME);
  return null;
}
