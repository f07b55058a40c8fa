import { graphql } from 'react-relay';

/**
 * A user's profile as profileUpdate takes it whole: full name, preferred name and language. My
 * Profile edits it and the header's language switch saves it with a new language; both spread it
 * unmasked (`...userProfile_user @relay(mask: false)`), and so does My Profile's save, so the
 * switch reads what the last save answered.
 */
export const userProfile = graphql`
  fragment userProfile_user on User {
    id
    fullName
    preferredName
    language
  }
`;
