import { sql, type Kysely, type Transaction } from 'kysely';
import type * as Rates from '../../../contracts/invoicing/tax-exchange-rates.js';
import { TAX_RATE_MANUAL } from '../../../contracts/invoicing/tax-exchange-rates.js';
import { describeActivity, recordActivityBy } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { serviceError } from '../../kit/errors.js';
import type { InvoicingDatabase } from '../db-types.js';
import { taxExchangeRateDefinitions, taxExchangeRateErrors as errors } from './errors.js';
import { toRateResponse } from './repository.js';
import { parseKmkNumber, parseTaxRate } from './values.js';

const WRITE = 'invoices:manage';

/**
 * The rate under its update lock, refused unless nothing uses it: no issued
 * invoice of its currency converted at its week, no payment valued at it.
 * The lock conflicts with the share lock an issue or a payment takes as it
 * reads the rate (repository.ts rateForTaxDate), so a document and a
 * correction never cross: one waits for the other, and then either the
 * correction sees the document (and is refused) or the document reads the
 * corrected rate (or, once deleted, none).
 */
async function lockUnused(trx: Transaction<InvoicingDatabase>, organizationId: string, id: string) {
  const rate = await trx
    .selectFrom('tax_exchange_rates')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!rate) throw errors.notFound();
  const { count } = await trx
    .selectFrom((eb) =>
      eb
        .selectFrom('sales_invoices')
        .select(sql<number>`1`.as('one'))
        .where('organization_id', '=', organizationId)
        .where('currency', '=', rate.currency)
        .where('tax_rate_valid_from', '=', rate.valid_from)
        .where('tax_rate', 'is not', null)
        .unionAll(
          eb
            .selectFrom('invoice_payments')
            .select(sql<number>`1`.as('one'))
            .where('organization_id', '=', organizationId)
            .where('tax_exchange_rate_id', '=', id),
        )
        .as('used'),
    )
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) > 0)
    throw serviceError(taxExchangeRateDefinitions.inUse, undefined, {
      currency: rate.currency,
      validFrom: rate.valid_from,
      count,
    });
  return rate;
}

/** How a rate reads in the activity log: `IDR 15875.00 (49/KM.10/KF.4/2024)`. */
const described = (rate: string, source: string | null) =>
  `IDR ${rate} (${source ?? TAX_RATE_MANUAL})`;

/**
 * Corrects a rate entered wrongly (its rupiah rate and its KMK number) that
 * nothing uses yet; the activity log says who changed what from what.
 */
export async function correctTaxRate(
  db: Kysely<InvoicingDatabase>,
  auth: AccessClaims,
  id: string,
  body: Rates.TaxExchangeRateCorrectBody,
): Promise<Rates.TaxExchangeRateResponse> {
  requirePermission(auth, WRITE);
  const rate = parseTaxRate(body.rate);
  if (!rate) throw errors.rate();
  const kmkNumber = parseKmkNumber(body.kmkNumber);
  if (kmkNumber === false) throw errors.kmkNumber();
  return db.transaction().execute(async (trx) => {
    const before = await lockUnused(trx, auth.org, id);
    const after = await trx
      .updateTable('tax_exchange_rates')
      .set({ rate, kmk_number: kmkNumber })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordActivityBy(trx, auth, {
      entity: 'TAX_EXCHANGE_RATE',
      entityId: id,
      action: 'UPDATED',
      description: describeActivity('TAX_EXCHANGE_RATE_CORRECTED', {
        currency: before.currency,
        from: { date: before.valid_from },
        before: described(before.rate, before.kmk_number),
        after: described(after.rate, after.kmk_number),
      }),
      changes: [
        { field: 'rate', before: before.rate, after: after.rate },
        {
          field: 'source',
          before: before.kmk_number ?? TAX_RATE_MANUAL,
          after: after.kmk_number ?? TAX_RATE_MANUAL,
        },
      ],
    });
    return toRateResponse(after);
  });
}

/** Deletes a rate entered wrongly that nothing uses yet, with an activity entry of what it was. */
export async function deleteTaxRate(
  db: Kysely<InvoicingDatabase>,
  auth: AccessClaims,
  id: string,
): Promise<void> {
  requirePermission(auth, WRITE);
  await db.transaction().execute(async (trx) => {
    const rate = await lockUnused(trx, auth.org, id);
    await trx.deleteFrom('tax_exchange_rates').where('id', '=', id).execute();
    await recordActivityBy(trx, auth, {
      entity: 'TAX_EXCHANGE_RATE',
      entityId: id,
      action: 'DELETED',
      description: describeActivity('TAX_EXCHANGE_RATE_DELETED', {
        currency: rate.currency,
        from: { date: rate.valid_from },
        was: described(rate.rate, rate.kmk_number),
      }),
      changes: [{ field: 'rate', before: rate.rate, after: null }],
    });
  });
}
