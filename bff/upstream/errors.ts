import { idempotencyErrors, type Refusal } from '../../contracts/common/errors.js';
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
   * Every refusal the service answered (its body's `errors`, this error's own
   * first): a body that broke four rules is four `userErrors`.
   */
  refusals: readonly Refusal[] = [];

  /** This error, carrying the service's list of refusals when it answered one. */
  withRefusals(refusals: readonly Refusal[] | undefined): this {
    if (refusals?.length) this.refusals = refusals;
    return this;
  }

  /** The refusals to answer: the service's list, or this error alone. */
  get allRefusals(): readonly Refusal[] {
    if (this.refusals.length) return this.refusals;
    return [
      {
        code: this.code,
        message: this.message,
        ...(this.field ? { field: this.field } : {}),
        ...(this.values ? { values: this.values } : {}),
      },
    ];
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
