/**
 * The figures of a document's lines and of the document (orders, receipts,
 * invoices, credit memos), computed as DJP's Coretax computes a tax invoice's
 * and in one place for the web form and the invoicing service alike. Exact:
 * money in integer sen and quantities in ten-thousandths, as `bigint`; never
 * a float.
 *
 * Per line (the fields of Coretax's e-Faktur `GoodService`):
 * - tax base (`TaxBase`, DPP) = unit price x quantity - discount;
 * - other tax base (`OtherTaxBase`, DPP nilai lain) = 11/12 of the tax base
 *   for goods and services that are not luxury goods (PMK 131/2024, article 3),
 *   the whole tax base for luxury goods (article 2);
 * - VAT (`VAT`, PPN) = 12% (`VATRate`, UU HPP) of the rounded other tax base;
 * - each figure rounded to the sen, half up.
 * The document's figures are the sums of its lines': its PPN is never the
 * total taxed again. A discount on the whole document is shared out over the
 * lines' discounts in proportion to what each line is worth (Coretax has no
 * document discount and refuses a negative line), to the sen.
 */
import { fromCents, toCents } from './cents.js';

/**
 * How a line is taxed: PPN on 11/12 of its base (goods and services that are
 * not luxury goods, the usual case), PPN on its whole base (luxury goods), or
 * no PPN (not subject to it, or exempt).
 */
export const TAX_CODES = ['PPN', 'PPN_LUXURY', 'NO_PPN'] as const;
export type TaxCode = (typeof TAX_CODES)[number];

/** PPN's rate, percent (UU 7/2021 "HPP", article 7: 12% from 1 January 2025). */
export const PPN_RATE_PERCENT = 12;

/** Digits a quantity may have after its decimal point (`1.2345` kg). */
export const QUANTITY_DECIMALS = 4;

/** The most a quantity, a unit price or a line may hold: what NUMERIC(20,2) holds, 18 integer digits. */
const MAX_INTEGER_DIGITS = 18;

const QUANTITY_SCALE = 10n ** BigInt(QUANTITY_DECIMALS);
const MAX_CENTS = 10n ** BigInt(MAX_INTEGER_DIGITS + 2) - 1n;

/** A line as it is written: decimal strings, as on the wire. */
export type LineInput = {
  quantity: string;
  unitPrice: string;
  /** The line's own discount, an amount (`"0.00"` when none). */
  discount: string;
  taxCode: TaxCode;
};

/** A line's figures, decimal strings with two fraction digits. */
export type LineFigures = {
  /** Unit price x quantity. */
  amount: string;
  /** The line's discount, with its share of the document's discount. */
  discount: string;
  taxBase: string;
  otherTaxBase: string;
  /** 12 for a line with PPN, 0 for one without. */
  vatRate: number;
  vat: string;
  /** Tax base plus VAT. */
  total: string;
};

/** A document's figures: each the sum of its lines'. */
export type DocumentTotals = {
  lines: LineFigures[];
  /** The lines' amounts before any discount. */
  subtotal: string;
  /** Every discount: the lines' own and the document's. */
  discount: string;
  taxBase: string;
  otherTaxBase: string;
  vat: string;
  /** Tax base plus VAT: what the buyer owes. */
  grandTotal: string;
};

/**
 * What is wrong with a line, if anything: a quantity that is not a number
 * above zero with at most four decimals, a unit price that is not an amount
 * (zero or more, two decimals at most), a discount that is not an amount or is
 * more than the line's amount, or a line too large to hold.
 */
export type LineIssue = 'QUANTITY' | 'UNIT_PRICE' | 'DISCOUNT' | 'DISCOUNT_OVER_LINE' | 'TOO_LARGE';

/** The field of a line each issue is about (a line too large to hold: its unit price). */
export const LINE_ISSUE_FIELD = {
  QUANTITY: 'quantity',
  UNIT_PRICE: 'unitPrice',
  DISCOUNT: 'discount',
  DISCOUNT_OVER_LINE: 'discount',
  TOO_LARGE: 'unitPrice',
} as const satisfies Record<LineIssue, keyof LineInput>;

/**
 * What is wrong with a document as a whole, if anything: its discount is not an
 * amount, or is more than its lines are worth after their own discounts, or
 * its total is more than an amount may hold.
 */
export type DocumentIssue = 'DISCOUNT' | 'DISCOUNT_OVER_TOTAL' | 'TOO_LARGE';

/** A problem of one line (`line` counts from 0) or of the document. */
export type DocumentProblem =
  { line: number; issue: LineIssue } | { line: null; issue: DocumentIssue };

/** `n / d` rounded to the nearest integer, half up, for `n >= 0` and `d > 0`. */
const divideHalfUp = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);

/** A decimal string with at most `decimals` fraction digits as an integer of that scale, or null. */
function scaled(text: string, decimals: number): bigint | null {
  const match = /^(\d{1,18})(?:\.(\d+))?$/.exec(text.trim());
  if (!match || (match[2]?.length ?? 0) > decimals) return null;
  return BigInt(match[1]! + (match[2] ?? '').padEnd(decimals, '0'));
}

/** A line's quantity in ten-thousandths, its unit price and discount in sen, or its issue. */
function readLine(
  line: LineInput,
): { quantity: bigint; unitPrice: bigint; discount: bigint } | LineIssue {
  const quantity = scaled(line.quantity, QUANTITY_DECIMALS);
  if (quantity === null || quantity === 0n) return 'QUANTITY';
  const unitPrice = scaled(line.unitPrice, 2);
  if (unitPrice === null) return 'UNIT_PRICE';
  const discount = scaled(line.discount, 2);
  if (discount === null) return 'DISCOUNT';
  return { quantity, unitPrice, discount };
}

/** Unit price x quantity, in sen, rounded half up. */
const amountOf = (line: { quantity: bigint; unitPrice: bigint }) =>
  divideHalfUp(line.unitPrice * line.quantity, QUANTITY_SCALE);

/** A line read and checked: its quantity, unit price, discount and amount (unit price x quantity), or its issue. */
function checkedLine(
  line: LineInput,
): { quantity: bigint; unitPrice: bigint; discount: bigint; amount: bigint } | LineIssue {
  const read = readLine(line);
  if (typeof read === 'string') return read;
  const amount = amountOf(read);
  if (amount > MAX_CENTS) return 'TOO_LARGE';
  return read.discount > amount ? 'DISCOUNT_OVER_LINE' : { ...read, amount };
}

/** Whether `text` is a quantity a line may have: a decimal above 0 with at most four decimals. */
export function isQuantity(text: string): boolean {
  const quantity = scaled(text, QUANTITY_DECIMALS);
  return quantity !== null && quantity > 0n;
}

/** The line's issue, or null when its figures can be computed. */
export function lineIssue(line: LineInput): LineIssue | null {
  const checked = checkedLine(line);
  return typeof checked === 'string' ? checked : null;
}

/**
 * Shares `discount` sen out over lines worth `worths` sen, in proportion, to
 * the sen: each line its share rounded down, then the sen left over one each
 * to the lines with the largest remainders (the first of equal ones). No
 * line's share is more than it is worth while the discount is not more than
 * all of them together.
 */
export function shareOut(discount: bigint, worths: readonly bigint[]): bigint[] {
  const total = worths.reduce((sum, worth) => sum + worth, 0n);
  if (discount === 0n || total === 0n) return worths.map(() => 0n);
  const shares = worths.map((worth) => (discount * worth) / total);
  const remainders = worths.map((worth, index) => ({
    index,
    remainder: (discount * worth) % total,
  }));
  let left = discount - shares.reduce((sum, share) => sum + share, 0n);
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const { index } of remainders) {
    if (left === 0n) break;
    shares[index]! += 1n;
    left -= 1n;
  }
  return shares;
}

/** A line's tax figures in sen from its tax base. */
function taxOf(taxBase: bigint, taxCode: TaxCode) {
  const otherTaxBase = taxCode === 'PPN' ? divideHalfUp(taxBase * 11n, 12n) : taxBase;
  const vatRate = taxCode === 'NO_PPN' ? 0 : PPN_RATE_PERCENT;
  return { otherTaxBase, vatRate, vat: divideHalfUp(otherTaxBase * BigInt(vatRate), 100n) };
}

/**
 * The PPN a line of `taxBase` would carry under `taxCode` (its other tax
 * base, rate and VAT, as a line of that code computes them): what a faktur of
 * code 07 or 08 states for a sale whose PPN is not collected or exempt.
 */
export function taxFiguresOf(
  taxBase: string,
  taxCode: TaxCode,
): { otherTaxBase: string; vatRate: number; vat: string } {
  const { otherTaxBase, vatRate, vat } = taxOf(toCents(taxBase), taxCode);
  return { otherTaxBase: fromCents(otherTaxBase), vatRate, vat: fromCents(vat) };
}

/**
 * The figures of a document's lines and its totals, or the first problem met:
 * lines in order, then the document. One pass, for a caller that refuses the
 * problem and keeps the figures (the invoicing service); `documentProblem`
 * and `documentTotals` answer one side each.
 */
export function documentFigures(
  lines: readonly LineInput[],
  documentDiscount: string,
): DocumentTotals | DocumentProblem {
  const read: Exclude<ReturnType<typeof checkedLine>, LineIssue>[] = [];
  for (const [index, line] of lines.entries()) {
    const checked = checkedLine(line);
    if (typeof checked === 'string') return { line: index, issue: checked };
    read.push(checked);
  }
  const discount = scaled(documentDiscount, 2);
  if (discount === null) return { line: null, issue: 'DISCOUNT' };
  const amounts = read.map((line) => line.amount);
  const worths = read.map((line, index) => amounts[index]! - line.discount);
  if (discount > worths.reduce((sum, worth) => sum + worth, 0n))
    return { line: null, issue: 'DISCOUNT_OVER_TOTAL' };
  const shares = shareOut(discount, worths);
  const sums = { subtotal: 0n, discount: 0n, taxBase: 0n, otherTaxBase: 0n, vat: 0n };
  const figures = read.map((line, index) => {
    const amount = amounts[index]!;
    const lineDiscount = line.discount + shares[index]!;
    const taxBase = amount - lineDiscount;
    const { otherTaxBase, vatRate, vat } = taxOf(taxBase, lines[index]!.taxCode);
    sums.subtotal += amount;
    sums.discount += lineDiscount;
    sums.taxBase += taxBase;
    sums.otherTaxBase += otherTaxBase;
    sums.vat += vat;
    return {
      amount: fromCents(amount),
      discount: fromCents(lineDiscount),
      taxBase: fromCents(taxBase),
      otherTaxBase: fromCents(otherTaxBase),
      vatRate,
      vat: fromCents(vat),
      total: fromCents(taxBase + vat),
    };
  });
  if (sums.subtotal > MAX_CENTS || sums.taxBase + sums.vat > MAX_CENTS)
    return { line: null, issue: 'TOO_LARGE' };
  return {
    lines: figures,
    subtotal: fromCents(sums.subtotal),
    discount: fromCents(sums.discount),
    taxBase: fromCents(sums.taxBase),
    otherTaxBase: fromCents(sums.otherTaxBase),
    vat: fromCents(sums.vat),
    grandTotal: fromCents(sums.taxBase + sums.vat),
  };
}

/** The first problem of a document's lines and discount (lines in order, then the document), or null. */
export function documentProblem(
  lines: readonly LineInput[],
  documentDiscount = '0.00',
): DocumentProblem | null {
  const result = documentFigures(lines, documentDiscount);
  return 'issue' in result ? result : null;
}

/**
 * The figures of a document's lines and its totals. Throws on a document with
 * a problem (`documentProblem`): check it first, where the input is read.
 */
export function documentTotals(
  lines: readonly LineInput[],
  documentDiscount = '0.00',
): DocumentTotals {
  const result = documentFigures(lines, documentDiscount);
  if ('issue' in result)
    throw new Error(
      `${result.line === null ? 'document' : `line ${result.line + 1}`}: ${result.issue}`,
    );
  return result;
}

/** An invoice line as a return takes a share of it: its quantity, tax base, discount and how it is taxed. */
export type ReturnableLine = {
  quantity: string;
  taxBase: string;
  discount: string;
  taxCode: TaxCode;
};

/**
 * The figures of `returned` of a line of which `returnedBefore` was returned
 * already (a credit memo's line for the nota retur). One rule, counted on the
 * quantity returned so far: the tax base and discount returned up to a
 * quantity are the line's in proportion, rounded half up to the sen, and
 * their other tax base and PPN are computed from that tax base as a line's
 * are; a return's figures are what they are after it less what they were
 * before it. So a return of the whole line is the line exactly, and the
 * returns of a line, however split, add up to it to the sen (never more PPN
 * credited than was charged). Each figure only grows with the quantity, so a
 * return's other tax base is never more than its tax base. The caller checks
 * the quantities (`isQuantity`, at most what is left).
 */
export function returnedFigures(
  line: ReturnableLine,
  returnedBefore: string,
  returned: string,
): LineFigures {
  const sold = scaled(line.quantity, QUANTITY_DECIMALS)!;
  const before = scaled(returnedBefore, QUANTITY_DECIMALS)!;
  const after = before + scaled(returned, QUANTITY_DECIMALS)!;
  const upTo = (quantity: bigint) => {
    const taxBase = divideHalfUp(toCents(line.taxBase) * quantity, sold);
    const discount = divideHalfUp(toCents(line.discount) * quantity, sold);
    return { taxBase, discount, ...taxOf(taxBase, line.taxCode) };
  };
  const [from, to] = [upTo(before), upTo(after)];
  const taxBase = to.taxBase - from.taxBase;
  const discount = to.discount - from.discount;
  const vat = to.vat - from.vat;
  return {
    amount: fromCents(taxBase + discount),
    discount: fromCents(discount),
    taxBase: fromCents(taxBase),
    otherTaxBase: fromCents(to.otherTaxBase - from.otherTaxBase),
    vatRate: to.vatRate,
    vat: fromCents(vat),
    total: fromCents(taxBase + vat),
  };
}
