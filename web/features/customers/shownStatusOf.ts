/**
 * The status a customer shows: an invitation past its date reads Expired
 * even when the service has not marked it yet (the link no longer works).
 *
 * @example shownStatusOf('INVITED', true) // 'EXPIRED'
 */
export function shownStatusOf(status: string, invitationExpired: boolean): string {
  return status === 'INVITED' && invitationExpired ? 'EXPIRED' : status;
}
