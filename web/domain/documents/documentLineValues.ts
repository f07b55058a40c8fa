import { getIn, setIn, type FormikErrors } from 'formik';
import { parseWrittenAmount } from '../../../formats/amount';
import {
  documentFigures,
  LINE_ISSUE_FIELD,
  lineIssue,
  type DocumentIssue,
  type DocumentTotals,
  type LineInput,
  type LineIssue,
  type TaxCode,
} from '../../../formats/document-totals';
import { DEFAULT_CORETAX_UNIT, type LineKind } from '../../../formats/coretax-units';
import { compareQuantities, parseWrittenQuantity } from '../../../formats/quantity';
import { formatDecimal } from '../../i18n/format';
import type { Language } from '../../i18n/language';

/** The most lines a document may have (the invoicing service's limit). */
export const MAX_DOCUMENT_LINES = 500;

/**
 * The invoicing service's code for each problem of a line or of a document
 * (contracts' `LINE_ISSUE_ERRORS`, `DOCUMENT_ISSUE_ERRORS`; the test beside
 * this file holds them equal), the catalogue's key of its words.
 */
export const LINE_ISSUE_CODE: Record<LineIssue, string> = {
  QUANTITY: 'U-INV-DOC-2',
  UNIT_PRICE: 'U-INV-DOC-3',
  DISCOUNT: 'U-INV-DOC-4',
  DISCOUNT_PERCENT: 'U-INV-DOC-22',
  LUXURY_RATE: 'U-INV-DOC-24',
  DISCOUNT_OVER_LINE: 'U-INV-DOC-5',
  TOO_LARGE: 'U-INV-DOC-6',
};
export const DOCUMENT_ISSUE_CODE: Record<DocumentIssue, string> = {
  DISCOUNT: 'U-INV-DOC-7',
  DISCOUNT_OVER_TOTAL: 'U-INV-DOC-8',
  TOO_LARGE: 'U-INV-DOC-6',
};
/** No lines, or too many; a line without its product. */
export const NO_LINES_CODE = 'U-INV-DOC-1';
export const NO_PRODUCT_CODE = 'U-INV-DOC-11';

/** How a line's discount is typed: an amount in the document's currency, or a percent of unit price x quantity. */
export type DiscountMode = 'AMOUNT' | 'PERCENT';

/** A line as the form holds it: text as typed, in the language's writing. */
export type DocumentLineValues = {
  product: string;
  description: string;
  quantity: string;
  unitPrice: string;
  /** The discount as typed: an amount or a percent, as `discountMode` says. */
  discount: string;
  discountMode: DiscountMode;
  /** A luxury line's PPnBM rate (`20`), `''` for none. */
  luxuryRate: string;
  taxCode: TaxCode;
  /** Goods or a service, and the unit its quantity is counted in (a code of DJP's list). */
  kind: LineKind;
  unit: string;
};

/**
 * What a document form holds of its lines: the lines, a discount on the
 * whole, and whether the prices typed include PPN (the figures are then
 * worked back from them).
 */
export type DocumentLinesValues = {
  lines: DocumentLineValues[];
  documentDiscount: string;
  pricesIncludeTax: boolean;
};

/** A new, empty line: goods counted in units, PPN on 11/12 of their base, the usual case. */
export const emptyLine = (): DocumentLineValues => ({
  product: '',
  description: '',
  quantity: '1',
  unitPrice: '',
  discount: '',
  discountMode: 'AMOUNT',
  luxuryRate: '',
  taxCode: 'PPN',
  kind: 'GOODS',
  unit: DEFAULT_CORETAX_UNIT,
});

/** The decimal separator of a language's writing: `,` in Indonesian, `.` in English. */
export const decimalSeparatorOf = (language: Language) => (language === 'id' ? ',' : '.');

/** An amount as typed, canonical when it reads as one; as typed otherwise, for the rules to refuse. */
const amountOf = (text: string) =>
  text.trim() === '' ? '0.00' : (parseWrittenAmount(text) ?? text.trim());

/**
 * A percent as typed, canonical when it reads as a number (`12,5` in
 * Indonesian is `12.5`), as typed otherwise for the rules to refuse; null
 * when none is typed.
 */
const percentOf = (text: string, language: Language) =>
  text.trim() === ''
    ? null
    : (parseWrittenQuantity(text, decimalSeparatorOf(language), 2) ?? text.trim());

/** A line as the API takes it (and formats/document-totals.ts reads it): canonical decimals. */
export function lineInputOf(line: DocumentLineValues, language: Language) {
  const percent = line.discountMode === 'PERCENT';
  const discount = percent ? '0.00' : amountOf(line.discount);
  return {
    product: line.product.trim(),
    description: line.description.trim() || null,
    quantity:
      parseWrittenQuantity(line.quantity, decimalSeparatorOf(language)) ?? line.quantity.trim(),
    unitPrice: line.unitPrice.trim() === '' ? '' : amountOf(line.unitPrice),
    discount: discount === '0.00' ? null : discount,
    discountPercent: percent ? percentOf(line.discount, language) : null,
    taxCode: line.taxCode,
    // A rate left chosen when the line is no longer luxury goods is not sent.
    luxuryRate: line.taxCode === 'PPN_LUXURY' && line.luxuryRate ? line.luxuryRate : null,
    kind: line.kind,
    unit: line.unit,
  };
}

/** The figures' input of a line: its discount `0.00` when none, its price with PPN in it where the form says so. */
const figuresInputOf = (
  line: DocumentLineValues,
  language: Language,
  priceIncludesTax: boolean,
): LineInput => {
  const input = lineInputOf(line, language);
  return { ...input, discount: input.discount ?? '0.00', priceIncludesTax };
};

/** The document discount as the API takes it: null when none. */
export function documentDiscountOf(values: DocumentLinesValues): string | null {
  const discount = amountOf(values.documentDiscount);
  return discount === '0.00' ? null : discount;
}

/**
 * The figures of the lines as typed, computed as the invoicing service will
 * (formats/document-totals.ts), or null while a line or the discount does
 * not read: what the form shows live.
 */
export function liveFigures(
  values: DocumentLinesValues,
  language: Language,
): DocumentTotals | null {
  if (values.lines.length === 0) return null;
  const result = documentFigures(
    values.lines.map((line) => figuresInputOf(line, language, values.pricesIncludeTax)),
    documentDiscountOf(values) ?? '0.00',
  );
  return 'issue' in result ? null : result;
}

/**
 * The form's field of a line's field as the API names it: the percent is
 * typed in the discount's own field, with the Rp/% switch beside it.
 */
export const lineFieldOf = (field: string) => (field === 'discountPercent' ? 'discount' : field);

/** A refusal's message in the form's language, its `{line}` filled in. */
type MessageOf = (code: string, values?: Record<string, string | number>) => string;

/**
 * The rules the service applies to lines and discount, each on the field at
 * fault with the service's words: 1 to 500 lines, each naming its product,
 * each line's quantity, unit price and discount, then the document's discount.
 */
export function documentLinesErrors<Values extends DocumentLinesValues>(
  values: Values,
  language: Language,
  message: MessageOf,
): FormikErrors<Values> {
  let errors: FormikErrors<Values> = {};
  const put = (path: string, text: string) => {
    if (!getIn(errors, path)) errors = setIn(errors, path, text) as FormikErrors<Values>;
  };
  if (values.lines.length === 0 || values.lines.length > MAX_DOCUMENT_LINES)
    return { lines: message(NO_LINES_CODE) } as FormikErrors<Values>;
  values.lines.forEach((line, index) => {
    const at = { line: index + 1 };
    if (line.product.trim() === '') put(`lines.${index}.product`, message(NO_PRODUCT_CODE, at));
    const issue = lineIssue(figuresInputOf(line, language, values.pricesIncludeTax));
    if (issue)
      put(
        `lines.${index}.${lineFieldOf(LINE_ISSUE_FIELD[issue])}`,
        message(LINE_ISSUE_CODE[issue], at),
      );
  });
  if (Object.keys(errors).length > 0) return errors;
  const result = documentFigures(
    values.lines.map((line) => figuresInputOf(line, language, values.pricesIncludeTax)),
    documentDiscountOf(values) ?? '0.00',
  );
  if ('issue' in result && result.line === null)
    put('documentDiscount', message(DOCUMENT_ISSUE_CODE[result.issue]));
  return errors;
}

/**
 * The quantities typed against an order's lines (a receipt's, an invoice's)
 * that are above zero, as the API takes them, each with its place in the
 * form (`index`), where the service's refusal of it lands.
 */
export function quantitiesTaken(
  lines: readonly { orderLine: number; quantity: string }[],
  language: Language,
) {
  return lines.flatMap((line, index) => {
    const quantity = parseWrittenQuantity(line.quantity, decimalSeparatorOf(language));
    return quantity && compareQuantities(quantity, '0') > 0
      ? [{ index, orderLine: line.orderLine, quantity }]
      : [];
  });
}

/**
 * All that is left of each of an order's lines, as the quantities a
 * receipt's or an invoice's form starts from (what quantitiesTaken reads
 * back once typed).
 */
export function quantitiesLeft(
  lines: readonly { position: number; remaining: string }[],
  language: Language,
): { orderLine: number; quantity: string }[] {
  return lines.map((line) => ({
    orderLine: line.position,
    quantity: formatDecimal(line.remaining, language),
  }));
}
