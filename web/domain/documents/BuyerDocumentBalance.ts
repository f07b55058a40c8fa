/**
 * A buyer's document with something left on it, as a dialog that acts on
 * what is left reads it: an invoice a payment is recorded on, or an open
 * credit memo applied to more invoices. Its id and number, its buyer, its
 * currency and what is left (`remaining`, a decimal string, never a number).
 */
export type BuyerDocumentBalance = {
  id: string;
  number: string;
  customerId: string;
  customerName: string;
  currency: string;
  remaining: string;
};
