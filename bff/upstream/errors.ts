import { idempotencyErrors } from '../../contracts/common/errors.js';
import { CodedError } from '../../platform/coded-error.js';

/** The service's refusals of an Idempotency-Key (contracts/common/errors.ts): about the request, not the business. */
const IDEMPOTENCY_REFUSALS: ReadonlySet<string> = new Set([
  idempotencyErrors.reused.code,
  idempotencyErrors.inProgress.code,
  idempotencyErrors.answerNotKept.code,
]);

/** An upstream service answered with its error shape `{ error: { code, message, field, values } }`. */
export class UpstreamError extends CodedError {
  override name = 'UpstreamError';

  constructor(
    readonly service: string,
    ...answered: ConstructorParameters<typeof CodedError>
  ) {
    super(...answered);
  }

  /**
   * A rule of the business, fit for a mutation's `userErrors`, as opposed to
   * auth or server trouble: a validation status, or any answer carrying a
   * service code (`U-ACC-AU-1` is a wrong password, not a missing session).
   */
  get isBusinessRule(): boolean {
    return (
      !this.isIdempotencyRefusal &&
      ([400, 409, 422].includes(this.status) || this.code.startsWith('U-'))
    );
  }

  /** The service refused a reused or still-running Idempotency-Key, or one whose answer was not kept: about the request, not the business. */
  get isIdempotencyRefusal(): boolean {
    return IDEMPOTENCY_REFUSALS.has(this.code);
  }
}

/** An upstream service could not be reached, timed out or failed with a 5xx. */
export class UpstreamUnavailableError extends Error {
  constructor(
    readonly service: string,
    readonly reason: string,
  ) {
    super(`The ${service} service is unavailable.`);
    this.name = 'UpstreamUnavailableError';
  }
}
