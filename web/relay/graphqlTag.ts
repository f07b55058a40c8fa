import type { ConcreteRequest } from 'relay-runtime';

/**
 * The `graphql` tag for an operation in a module of the sign-in page, which
 * must not import Relay's runtime: babel-plugin-relay replaces every
 * `graphql` tagged template with the operation relay-compiler wrote, whatever
 * the tag's import, so this function never runs; importing react-relay's tag
 * instead would bring Relay's runtime along for one name.
 */
export function graphql(_document: TemplateStringsArray): ConcreteRequest {
  throw new Error('graphql`` runs only through babel-plugin-relay.');
}
