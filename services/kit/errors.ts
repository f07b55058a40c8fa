/** The three areas whose codes the spec names `U-{area}-{module}-{n}`. */
export type ServiceArea = 'ACC' | 'TRSY' | 'INV';

/**
 * An error a service answers on purpose, in the shape every service shares:
 * `{ "error": { "code": "U-TRSY-CP-2", "message": "…", "field": "alias" } }`.
 * The BFF maps the status to a GraphQL error code and, for mutations, the
 * code and field to `userErrors`.
 */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

export type ErrorBody = { error: { code: string; message: string; field?: string } };

/** Codes shared by every service, outside any business module. */
export const commonErrors = {
  unauthenticated: () => new ServiceError(401, 'UNAUTHENTICATED', 'Your session has ended. Please sign in again.'),
  forbidden: (permission: string) => new ServiceError(403, 'FORBIDDEN', `You do not have the ${permission} permission.`),
  organizationMismatch: () => new ServiceError(403, 'ORGANIZATION_MISMATCH', 'The X-Organization-Id header does not match the session organisation.'),
  notFound: (what: string) => new ServiceError(404, 'NOT_FOUND', `${what} not found.`),
  badRequest: (message: string, field?: string) => new ServiceError(400, 'BAD_REQUEST', message, field),
  internal: () => new ServiceError(500, 'INTERNAL', 'There was a problem on the server.'),
};
