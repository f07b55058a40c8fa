/**
 * The figures of a document's lines and of the document (orders, receipts,
 * invoices, credit memos), computed as DJP's Coretax computes a tax invoice's
 * and in one place for the web form and the invoicing service alike. Exact:
 * money in integer sen and quantities in ten-thousandths, as `bigint`; never
 * a float.
 *
 * Per line (the fields of Coretax's e-Faktur `GoodService`):
 * - discount (`TotalDiscount`) = the amount written, plus the percent
 *   written of unit price x quantity, rounded half up to the sen in one step
 *   as Odoo's l10n_id_efaktur_coretax computes `TotalDiscount`
 *   (`round(discount * price_unit * quantity / 100)`, models/account_move_line.py);
 * - tax base (`TaxBase`, DPP) = unit price x quantity - discount;
 * - other tax base (`OtherTaxBase`, DPP nilai lain) = 11/12 of the tax base
 *   for goods and services that are not luxury goods (PMK 131/2024, article 3),
 *   the whole tax base for luxury goods (article 2);
 * - VAT (`VAT`, PPN) = 12% (`VATRate`, UU HPP) of the rounded other tax base;
 * - each figure rounded to the sen, half up.
 * A line whose price includes PPN (`priceIncludesTax`) is worked back from
 * the gross written (unit price x quantity less discount, PPN in them): its
 * tax base is the largest whose gross, with PPN computed as above, is not
 * more than the gross written (`baseInGross`). Its PPN stays Coretax's
 * figure for that base, so the line's total is the gross written to the sen,
 * except where no base reaches it (the gross steps 2 sen when PPN steps a
 * sen: about one gross in nine), where it is one sen less: a buyer is never
 * charged above the price written, and Coretax's PPN check holds on every
 * line. Odoo's l10n_id_efaktur_coretax does it the other way round: it takes
 * the base as the price less the tax its tax engine finds in it
 * (`compute_all(price_unit)['total_excluded']`, models/account_move_line.py)
 * and then writes VAT anew from that base, so its file can differ from its
 * invoice by a sen; its test_efaktur_tax_include (111,000 with PPN in it:
 * Price and TaxBase 100,000, VAT 11,000) and test_efaktur_tax_include_with_discount
 * (10% off: TotalDiscount 10,000, TaxBase 90,000, VAT 9,900) come out the same
 * here. The e-Faktur's `Price` is then the unit price without PPN, rounded up
 * to the sen (`netUnitPrice`), and `TotalDiscount` what makes price x quantity
 * less discount the tax base, to the sen.
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

/**
 * The rates of PPnBM (sales tax on luxury goods), percent, a luxury line may
 * carry: those PMK 141/PMK.010/2021 sets for motor vehicles (under PP 73/2019
 * as amended by PP 74/2021: 15, 20, 25 and 40 up to 3,000 cc; 40, 50, 60 and
 * 70 above it up to 4,000 cc; 60 for motorcycles of 250 to 500 cc; 95 above
 * those) and PMK 96/PMK.03/2021 sets for other luxury goods (under PP 61/2020:
 * 20 for luxury homes of Rp30 billion or more, 40 for balloons and ammunition,
 * 50 for aircraft and firearms, 75 for yachts). PPnBM is the rate of the
 * line's tax base (the e-Faktur's `STLG` = `STLGRate` x `OtherTaxBase`, which
 * is the tax base for luxury goods, as Odoo's l10n_id_efaktur_coretax writes
 * it in models/account_move_line.py), rounded half up to the sen.
 */
export const LUXURY_RATES = ['15', '20', '25', '40', '50', '60', '70', '75', '95'] as const;

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
  /**
   * A percent of unit price x quantity off the line on top of `discount`:
   * `10`, `12.5` (0 to 100, at most two decimals); none when null or left out.
   */
  discountPercent?: string | null;
  taxCode: TaxCode;
  /** Whether the unit price and the discount written include the line's PPN (none when left out). */
  priceIncludesTax?: boolean;
  /** The PPnBM rate of a luxury line, percent, one of `LUXURY_RATES`; none when null or left out. */
  luxuryRate?: string | null;
};

/** A line's figures, decimal strings with two fraction digits. */
export type LineFigures = {
  /** Unit price x quantity. */
  amount: string;
  /** The line's discount, with its share of the document's discount. */
  discount: string;
  /** The percent written on the line, with two decimals (`10.00`), or null when none was. */
  discountPercent: string | null;
  /** Whether the unit price written includes PPN: the figures are then worked back from it. */
  priceIncludesTax: boolean;
  /** The unit price without PPN (the e-Faktur's `Price`): the one written, or worked back from it, rounded up to the sen. */
  netUnitPrice: string;
  taxBase: string;
  otherTaxBase: string;
  /** 12 for a line with PPN, 0 for one without. */
  vatRate: number;
  vat: string;
  /** The PPnBM rate (`20`), or null without PPnBM. */
  luxuryRate: string | null;
  /** PPnBM: its rate of the tax base, rounded half up (`0.00` without). */
  luxuryTax: string;
  /** Tax base plus VAT plus PPnBM. */
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
  /** The sum of the lines' PPnBM. */
  luxuryTax: string;
  /** Tax base plus VAT plus PPnBM: what the buyer owes. */
  grandTotal: string;
};

/**
 * What is wrong with a line, if anything: a quantity that is not a number
 * above zero with at most four decimals, a unit price that is not an amount
 * (zero or more, two decimals at most), a discount that is not an amount or is
 * more than the line's amount, a discount percent that is not one (0 to 100,
 * two decimals at most), or a line too large to hold.
 */
export type LineIssue =
  | 'QUANTITY'
  | 'UNIT_PRICE'
  | 'DISCOUNT'
  | 'DISCOUNT_PERCENT'
  | 'DISCOUNT_OVER_LINE'
  | 'LUXURY_RATE'
  | 'TOO_LARGE';

/** The field of a line each issue is about (a line too large to hold: its unit price). */
export const LINE_ISSUE_FIELD = {
  QUANTITY: 'quantity',
  UNIT_PRICE: 'unitPrice',
  DISCOUNT: 'discount',
  DISCOUNT_PERCENT: 'discountPercent',
  DISCOUNT_OVER_LINE: 'discount',
  LUXURY_RATE: 'luxuryRate',
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

/** Hundredths of a percent in a whole: 100.00% */
const WHOLE_PERCENT = 10_000n;

/** A line's discount percent in hundredths (`12.5` is 1250n), 0n when none, or null when it is not one. */
function percentOf(line: LineInput): bigint | null {
  if (line.discountPercent === null || line.discountPercent === undefined) return 0n;
  const percent = scaled(line.discountPercent, 2);
  return percent === null || percent > WHOLE_PERCENT ? null : percent;
}

/**
 * A line's quantity in ten-thousandths, its unit price and discount in sen
 * (the amount written plus the percent written of unit price x quantity), or
 * its issue.
 */
function readLine(
  line: LineInput,
): { quantity: bigint; unitPrice: bigint; discount: bigint } | LineIssue {
  const quantity = scaled(line.quantity, QUANTITY_DECIMALS);
  if (quantity === null || quantity === 0n) return 'QUANTITY';
  const unitPrice = scaled(line.unitPrice, 2);
  if (unitPrice === null) return 'UNIT_PRICE';
  const discount = scaled(line.discount, 2);
  if (discount === null) return 'DISCOUNT';
  const percent = percentOf(line);
  if (percent === null) return 'DISCOUNT_PERCENT';
  if (line.luxuryRate !== null && line.luxuryRate !== undefined) {
    const known = (LUXURY_RATES as readonly string[]).includes(line.luxuryRate.trim());
    if (!known || line.taxCode !== 'PPN_LUXURY') return 'LUXURY_RATE';
  }
  return {
    quantity,
    unitPrice,
    discount: discount + percentOfAmount(unitPrice, quantity, percent),
  };
}

/** `percent` hundredths of a percent of unit price (sen) x quantity (ten-thousandths), in sen, rounded half up once. */
const percentOfAmount = (unitPrice: bigint, quantity: bigint, percent: bigint) =>
  divideHalfUp(unitPrice * quantity * percent, QUANTITY_SCALE * WHOLE_PERCENT);

/**
 * What a line's discount percent takes off it, in sen (0n without one): the
 * part of a stored discount a document taken from the line (an invoice of an
 * order line) computes anew on what it takes. Throws on a line that does not
 * read (`lineIssue`): only for lines already checked.
 */
export function discountByPercent(line: Omit<LineInput, 'discount' | 'taxCode'>): bigint {
  const quantity = scaled(line.quantity, QUANTITY_DECIMALS);
  const unitPrice = scaled(line.unitPrice, 2);
  const percent = percentOf({ ...line, discount: '0.00', taxCode: 'NO_PPN' });
  if (quantity === null || unitPrice === null || percent === null)
    throw new Error(`not a line: ${JSON.stringify(line)}`);
  return percentOfAmount(unitPrice, quantity, percent);
}

/**
 * The amount written as a stored line's discount beside its percent, in sen:
 * what a document taken from the line (an invoice of an order line) shares in
 * proportion, in the line's own terms. For a price written with PPN in it,
 * that is the gross discount (unit price x quantity less the line's total)
 * less what the percent took. Throws on a line that does not read: only for
 * lines stored.
 */
export function discountWrittenOf(line: Omit<LineInput, 'taxCode'> & { total: string }): bigint {
  const byPercent = discountByPercent(line);
  if (!line.priceIncludesTax) return toCents(line.discount) - byPercent;
  const quantity = scaled(line.quantity, QUANTITY_DECIMALS)!;
  const unitPrice = scaled(line.unitPrice, 2)!;
  return amountOf({ quantity, unitPrice }) - toCents(line.total) - byPercent;
}

/** A discount percent as stored and answered, two decimals (`12.50`), or null when none was written. */
export function discountPercentText(percent: string | null | undefined): string | null {
  if (percent === null || percent === undefined) return null;
  const hundredths = scaled(percent, 2);
  return hundredths === null ? null : fromCents(hundredths);
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

/** A line's PPnBM rate, percent, as a whole number (0n without). */
const luxuryRateOf = (line: Pick<LineInput, 'luxuryRate'>) =>
  line.luxuryRate ? BigInt(line.luxuryRate.trim()) : 0n;

/** A line's tax figures in sen from its tax base: PPN, and PPnBM at `luxuryRate` percent of its other tax base. */
function taxOf(taxBase: bigint, taxCode: TaxCode, luxuryRate = 0n) {
  const otherTaxBase = taxCode === 'PPN' ? divideHalfUp(taxBase * 11n, 12n) : taxBase;
  const vatRate = taxCode === 'NO_PPN' ? 0 : PPN_RATE_PERCENT;
  const vat = divideHalfUp(otherTaxBase * BigInt(vatRate), 100n);
  return { otherTaxBase, vatRate, vat, luxuryTax: divideHalfUp(otherTaxBase * luxuryRate, 100n) };
}

/** PPN in a price that includes it, as parts of the price without it: 111/100 for PPN (12% of 11/12), 112/100 for luxury goods. */
const GROSS_PER_100: Record<TaxCode, bigint> = { PPN: 111n, PPN_LUXURY: 112n, NO_PPN: 100n };

/**
 * The tax base inside a gross that includes PPN, in sen: the largest base
 * whose gross (base plus its PPN, computed as Coretax computes it) is not
 * more than `gross`. Found from 100/111 (or 100/112) of the gross, a few
 * steps down at most.
 */
export function baseInGross(gross: bigint, taxCode: TaxCode, luxuryRate = 0n): bigint {
  const grossOf = (base: bigint) => {
    const tax = taxOf(base, taxCode, luxuryRate);
    return base + tax.vat + tax.luxuryTax;
  };
  let base = (gross * 100n) / (GROSS_PER_100[taxCode] + luxuryRate) + 2n;
  while (base > 0n && grossOf(base) > gross) base -= 1n;
  return base;
}

/**
 * A line's unit price without PPN and its amount (price x quantity), in sen,
 * for a line whose gross unit price includes it and whose tax base is
 * `taxBase`: the price 100/111 (or 100/112) of the gross one rounded up, or
 * higher where that does not reach the tax base, so the discount that makes
 * price x quantity the tax base is never below nothing.
 */
function netOf(
  line: { unitPrice: bigint; quantity: bigint },
  taxBase: bigint,
  taxCode: TaxCode,
  luxuryRate: bigint,
) {
  const ceil = (n: bigint, d: bigint) => (n + d - 1n) / d;
  const unitPrice = ceil(line.unitPrice * 100n, GROSS_PER_100[taxCode] + luxuryRate);
  const amount = amountOf({ unitPrice, quantity: line.quantity });
  if (amount >= taxBase) return { unitPrice, amount };
  const reaching = ceil(taxBase * QUANTITY_SCALE, line.quantity);
  return {
    unitPrice: reaching,
    amount: amountOf({ unitPrice: reaching, quantity: line.quantity }),
  };
}

/**
 * One line's figures in sen from what it is worth as written (`amount`, unit
 * price x quantity) and its whole discount (its own and its share of the
 * document's): the price as written, or worked back from a price that
 * includes PPN.
 */
function lineFiguresOf(
  input: LineInput,
  line: { quantity: bigint; unitPrice: bigint },
  amount: bigint,
  discount: bigint,
) {
  const luxuryRate = luxuryRateOf(input);
  if (!input.priceIncludesTax) {
    const taxBase = amount - discount;
    const tax = taxOf(taxBase, input.taxCode, luxuryRate);
    return { unitPrice: line.unitPrice, amount, discount, taxBase, ...tax };
  }
  const taxBase = baseInGross(amount - discount, input.taxCode, luxuryRate);
  const net = netOf(line, taxBase, input.taxCode, luxuryRate);
  const tax = taxOf(taxBase, input.taxCode, luxuryRate);
  return { ...net, discount: net.amount - taxBase, taxBase, ...tax };
}

/**
 * The PPN a line of `taxBase` would carry under `taxCode` (its other tax
 * base, rate and VAT, as a line of that code computes them): what a faktur of
 * code 07 or 08 states for a sale whose PPN is not collected or exempt.
 */
export function taxFiguresOf(
  taxBase: string,
  taxCode: TaxCode,
  luxuryRate: string | null = null,
): { otherTaxBase: string; vatRate: number; vat: string; luxuryTax: string } {
  const figures = taxOf(toCents(taxBase), taxCode, luxuryRateOf({ luxuryRate }));
  return {
    otherTaxBase: fromCents(figures.otherTaxBase),
    vatRate: figures.vatRate,
    vat: fromCents(figures.vat),
    luxuryTax: fromCents(figures.luxuryTax),
  };
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
  const sums = {
    subtotal: 0n,
    discount: 0n,
    taxBase: 0n,
    otherTaxBase: 0n,
    vat: 0n,
    luxuryTax: 0n,
  };
  const figures = read.map((line, index) => {
    const input = lines[index]!;
    const {
      unitPrice,
      amount,
      discount: lineDiscount,
      taxBase,
      otherTaxBase,
      vatRate,
      vat,
      luxuryTax,
    } = lineFiguresOf(input, line, amounts[index]!, line.discount + shares[index]!);
    sums.subtotal += amount;
    sums.discount += lineDiscount;
    sums.taxBase += taxBase;
    sums.otherTaxBase += otherTaxBase;
    sums.vat += vat;
    sums.luxuryTax += luxuryTax;
    return {
      amount: fromCents(amount),
      discount: fromCents(lineDiscount),
      discountPercent: discountPercentText(input.discountPercent),
      priceIncludesTax: input.priceIncludesTax ?? false,
      netUnitPrice: fromCents(unitPrice),
      taxBase: fromCents(taxBase),
      otherTaxBase: fromCents(otherTaxBase),
      vatRate,
      vat: fromCents(vat),
      luxuryRate: input.luxuryRate?.trim() || null,
      luxuryTax: fromCents(luxuryTax),
      total: fromCents(taxBase + vat + luxuryTax),
    };
  });
  const grandTotal = sums.taxBase + sums.vat + sums.luxuryTax;
  if (sums.subtotal > MAX_CENTS || grandTotal > MAX_CENTS)
    return { line: null, issue: 'TOO_LARGE' };
  return {
    lines: figures,
    subtotal: fromCents(sums.subtotal),
    discount: fromCents(sums.discount),
    taxBase: fromCents(sums.taxBase),
    otherTaxBase: fromCents(sums.otherTaxBase),
    vat: fromCents(sums.vat),
    luxuryTax: fromCents(sums.luxuryTax),
    grandTotal: fromCents(grandTotal),
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
  /** The line's PPnBM rate, or null without PPnBM: a return gives its share back too. */
  luxuryRate: string | null;
  /** Whether its price was written with PPN in it, and the price without PPN. */
  priceIncludesTax: boolean;
  netUnitPrice: string;
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
    return { taxBase, discount, ...taxOf(taxBase, line.taxCode, luxuryRateOf(line)) };
  };
  const [from, to] = [upTo(before), upTo(after)];
  const taxBase = to.taxBase - from.taxBase;
  const discount = to.discount - from.discount;
  const vat = to.vat - from.vat;
  const luxuryTax = to.luxuryTax - from.luxuryTax;
  return {
    amount: fromCents(taxBase + discount),
    discount: fromCents(discount),
    discountPercent: null,
    priceIncludesTax: line.priceIncludesTax,
    netUnitPrice: line.netUnitPrice,
    taxBase: fromCents(taxBase),
    otherTaxBase: fromCents(to.otherTaxBase - from.otherTaxBase),
    vatRate: to.vatRate,
    vat: fromCents(vat),
    luxuryRate: line.luxuryRate,
    luxuryTax: fromCents(luxuryTax),
    total: fromCents(taxBase + vat + luxuryTax),
  };
}
