/**
 * An amount typed in the UI reads as a spreadsheet cell does in the services:
 * `formats/amount.ts` is the one reader both apply (`1.500.000,5` and
 * `1,500,000.50` are both `"1500000.50"`; money never becomes a float).
 */
export { compareAmounts, isPositiveAmount, parseWrittenAmount as parseAmountInput } from '../../../formats/amount';
