import { graphql } from 'react-relay';

/**
 * What personNameOf (web/ui/personNameOf.ts) reads of a user: their full name and their email.
 * Spread unmasked (`createdBy { ...personName_user @relay(mask: false) }`), so a screen asks for
 * exactly what it names a person by.
 */
export const personName = graphql`
  fragment personName_user on User {
    fullName
    email
  }
`;
