import { commonErrors as common, type ErrorDefinition } from '../../contracts/common/errors.js';

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

export type { ErrorResponse as ErrorBody } from '../../contracts/common/errors.js';

/**
 * The error a contract defines, ready to throw: the field given here wins over
 * the definition's own, and `values` fill the message's `{name}` slots.
 *
 * @example serviceError(commonErrors.notFound, undefined, { what: 'Counterparty' }) // 404 NOT_FOUND 'Counterparty not found.'
 */
export function serviceError(
  definition: ErrorDefinition,
  field: string | undefined = definition.field,
  values?: Record<string, string | number>,
): ServiceError {
  const message = values
    ? definition.message.replace(/\{(\w+)\}/g, (slot, name: string) =>
        name in values ? String(values[name]) : slot,
      )
    : definition.message;
  return new ServiceError(definition.status, definition.code, message, field);
}

/**
 * A thrower per definition of a contract's error list, each taking the field at
 * fault when the place it is raised decides it:
 * `errorsOf(counterpartyErrors).aliasExists()`, `….duplicateBankAccount('bankAccounts.0.accountNumber')`.
 */
export function errorsOf<T extends Record<string, ErrorDefinition>>(
  definitions: T,
): { [K in keyof T]: (field?: string) => ServiceError } {
  return Object.fromEntries(
    Object.entries(definitions).map(([name, definition]) => [
      name,
      (field?: string) => serviceError(definition, field ?? definition.field),
    ]),
  ) as {
    [K in keyof T]: (field?: string) => ServiceError;
  };
}

/** Codes shared by every service, outside any business module (contracts/common/errors.ts). */
export const commonErrors = {
  unauthenticated: () => serviceError(common.unauthenticated),
  forbidden: (permission: string) => serviceError(common.forbidden, undefined, { permission }),
  organizationMismatch: () => serviceError(common.organizationMismatch),
  organizationRequired: () => serviceError(common.organizationRequired),
  notFound: (what: string) => serviceError(common.notFound, undefined, { what }),
  invalidCursor: (field = 'after') => serviceError(common.invalidCursor, field),
  internal: () => serviceError(common.internal),
  required: (field: string) => serviceError(common.required, field),
  invalidEmail: (field = 'email') => serviceError(common.invalidEmail, field),
};
