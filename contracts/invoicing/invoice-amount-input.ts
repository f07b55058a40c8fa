import { Type } from 'typebox';
import { UuidString } from '../common/schemas.js';

/** An amount as a member types it: text the service reads as money (at most two decimals), never a number. */
export const AmountInput = (description: string) =>
  Type.String({ maxLength: 25, description: `${description} At most two decimals.` });

/**
 * What a payment's allocation or a credit memo's application takes off one
 * invoice: an issued invoice of the same buyer, in the same currency, and the
 * amount. `owner` names whose buyer it is in the description.
 */
export const InvoiceAmountInput = (owner: 'payment’s' | 'memo’s') =>
  Type.Object(
    {
      invoiceId: UuidString(
        `An issued invoice of the ${owner} buyer, in its currency, with something left.`,
      ),
      amount: AmountInput('More than 0, at most what the invoice has left.'),
    },
    { additionalProperties: false },
  );
