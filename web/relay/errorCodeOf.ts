import { GraphQLRequestError, type GraphQLErrorShape } from './GraphQLRequestError';

/**
 * The first error code found in anything thrown by Relay: our request error,
 * or an error whose `source.errors` carry codes (Relay wraps partial failures).
 */
export function errorCodeOf(error: unknown): string | undefined {
  if (error instanceof GraphQLRequestError) return error.codes[0];
  if (typeof error === 'object' && error !== null && 'source' in error) {
    const source = (error as { source?: { errors?: GraphQLErrorShape[] } }).source;
    return source?.errors?.find((item) => item.extensions?.code)?.extensions?.code;
  }
  return undefined;
}
