/**
 * An error in the shape every service answers with (contracts' `ErrorResponse`):
 * its HTTP status, its code (`U-TRSY-CP-2`), its message, the field it is
 * about and what fills the message's `{name}` slots. A service throws it as
 * a ServiceError; the BFF reads a service's answer back as an UpstreamError.
 */
export class CodedError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** What fills the message's `{name}` slots, answered beside it. */
    readonly values?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}
