/** The codes the BFF puts in `extensions.code` of a GraphQL error. */
export type GraphQLErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'UPSTREAM_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export type GraphQLErrorShape = {
  message: string;
  extensions?: { code?: string } & Record<string, unknown>;
};

/** A GraphQL response that failed as a whole; `codes` lists each error's `extensions.code`. */
export class GraphQLRequestError extends Error {
  readonly errors: readonly GraphQLErrorShape[];

  constructor(errors: readonly GraphQLErrorShape[]) {
    super(errors.map((error) => error.message).join('; ') || 'GraphQL request failed');
    this.name = 'GraphQLRequestError';
    this.errors = errors;
  }

  get codes(): string[] {
    return this.errors.flatMap((error) => (error.extensions?.code ? [error.extensions.code] : []));
  }

  hasCode(code: GraphQLErrorCode): boolean {
    return this.codes.includes(code);
  }
}
