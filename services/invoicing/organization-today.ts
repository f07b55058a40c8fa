import { dateIn } from '../../formats/calendar.js';
import type { Kysely } from 'kysely';
import type { OrganizationSettingsResponse } from '../../contracts/account/organizations.js';
import { AccountClient, type OnBehalfOf } from '../kit/account-client.js';
import type { InvoicingDatabase } from './db-types.js';

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

/**
 * The account client of the invoicing service: as any, and each time the
 * account service answers an organisation's settings, its time zone is kept
 * (`organization_time_zones`) for the jobs that have no caller to ask with
 * (sales-invoices/overdue.ts). Written only when it changed, as this
 * instance last saw it; another instance's write of the same zone is a no-op.
 */
export class TimeZoneKeepingAccountClient extends AccountClient {
  private readonly seen = new Map<string, string>();

  constructor(
    accountUrl: string,
    private readonly db: Kysely<InvoicingDatabase>,
  ) {
    super(accountUrl);
  }

  override async settings(caller: OnBehalfOf): Promise<OrganizationSettingsResponse> {
    const settings = await super.settings(caller);
    const { organizationId } = caller;
    if (this.seen.get(organizationId) !== settings.timeZone) {
      await this.db
        .insertInto('organization_time_zones')
        .values({ organization_id: organizationId, time_zone: settings.timeZone })
        .onConflict((conflict) =>
          conflict
            .column('organization_id')
            .doUpdateSet({ time_zone: settings.timeZone, updated_at: new Date() }),
        )
        .execute();
      this.seen.set(organizationId, settings.timeZone);
    }
    return settings;
  }
}
