import { expect } from 'vitest';
import { defineSeed } from './seeds.js';

/**
 * A kurs pajak of their table (KMK 49/KM.10/KF.4/2024's USD 15,875.00), whose
 * id (the service's, `TaxExchangeRate.id`) names it for a correction or a
 * deletion; neither may touch it from another organisation.
 */
export default defineSeed({
  otherKinds: ['TaxExchangeRate'],
  async make({ browser }) {
    const entered = await browser.data<{
      taxExchangeRateCreate: { taxExchangeRate: { id: string } };
    }>(
      'mutation ($input: TaxExchangeRateCreateInput!) { taxExchangeRateCreate(input: $input) { taxExchangeRate { id } } }',
      {
        input: {
          currency: 'USD',
          validFrom: '2024-11-27',
          rate: '15875.00',
          kmkNumber: '49/KM.10/KF.4/2024',
        },
      },
    );
    return { TaxExchangeRate: entered.taxExchangeRateCreate.taxExchangeRate.id };
  },
  async unchanged(system, made) {
    expect(
      await system.invoicing.db
        .selectFrom('tax_exchange_rates')
        .select(['rate', 'kmk_number'])
        .where('id', '=', made.TaxExchangeRate!)
        .execute(),
    ).toEqual([{ rate: '15875.00', kmk_number: '49/KM.10/KF.4/2024' }]);
  },
});
