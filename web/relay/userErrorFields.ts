import { graphql } from 'react-relay';

/**
 * What every mutation asks of its payload's `userErrors`: the field at fault,
 * the stable code (the catalogue's key), the server's message and what fills
 * the message's slots. Spread it
 * unmasked (`userErrors { ...userErrorFields_userError @relay(mask: false) }`)
 * so the fields read as the payload's own, where `useFormFeedback` and
 * `useDialogError` take them.
 */
export const userErrorFields = graphql`
  fragment userErrorFields_userError on UserError {
    field
    code
    message
    values {
      name
      value
    }
  }
`;
