import { commonErrors as common, type ErrorDefinition } from '../../contracts/common/errors.js';
import { CANONICAL_AMOUNT, groupThousands } from '../../formats/amount.js';
import { CodedError } from '../../platform/coded-error.js';

/** The three areas whose codes the spec names `U-{area}-{module}-{n}`. */
export type ServiceArea = 'ACC' | 'TRSY' | 'INV';

/**
 * An error a service answers on purpose, in the shape every service shares:
 * `{ "error": { "code": "U-TRSY-CP-2", "message": "…", "field": "alias" } }`.
 * The BFF maps the status to a GraphQL error code and, for mutations, the
 * code and field to `userErrors`.
 */
export class ServiceError extends CodedError {
  override name = 'ServiceError';
}

/**
 * Several refusals of one request, answered together: `error` is the first,
 * `errors` lists them all (contracts/common/errors.ts `ErrorResponse`). The
 * status and code are the first refusal's.
 */
export class ServiceRefusals extends ServiceError {
  override name = 'ServiceRefusals';

  constructor(readonly refusals: readonly [ServiceError, ...ServiceError[]]) {
    const [first] = refusals;
    super(first.status, first.code, first.message, first.field, first.values);
  }
}

/** The refusals an error carries: its own list when it holds several, itself otherwise. */
export function refusalsOf(error: ServiceError): readonly ServiceError[] {
  return error instanceof ServiceRefusals ? error.refusals : [error];
}

/**
 * Runs every check and throws all their refusals at once (one, as itself, or
 * several as `ServiceRefusals`), so that a body breaking four rules is told
 * the four in one answer, not one a round trip. A check throws a
 * `ServiceError` as it would alone (anything else stops at once); when none
 * refuses, their results come back in order.
 *
 * @example const [name, email] = checkEach(() => checkedName(input.name), () => checkedEmail(input.email))
 */
export function checkEach<const T extends readonly (() => unknown)[]>(
  ...checks: T
): { -readonly [K in keyof T]: T[K] extends () => infer R ? R : never } {
  const refused: ServiceError[] = [];
  const results = checks.map((check) => {
    try {
      return check();
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      refused.push(...refusalsOf(error));
      return undefined;
    }
  });
  const [first, ...rest] = refused;
  if (first) throw rest.length === 0 ? first : new ServiceRefusals([first, ...rest]);
  return results as { -readonly [K in keyof T]: T[K] extends () => infer R ? R : never };
}

export type { ErrorResponse as ErrorBody } from '../../contracts/common/errors.js';

/**
 * The error a contract defines, ready to throw: the field given here wins over
 * the definition's own, and `values` fill the message's `{name}` slots (an
 * amount, `CANONICAL_AMOUNT`, written grouped after the `currency` value) and are
 * answered beside it for clients that word the message themselves.
 *
 * @example serviceError(commonErrors.notFound, undefined, { what: 'Counterparty' }) // 404 NOT_FOUND 'Counterparty not found.'
 */
export function serviceError(
  definition: ErrorDefinition,
  field: string | undefined = definition.field,
  values?: Record<string, string | number>,
): ServiceError {
  if (!values)
    return new ServiceError(definition.status, definition.code, definition.message, field);
  const answered = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, String(value)]),
  );
  const message = definition.message.replace(/\{(\w+)\}/g, (slot, name: string) =>
    name in answered ? inEnglish(answered[name]!, answered.currency) : slot,
  );
  return new ServiceError(definition.status, definition.code, message, field, answered);
}

/** A slot's value as the English message writes it: an amount (`CANONICAL_AMOUNT`) grouped, after its currency. */
function inEnglish(value: string, currency: string | undefined): string {
  if (!CANONICAL_AMOUNT.test(value)) return value;
  return currency ? `${currency} ${groupThousands(value)}` : groupThousands(value);
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
