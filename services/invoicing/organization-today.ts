import { dateIn } from '../../formats/calendar.js';
import type { AccountClient, OnBehalfOf } from '../kit/account-client.js';

/** "Today" for the caller's organisation, YYYY-MM-DD. */
export type OrganizationToday = (caller: OnBehalfOf) => Promise<string>;

/**
 * The one way the invoicing service decides "today": the date, at `now`, in
 * the time zone the organisation's account settings carry (Asia/Jakarta
 * unless it chose another, as the web shows its dates), asked of the account
 * service with the caller's token. A goods receipt or a payment dated after
 * it is refused; in Asia/Jayapura a day starts two hours before Jakarta's.
 */
export function organizationToday(
  account: AccountClient,
  now: () => Date = () => new Date(),
): OrganizationToday {
  return async (caller) => dateIn((await account.settings(caller)).timeZone, now());
}
