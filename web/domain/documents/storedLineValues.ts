import { fromCents, toCents } from '../../../formats/cents';
import { shareOut, type TaxCode } from '../../../formats/document-totals';
import type { LineKind } from '../../../formats/coretax-units';
import { plainQuantity } from '../../../formats/quantity';
import type { Language } from '../../i18n/language';
import { decimalSeparatorOf, type DocumentLinesValues } from './documentLineValues';

/** A line as a document answers it: what was written, and its whole discount. */
type StoredLine = {
  readonly product: string;
  readonly description: string | null | undefined;
  readonly quantity: string;
  readonly kind: LineKind | '%future added value';
  readonly unit: string;
  readonly unitPrice: { readonly amount: string };
  readonly amount: { readonly amount: string };
  readonly discount: { readonly amount: string };
  readonly discountPercent: string | null | undefined;
  readonly taxCode: TaxCode | '%future added value';
  readonly luxuryRate: string | null | undefined;
  readonly priceIncludesTax: boolean;
};

/** A plain decimal (`2.5`) in the language's writing (`2,5` in Indonesian). */
const written = (plain: string, language: Language) =>
  plainQuantity(plain).replace('.', decimalSeparatorOf(language));

/**
 * A stored document's lines and discount as its form holds them, to edit a
 * draft: each line as written. A line's stored discount holds its share of
 * the document's discount, which the form types on the whole: the shares
 * are taken off again, shared out as the service shared them (in proportion
 * to what each line is worth after its discounts: formats/document-totals.ts
 * `shareOut`), so the form's figures come back to the stored ones. A percent
 * discount is typed as the percent. For prices that include PPN the stored
 * discount is in net terms and is not worked back: such a line starts
 * without its own amount discount (the edit shows the figures before saving).
 */
export function storedLineValues(
  lines: readonly StoredLine[],
  documentDiscount: string,
  language: Language,
): DocumentLinesValues {
  const nets = lines.map((line) => toCents(line.amount.amount) - toCents(line.discount.amount));
  const shares = shareOut(toCents(documentDiscount), nets);
  return {
    documentDiscount: toCents(documentDiscount) === 0n ? '' : documentDiscount,
    pricesIncludeTax: lines.some((line) => line.priceIncludesTax),
    lines: lines.map((line, index) => {
      const own = toCents(line.discount.amount) - shares[index]!;
      const percent = line.discountPercent;
      return {
        product: line.product,
        description: line.description ?? '',
        quantity: written(line.quantity, language),
        unitPrice: line.unitPrice.amount,
        discount: percent
          ? written(percent, language)
          : own > 0n && !line.priceIncludesTax
            ? fromCents(own)
            : '',
        discountMode: percent ? 'PERCENT' : 'AMOUNT',
        luxuryRate: line.luxuryRate ? plainQuantity(line.luxuryRate) : '',
        taxCode: line.taxCode === '%future added value' ? 'PPN' : line.taxCode,
        kind: line.kind === '%future added value' ? 'GOODS' : line.kind,
        unit: line.unit,
      };
    }),
  };
}
