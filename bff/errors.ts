import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { ErrorDefinition, idempotencyErrors } from '../contracts/common/errors.js';
import { UpstreamError, UpstreamUnavailableError } from './upstream/errors.js';

/** The error codes clients can rely on in `extensions.code` (ARCHITECTURE.md). */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'UPSTREAM_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR'
  | 'THROTTLED'
  | 'RATE_LIMITED'
  // The services' refusals of an Idempotency-Key, passed through under their own code.
  | (typeof idempotencyErrors)['reused' | 'inProgress' | 'answerNotKept']['code'];

export const DEFAULT_ERROR_MESSAGE = 'There was a problem on the server.';

export function graphQLError(
  code: ErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export const unauthenticated = () => graphQLError('UNAUTHENTICATED', 'You need to sign in.');

/** A service could not be reached, timed out or failed: retryable (what was asked may be sent again, with its Idempotency-Key). */
export const upstreamUnavailable = (service: string) =>
  graphQLError(
    'UPSTREAM_UNAVAILABLE',
    `The ${service} service is unavailable. Please try again shortly.`,
  );

export const forbidden = (permission: string) =>
  graphQLError('FORBIDDEN', `You do not have the ${permission} permission.`, { permission });

/** Codes Apollo and graphql-armor produce for a malformed operation; their messages are safe to show. */
const OPERATION_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'PERSISTED_QUERY_REQUIRED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'UPSTREAM_UNAVAILABLE',
  'RATE_LIMITED',
  'THROTTLED',
]);

/** Maps an upstream failure onto the GraphQL error clients see. */
function fromUpstream(error: UpstreamError | UpstreamUnavailableError): {
  code: ErrorCode;
  message: string;
  field?: string;
  serviceCode?: string;
  retryAfter?: number;
} {
  if (error instanceof UpstreamUnavailableError)
    return { code: 'UPSTREAM_UNAVAILABLE', message: upstreamUnavailable(error.service).message };
  if (error.isIdempotencyRefusal) return { code: error.code as ErrorCode, message: error.message };
  // A service's rate limit that says when to try again (a buyer's link guessed from one address too often), outside a
  // mutation's userErrors: RATE_LIMITED with `retryAfter` in seconds, as the API keys' limit answers.
  if (error.status === 429 && error.values?.retryAfter)
    return {
      code: 'RATE_LIMITED',
      message: error.message,
      serviceCode: error.code,
      retryAfter: Number(error.values.retryAfter) || 1,
    };
  switch (error.status) {
    case 401:
      return { code: 'UNAUTHENTICATED', message: 'You need to sign in.' };
    case 403:
      return { code: 'FORBIDDEN', message: error.message, serviceCode: error.code };
    case 404:
      return { code: 'NOT_FOUND', message: error.message, serviceCode: error.code };
    default:
      return error.status < 500
        ? {
            code: 'BAD_USER_INPUT',
            message: error.message,
            field: error.field,
            serviceCode: error.code,
          }
        : { code: 'INTERNAL_SERVER_ERROR', message: DEFAULT_ERROR_MESSAGE };
  }
}

/**
 * Apollo's `formatError`: upstream errors become their GraphQL codes, known
 * operation errors pass through, and anything else is masked so that no
 * internal detail reaches a client.
 */
export function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
  log: (error: unknown) => void,
): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof UpstreamError || original instanceof UpstreamUnavailableError) {
    const mapped = fromUpstream(original);
    if (mapped.code === 'UPSTREAM_UNAVAILABLE' || mapped.code === 'INTERNAL_SERVER_ERROR')
      log(original);
    return {
      message: mapped.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: {
        code: mapped.code,
        ...(mapped.serviceCode ? { serviceCode: mapped.serviceCode } : {}),
        ...(mapped.field ? { field: mapped.field } : {}),
        ...(mapped.retryAfter ? { retryAfter: mapped.retryAfter } : {}),
      },
    };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && OPERATION_ERROR_CODES.has(code)) {
    const { stacktrace: _drop, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  log(original);
  return {
    message: DEFAULT_ERROR_MESSAGE,
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

/** A mutation's `userErrors` entry; `values` fill its message's slots, none when left out. */
export type UserError = {
  field?: string | null;
  code: string;
  message: string;
  values?: Readonly<Record<string, string>>;
};

/**
 * A refusal of the contract that the BFF answers itself, before any call (an
 * id that is no id of the right type answers like the service's "not found"),
 * named after the mutation input's field.
 */
export const userErrorOf = (
  definition: ErrorDefinition,
  field: string | null = definition.field ?? null,
): UserError => ({ field, code: definition.code, message: definition.message });

/**
 * Names the mutation input's field on a service refusal that names none: the
 * service's "not found" of an id knows no field, the input calls it by its own
 * (`result.userErrors.map(namingField(billErrors.notFound.code, 'billId'))`).
 */
export const namingField =
  (code: string, field: string) =>
  (error: UserError): UserError =>
    error.code === code && !error.field ? { ...error, field } : error;

/**
 * Runs a mutation's upstream work and turns a business-rule refusal into
 * `userErrors`; auth failures and outages stay GraphQL errors.
 */
export async function withUserErrors<T>(
  work: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; userErrors: UserError[] }> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof UpstreamError && error.isBusinessRule) {
      // Every refusal the service answered, not only its first: four fields at fault are four userErrors.
      return {
        ok: false,
        userErrors: error.allRefusals.map((refusal) => ({
          field: refusal.field ?? null,
          code: refusal.code,
          message: refusal.message,
          ...(refusal.values ? { values: refusal.values } : {}),
        })),
      };
    }
    throw error;
  }
}
