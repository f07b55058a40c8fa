import { redirect, type LoaderFunctionArgs } from 'react-router';
import type {
  loginLoaderQuery,
  loginLoaderQuery$data,
} from '../__generated__/loginLoaderQuery.graphql';
import { requestData } from './fetchGraphQL';
import { graphql } from './graphqlTag';
import { NEXT_PARAM, safeNextPath } from '../navigation/nextPath';

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

/** The landing screen for a signed-in user (unless the sign-in page was given a `?next=` location). */
export const SIGNED_IN_HOME = '/home';

/** What the sign-in page offers besides email and password. */
export type LoginRouteData = { socialSignIn: loginLoaderQuery$data['socialSignIn'] };

/** The login route's query: a signed-in user at `/` goes straight to `?next=` or Home. */
export async function loginLoader({ request }: LoaderFunctionArgs): Promise<LoginRouteData> {
  // Asked without Relay, which the sign-in page does not load: the query spreads no fragment, so its data is as Relay would read it.
  const data = await requestData<loginLoaderQuery>(query, {}).catch(() => undefined);
  if (data?.viewer)
    throw redirect(
      safeNextPath(new URL(request.url).searchParams.get(NEXT_PARAM)) ?? SIGNED_IN_HOME,
    );
  return { socialSignIn: data?.socialSignIn ?? null };
}
