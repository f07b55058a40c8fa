import { graphql } from 'react-relay';

/**
 * What a document's page, its own or its list's, reads of its viewer: what
 * they may do and the organisation's time zone its dates are shown in. Spread
 * it unmasked (`viewer { ...documentPageViewer_viewer @relay(mask: false) }`)
 * so the page reads the permissions as the query's own.
 */
export const documentPageViewer = graphql`
  fragment documentPageViewer_viewer on Viewer {
    permissions
    organization {
      timeZone
    }
  }
`;

/** What the page reads of its viewer (documentPageViewer_viewer, unmasked). */
export type DocumentPageViewer = {
  readonly permissions: readonly string[];
  readonly organization: { readonly timeZone: string };
};

/** The viewer as a document's page hands it to what it shows. */
export type DocumentViewer = { permissions: readonly string[]; timeZone: string };
