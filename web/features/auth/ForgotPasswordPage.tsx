import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ForgotPasswordPageQuery } from '../../__generated__/ForgotPasswordPageQuery.graphql';
import { AuthLayout } from '../../domain/auth/AuthLayout';
import type { TokenRoute } from '../../relay/loadTokenRoute';
import { PasswordResetForm } from './PasswordResetForm';
import { PasswordResetLinkExpired } from './PasswordResetLinkExpired';
import { PasswordResetRequestForm } from './PasswordResetRequestForm';

export const forgotPasswordPageQuery = graphql`
  query ForgotPasswordPageQuery($token: String!) {
    passwordResetLink(token: $token) {
      valid
    }
  }
`;

/** The mailed link's token, checked by the route's query: a new password, or the expired-link state. */
function ResetLink({
  token,
  queryRef,
}: {
  token: string;
  queryRef: PreloadedQuery<ForgotPasswordPageQuery>;
}) {
  const data = usePreloadedQuery<ForgotPasswordPageQuery>(forgotPasswordPageQuery, queryRef);
  return data.passwordResetLink.valid ? (
    <PasswordResetForm token={token} />
  ) : (
    <PasswordResetLinkExpired />
  );
}

/**
 * `/forgot-password`: asks for a reset link by email (then "check your
 * email"); opened from the mailed link (`?token=…`), sets a new password or
 * shows that the link expired.
 */
export function ForgotPasswordPage() {
  const route = useLoaderData<TokenRoute<ForgotPasswordPageQuery>>();
  return (
    <AuthLayout>
      {route.token === null ? (
        <PasswordResetRequestForm />
      ) : (
        <ResetLink key={route.token} token={route.token} queryRef={route.queryRef} />
      )}
    </AuthLayout>
  );
}
