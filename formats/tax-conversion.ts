/**
 * A foreign-currency document's tax figures in rupiah, as the tax invoice
 * writes them. PP 44 Tahun 2022 Pasal 21: when a delivery is priced in a
 * currency other than rupiah, the PPN (and PPnBM) due is computed in rupiah
 * at the Minister of Finance's rate (the weekly KMK "Nilai kurs sebagai dasar
 * pelunasan bea masuk, PPN dan PPnBM, bea keluar, dan PPh") valid when the
 * tax invoice is, or should have been, made; the tax invoice is written in
 * rupiah (UU KUP Pasal 28 ayat 5, as DJP's S-731/PJ.52/1994 reads it).
 *
 * Each line's tax base (DPP) is converted at the rate and rounded to the sen,
 * half up; its other tax base (11/12, PMK 131/2024) and PPN (12%) are then
 * computed on the rupiah base by the documents' own totals
 * (document-totals.ts), line by line as Coretax checks a line, and the
 * document's are the sums of its lines'. Odoo's l10n_id_efaktur_coretax writes
 * the lines' own amounts to the e-Faktur without converting them; we convert
 * them, as the regulation says the tax invoice's figures are in rupiah.
 */
import Decimal from 'decimal.js';
import { documentTotals, type TaxCode } from './document-totals.js';

/** A line's tax base in the document's currency and how it is taxed. */
export type ForeignLine = { taxBase: string; taxCode: TaxCode };

/** A line's rupiah figures: tax base, other tax base and PPN, decimal strings to the sen. */
export type RupiahLine = { taxBase: string; otherTaxBase: string; vat: string };

/**
 * The rupiah tax figures of a document priced in a foreign currency, at
 * `rate` rupiah per unit: per line and summed.
 *
 * @example rupiahTaxFigures([{ taxBase: '1000.00', taxCode: 'PPN' }], '15875.00') // { lines: [{ taxBase: '15875000.00', otherTaxBase: '14552083.33', vat: '1746250.00' }], taxBase: '15875000.00', otherTaxBase: '14552083.33', vat: '1746250.00' }
 */
export function rupiahTaxFigures(
  lines: readonly ForeignLine[],
  rate: string,
): { lines: RupiahLine[]; taxBase: string; otherTaxBase: string; vat: string } {
  const totals = documentTotals(
    lines.map((line) => ({
      quantity: '1',
      unitPrice: new Decimal(line.taxBase).times(rate).toFixed(2, Decimal.ROUND_HALF_UP),
      discount: '0.00',
      taxCode: line.taxCode,
    })),
  );
  return {
    lines: totals.lines.map(({ taxBase, otherTaxBase, vat }) => ({ taxBase, otherTaxBase, vat })),
    taxBase: totals.taxBase,
    otherTaxBase: totals.otherTaxBase,
    vat: totals.vat,
  };
}

/** A line as the e-Faktur writes it: unit price, quantity, discount and the tax figures. */
export type ForeignCoretaxLine = ForeignLine & { unitPrice: string; quantity: string };

/**
 * A foreign-currency line's e-Faktur values in rupiah: its tax figures as
 * `rupiahTaxFigures` converts them, its unit price at the rate (to the sen,
 * half up, or the least price whose amount reaches the converted tax base,
 * so that the discount is never negative), and its discount what makes
 * Coretax's check hold exactly: tax base = price x quantity - discount.
 *
 * @example rupiahCoretaxLine({ unitPrice: '123.45', quantity: '10', taxBase: '1234.50', taxCode: 'PPN' }, '15875.00') // { unitPrice: '1959768.75', discount: '0.00', taxBase: '19597687.50', otherTaxBase: '17964546.88', vat: '2155745.63' }
 */
export function rupiahCoretaxLine(line: ForeignCoretaxLine, rate: string) {
  const [figures] = rupiahTaxFigures([line], rate).lines as [RupiahLine];
  const quantity = new Decimal(line.quantity);
  const atRate = new Decimal(line.unitPrice).times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const least = new Decimal(figures.taxBase).div(quantity).toDecimalPlaces(2, Decimal.ROUND_UP);
  const unitPrice = Decimal.max(atRate, least);
  const amount = unitPrice.times(quantity).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return {
    unitPrice: unitPrice.toFixed(2),
    discount: amount.minus(figures.taxBase).toFixed(2),
    ...figures,
  };
}
