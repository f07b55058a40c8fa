import type { SalesInvoiceCreateBody } from '../../../contracts/invoicing/sales-invoices.js';
import { fromCents, toCents } from '../../../formats/cents.js';
import { shareOut } from '../../../formats/document-totals.js';
import { serviceError } from '../../kit/errors.js';
import { salesInvoiceDefinitions as definitions } from './errors.js';

/** A milestone as stored: its name, percent (two decimals) and its share of the grand total. */
export type Milestone = { name: string; percent: string; amount: string };

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** A percent with at most two decimals, in hundredths: the same reading as an amount's in sen. */
const hundredths = toCents;

/**
 * Checks the milestones (each a name and a percent above 0 with at most two
 * decimals, together 100) before anything is written; answers their percents
 * in hundredths.
 */
export function checkedMilestones(
  milestones: SalesInvoiceCreateBody['milestones'],
): { name: string; hundredths: bigint }[] {
  if (!milestones || milestones.length === 0) return [];
  const read = milestones.map((milestone, index) => {
    const percent = milestone.percent.trim();
    if (!PERCENT.test(percent) || hundredths(percent) === 0n || hundredths(percent) > 10_000n)
      throw serviceError(definitions.milestonePercent, `milestones.${index}.percent`, {
        milestone: index + 1,
      });
    return { name: milestone.name.trim(), hundredths: hundredths(percent) };
  });
  const total = read.reduce((sum, milestone) => sum + milestone.hundredths, 0n);
  if (total !== 10_000n)
    throw serviceError(definitions.milestonesNot100, undefined, { total: fromCents(total) });
  return read;
}

/**
 * The milestones' shares of `grandTotal`, in proportion to their percents and
 * to the sen (largest remainders, formats/document-totals.ts `shareOut`):
 * they add up to the grand total.
 */
export function milestoneAmounts(
  milestones: readonly { name: string; hundredths: bigint }[],
  grandTotal: string,
): Milestone[] {
  const shares = shareOut(
    toCents(grandTotal),
    milestones.map((milestone) => milestone.hundredths),
  );
  return milestones.map((milestone, index) => ({
    name: milestone.name,
    percent: fromCents(milestone.hundredths),
    amount: fromCents(shares[index]!),
  }));
}
