import type { Currency } from '../../__generated__/resolvers-types.js';
import type {
  DocumentLineResponse,
  DocumentTotalsResponse,
} from '../../../contracts/invoicing/documents.js';

/** A document's line with the document's currency, which its figures are in. */
export type DocumentLineRecord = DocumentLineResponse & { currency: string; orderLine?: number };
/** A document's totals with the document's currency. */
export type DocumentTotalsRecord = DocumentTotalsResponse & { currency: string };

/** An amount as Money in its document's currency: every invoicing document's figures. */
export const moneyIn = (owner: { currency: string }, amount: string) => ({
  amount,
  currency: owner.currency as Currency,
});
