import { Type, type Static } from 'typebox';

/**
 * One refusal a service can answer, as data: its HTTP status, its code, its
 * English message and, when it always names one, the field at fault. A
 * message may name values in braces (`{permission}`), which the service fills
 * in when it answers. The web shows each `U-…` code's message from its own
 * en/id catalogue, so the message here is the API's English wording.
 */
export type ErrorDefinition = {
  readonly status: number;
  readonly code: string;
  readonly message: string;
  readonly field?: string;
};

/**
 * Declares a module's errors, keeping each literal (code, status, message)
 * in the type so the BFF can match on them.
 *
 * @example defineErrors({ notFound: { status: 404, code: 'U-TRSY-EN-4', message: 'Entity not found.' } })
 */
export function defineErrors<const T extends Record<string, ErrorDefinition>>(errors: T): T {
  return errors;
}

/**
 * The refusal of a name left empty or longer than `max` characters (`what`
 * names the record: `Give the key a name of at most 100 characters.`), on the
 * field `name`: every named record's rule answers it the same way.
 */
export const nameRequiredError = <const Code extends string>(
  code: Code,
  what: string,
  max: number,
) =>
  ({
    status: 400,
    code,
    message: `Give the ${what} a name of at most ${max} characters.`,
    field: 'name',
  }) as const;

/** One refusal: its code, its English message, the field at fault and what fills the message's slots. */
const Refusal = Type.Object({
  code: Type.String(),
  message: Type.String(),
  field: Type.Optional(Type.String()),
  values: Type.Optional(
    Type.Record(Type.String(), Type.String(), {
      description:
        'What fills the message’s `{name}` slots, for a client that words the message itself: `{ "line": "2" }`. An amount is a decimal string with two fraction digits (`"50000000.00"`) in the currency the `currency` value names.',
    }),
  ),
});

/**
 * The body of every error answer: `{ "error": { "code": "U-TRSY-CP-2", "message": "…", "field": "alias" } }`,
 * with `values` when the message has slots (`Line {line}: …`); a value that is an amount
 * (formats/amount.ts `CANONICAL_AMOUNT`) is in the currency of the `currency` value.
 * When the request broke several rules at once (four fields left empty), `errors` lists
 * every one, the first being `error`, so a client fixes them in one round trip.
 * Services register it once as the shared schema `Error`; routes refer to it with `ErrorRef`.
 */
export const ErrorResponse = Type.Object(
  {
    error: Refusal,
    errors: Type.Optional(
      Type.Array(Refusal, {
        description: 'Every refusal of the request, `error` first, when there are several.',
      }),
    ),
  },
  { $id: 'Error' },
);
export type ErrorResponse = Static<typeof ErrorResponse>;
export type Refusal = Static<typeof Refusal>;

/** A response schema that points at the shared `Error` schema, so OpenAPI shows it once. */
export const ErrorRef = { $ref: 'Error#' } as const;

/** The responses a route answers with the error body, by status: `errorResponses(400, 404)`. */
export function errorResponses<const S extends number>(
  ...statuses: S[]
): Record<S, typeof ErrorRef> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorRef])) as Record<
    S,
    typeof ErrorRef
  >;
}

/** Codes every service answers, outside any business module. */
export const commonErrors = defineErrors({
  unauthenticated: {
    status: 401,
    code: 'UNAUTHENTICATED',
    message: 'Your session has ended. Please sign in again.',
  },
  forbidden: {
    status: 403,
    code: 'FORBIDDEN',
    message: 'You do not have the {permission} permission.',
  },
  organizationMismatch: {
    status: 403,
    code: 'ORGANIZATION_MISMATCH',
    message: 'The X-Organization-Id header does not match the session organisation.',
  },
  organizationRequired: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The X-Organization-Id header is required.',
    field: 'X-Organization-Id',
  },
  notFound: { status: 404, code: 'NOT_FOUND', message: '{what} not found.' },
  invalidCursor: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The cursor is not valid.',
    field: 'after',
  },
  internal: { status: 500, code: 'INTERNAL', message: 'There was a problem on the server.' },
  required: { status: 400, code: 'REQUIRED', message: 'This field is required' },
  invalidEmail: {
    status: 400,
    code: 'INVALID_EMAIL',
    message: 'Invalid email format',
    field: 'email',
  },
  invalidCharacters: {
    status: 400,
    code: 'INVALID_CHARACTERS',
    message:
      'This field cannot hold invisible, control or text-direction characters (found {character}).',
  },
});

/** The refusals of a write sent with an `Idempotency-Key` header (services/kit/idempotency.ts). */
export const idempotencyErrors = defineErrors({
  invalidKey: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The Idempotency-Key header must be 1 to 1024 printable ASCII characters.',
    field: 'Idempotency-Key',
  },
  reused: {
    status: 422,
    code: 'IDEMPOTENCY_KEY_REUSED',
    message: 'This Idempotency-Key was already used with a different request.',
    field: 'Idempotency-Key',
  },
  answerNotKept: {
    status: 409,
    code: 'IDEMPOTENCY_ANSWER_NOT_KEPT',
    message:
      'The request with this Idempotency-Key was already carried out. Its answer held a secret shown only once, so it was not kept.',
    field: 'Idempotency-Key',
  },
  inProgress: {
    status: 409,
    code: 'IDEMPOTENCY_KEY_IN_PROGRESS',
    message: 'A request with this Idempotency-Key is still being processed. Try again in a moment.',
    field: 'Idempotency-Key',
  },
});

/** The refusals of a list's sync parameters (contracts/common/schemas.ts `UpdatedSinceQuery`), every synced list alike. */
export const syncErrors = defineErrors({
  updatedSince: {
    status: 400,
    code: 'U-COM-SYNC-1',
    message:
      'updatedSince must be an ISO 8601 date-time with its offset, such as 2026-11-30T00:00:00Z or 2026-11-30T07:00:00+07:00.',
    field: 'updatedSince',
  },
});
