/**
 * PPh 23 a buyer withholds from what it pays for services, in one place for
 * the web's payment form (shown before saving) and the invoicing service
 * (what it records): 2% of the gross amount before PPN, and 100% more (4%)
 * when the one paid has no NPWP (Law 36/2008 on income tax, Article 23 (1)
 * c and (1a); the services it covers: PMK 141/PMK.03/2015). The gross amount
 * is the tax base (DPP) of the invoice's service lines; the one paid is the
 * invoice's seller as issued. Exact: integer sen, rounded half up to the sen.
 *
 * @example pph23Of(['1000000.00', '250000.50'], pph23Rate(true)) // { base: '1250000.50', rate: '2.00', amount: '25000.01' }
 */
import { fromCents, toCents } from './cents.js';

/** The rate on services when the seller has an NPWP, percent. */
export const PPH_23_RATE = '2.00';
/** The rate when the seller has none: 100% more (Article 23 (1a)), percent. */
export const PPH_23_RATE_WITHOUT_NPWP = '4.00';

/** The rate for a seller with or without an NPWP. */
export function pph23Rate(sellerHasTaxNumber: boolean): string {
  return sellerHasTaxNumber ? PPH_23_RATE : PPH_23_RATE_WITHOUT_NPWP;
}

/** What is withheld of `base` at `rate` percent (both decimal strings), to the sen, half up. */
export function pph23Amount(base: string, rate: string): string {
  // Cents x rate in hundredths of a percent: divided by 100 x 100.
  const scaled = toCents(base) * toCents(rate);
  return fromCents((scaled + 5_000n) / 10_000n);
}

/** The PPh 23 of an invoice: its service lines' tax bases summed, at the rate its seller decides (`pph23Rate`), and the amount. */
export function pph23Of(
  serviceTaxBases: readonly string[],
  rate: string,
): { base: string; rate: string; amount: string } {
  const base = fromCents(serviceTaxBases.reduce((sum, line) => sum + toCents(line), 0n));
  return { base, rate, amount: pph23Amount(base, rate) };
}
