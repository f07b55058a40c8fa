import type { Kysely } from 'kysely';
import { OUTFLOW_CATEGORIES } from '../../../contracts/treasury/categories.js';
import type {
  ReconciliationSettingsBody,
  ReconciliationSettingsResponse,
} from '../../../contracts/treasury/reconciliations.js';
import { changesBetween, describeActivity, recordActivityBy } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import type { TreasuryDatabase } from '../db-types.js';
import { reconciliationErrors as errors } from './errors.js';

/** Without a setting, a fee-deducted match books its fee as a bank fee. */
const DEFAULT_SETTINGS: ReconciliationSettingsResponse = {
  feeBooking: 'BANK_FEE',
  feeCategory: null,
};

/** The body after its rules: an expense names an outflow category, a bank fee none. */
function checked(body: ReconciliationSettingsBody): ReconciliationSettingsResponse {
  const category = body.feeCategory?.trim() || null;
  if (body.feeBooking === 'BANK_FEE') {
    if (category !== null) throw errors.feeCategoryNotExpense();
    return { feeBooking: 'BANK_FEE', feeCategory: null };
  }
  if (category === null) throw errors.feeCategoryRequired();
  const expense = OUTFLOW_CATEGORIES.find((outflow) => outflow === category);
  if (!expense) throw errors.feeCategoryNotExpense();
  return { feeBooking: 'EXPENSE', feeCategory: expense };
}

/**
 * Where the organisation's fee-deducted matches book their fee (migrations/0055-baseline, reconciliation):
 * read with reconciliation:read (a reviewer sees where accepting books), changed
 * with settings:manage, each change in the activity log. The database applies
 * it to every allocation that books a fee when it is written, by hand, by
 * review or by the auto run alike.
 */
export class ReconciliationSettingsService {
  constructor(private readonly db: Kysely<TreasuryDatabase>) {}

  async get(auth: AccessClaims): Promise<ReconciliationSettingsResponse> {
    requirePermission(auth, 'reconciliation:read');
    return readSettings(this.db, auth.org);
  }

  async update(
    auth: AccessClaims,
    body: ReconciliationSettingsBody,
  ): Promise<ReconciliationSettingsResponse> {
    requirePermission(auth, 'settings:manage');
    const after = checked(body);
    return this.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('reconciliation_settings')
        .select(['fee_booking', 'fee_category'])
        .where('organization_id', '=', auth.org)
        .forUpdate()
        .executeTakeFirst();
      await trx
        .insertInto('reconciliation_settings')
        .values({
          organization_id: auth.org,
          fee_booking: after.feeBooking,
          fee_category: after.feeCategory,
          updated_by: auth.sub,
        })
        .onConflict((conflict) =>
          conflict.column('organization_id').doUpdateSet({
            fee_booking: after.feeBooking,
            fee_category: after.feeCategory,
            updated_by: auth.sub,
            updated_at: new Date(),
          }),
        )
        .execute();
      const previous = before
        ? { feeBooking: before.fee_booking, feeCategory: before.fee_category }
        : DEFAULT_SETTINGS;
      const changes = changesBetween(previous, after, ['feeBooking', 'feeCategory']);
      if (changes.length > 0) {
        await recordActivityBy(trx, auth, {
          entity: 'ORGANIZATION',
          entityId: auth.org,
          action: 'UPDATED',
          description: describeActivity('RECONCILIATION_SETTINGS_CHANGED'),
          changes,
        });
      }
      return after;
    });
  }
}

/** The organisation's setting, or the default. */
export async function readSettings(
  db: Kysely<TreasuryDatabase>,
  organizationId: string,
): Promise<ReconciliationSettingsResponse> {
  const row = await db
    .selectFrom('reconciliation_settings')
    .select(['fee_booking', 'fee_category'])
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return row
    ? {
        feeBooking: row.fee_booking,
        feeCategory: OUTFLOW_CATEGORIES.find((outflow) => outflow === row.fee_category) ?? null,
      }
    : DEFAULT_SETTINGS;
}
