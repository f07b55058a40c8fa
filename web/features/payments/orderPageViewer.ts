import { graphql } from 'react-relay';

/**
 * What a page of payments or transfers, the list's or one order's, reads of
 * its viewer: what they may do, the organisation's time zone, and their
 * second factors (approving asks an authenticator app's code of those who
 * have one). Spread it unmasked (`viewer { ...orderPageViewer_viewer
 * @relay(mask: false) }`) so the page reads them as the query's own.
 */
export const orderPageViewer = graphql`
  fragment orderPageViewer_viewer on Viewer {
    ...viewerPermissions_viewer @relay(mask: false)
    twoFactorMethods {
      type
    }
  }
`;

/** Whether the viewer has an authenticator app, whose code approving an order asks for. */
export function hasAuthenticatorApp(viewer: {
  readonly twoFactorMethods: readonly { readonly type: string }[];
}): boolean {
  return viewer.twoFactorMethods.some((method) => method.type === 'AUTHENTICATOR_APP');
}
