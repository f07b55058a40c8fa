import type {
  InvoiceMilestoneResponse,
  SalesInvoiceCreateBody,
} from '../../../contracts/invoicing/sales-invoices.js';
import { fromCents, toCents } from '../../../formats/cents.js';
import { shareOut } from '../../../formats/document-totals.js';
import { serviceError } from '../../kit/errors.js';
import { salesInvoiceDefinitions as definitions } from './errors.js';

/*
 * Milestones and the e-Faktur. A faktur pajak is made at the delivery of the
 * goods or services, at a payment received before delivery (uang muka), or at
 * each termin payment received where the work is delivered in stages
 * (PER-03/PJ/2022 art. 3(2) a to c: "saat penerimaan pembayaran termin dalam
 * hal penyerahan sebagian tahap pekerjaan"). Coretax's XML has no down-payment
 * element: Odoo's l10n_id_efaktur_coretax builds a faktur's lines from its own
 * invoice's lines only (models/account_move_line.py
 * `_l10n_id_coretax_build_invoice_line_vals`), where the old e-Faktur CSV of
 * l10n_id_efaktur had FG_UANG_MUKA and UANG_MUKA_DPP columns; a down payment
 * is a faktur of its own whose lines carry that payment's tax base. So the
 * milestones here are payment terms of an invoice issued at delivery, whose
 * one faktur covers the whole; a milestone paid before delivery, or a termin
 * of staged work, needs a faktur of its own dated at the payment, its DPP and
 * PPN the milestone's share of each line (the e-Faktur export's to make).
 */

/**
 * A milestone as stored: its name, percent (two decimals), its share of the
 * grand total and its due date (checked against the invoice's dates).
 */
export type Milestone = { name: string; percent: string; amount: string; dueDate: string };

/** A milestone as checked: its percent in hundredths, and its due date when the invoice's dates were given. */
export type CheckedMilestone = { name: string; hundredths: bigint; dueDate?: string };

/** A milestone checked against the invoice's dates (`datedMilestones`): it has its due date. */
export type DatedMilestone = CheckedMilestone & { dueDate: string };

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** A percent with at most two decimals, in hundredths: the same reading as an amount's in sen. */
const hundredths = toCents;

/**
 * Checks the milestones (each a name and a percent above 0 with at most two
 * decimals, together 100) before anything is written; answers their percents
 * in hundredths. Given the invoice's dates, each milestone's due date (the
 * invoice's due date when it names none) is neither before the invoice date
 * nor before the milestone before it: positions are due order, which the
 * payments settle them in (`milestonesSettled`).
 */
export function checkedMilestones(
  milestones: SalesInvoiceCreateBody['milestones'],
  dates?: { invoiceDate: string; dueDate: string },
): CheckedMilestone[] {
  if (!milestones || milestones.length === 0) return [];
  const read = milestones.map((milestone, index) => {
    const percent = milestone.percent.trim();
    if (!PERCENT.test(percent) || hundredths(percent) === 0n || hundredths(percent) > 10_000n)
      throw serviceError(definitions.milestonePercent, `milestones.${index}.percent`, {
        milestone: index + 1,
      });
    return {
      name: milestone.name.trim(),
      hundredths: hundredths(percent),
      ...(milestone.dueDate ? { dueDate: milestone.dueDate } : {}),
    };
  });
  const total = read.reduce((sum, milestone) => sum + milestone.hundredths, 0n);
  if (total !== 10_000n)
    throw serviceError(definitions.milestonesNot100, undefined, { total: fromCents(total) });
  return dates ? datedMilestones(read, dates) : read;
}

/**
 * The milestones with their due dates (the invoice's due date for one that
 * names none), refused when one falls before the invoice date or before the
 * milestone before it.
 */
export function datedMilestones(
  milestones: readonly CheckedMilestone[],
  dates: { invoiceDate: string; dueDate: string },
): DatedMilestone[] {
  let before = dates.invoiceDate;
  return milestones.map((milestone, index) => {
    const dueDate = milestone.dueDate ?? dates.dueDate;
    const field = `milestones.${index}.dueDate`;
    if (dueDate < dates.invoiceDate)
      throw serviceError(definitions.milestoneBeforeInvoice, field, { milestone: index + 1 });
    if (dueDate < before)
      throw serviceError(definitions.milestoneOutOfOrder, field, { milestone: index + 1 });
    before = dueDate;
    return { ...milestone, dueDate };
  });
}

/**
 * The milestones' shares of `grandTotal`, in proportion to their percents and
 * to the sen (largest remainders, formats/document-totals.ts `shareOut`):
 * they add up to the grand total.
 */
export function milestoneAmounts(
  milestones: readonly DatedMilestone[],
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
    dueDate: milestone.dueDate,
  }));
}

/**
 * What is settled of each milestone, by the one rule: what is settled of the
 * invoice (its grand total less what is left: paid, credited and withheld)
 * fills its milestones in due order (their positions), the earliest first,
 * each up to its amount. A payment of a later milestone therefore settles
 * the earlier ones first, as a buyer paying "the second instalment" while the
 * first is open owes both; the milestones' remainders add up to what is left
 * of the invoice.
 */
export function milestonesSettled(
  milestones: readonly Omit<InvoiceMilestoneResponse, 'paidAmount' | 'remainingAmount'>[],
  invoice: { grandTotal: string; remainingAmount: string },
): InvoiceMilestoneResponse[] {
  let settled = toCents(invoice.grandTotal) - toCents(invoice.remainingAmount);
  return milestones.map((milestone) => {
    const amount = toCents(milestone.amount);
    const paid = settled < amount ? (settled > 0n ? settled : 0n) : amount;
    settled -= paid;
    return {
      ...milestone,
      paidAmount: fromCents(paid),
      remainingAmount: fromCents(amount - paid),
    };
  });
}

/** The earliest milestone with something left to pay, or null. */
export function nextMilestone(
  milestones: readonly InvoiceMilestoneResponse[],
): InvoiceMilestoneResponse | null {
  return milestones.find((milestone) => toCents(milestone.remainingAmount) > 0n) ?? null;
}

/**
 * What is left to pay up to and including milestone `position`: its own
 * remainder and those of the milestones due before it (which a payment
 * settles first). Null when the invoice has no such milestone.
 */
export function leftThroughMilestone(
  milestones: readonly InvoiceMilestoneResponse[],
  position: number,
): string | null {
  if (!milestones.some((milestone) => milestone.position === position)) return null;
  const cents = milestones
    .filter((milestone) => milestone.position <= position)
    .reduce((sum, milestone) => sum + toCents(milestone.remainingAmount), 0n);
  return fromCents(cents);
}
