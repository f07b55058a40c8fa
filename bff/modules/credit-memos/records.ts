import type { CreditMemoResponse } from '../../../contracts/invoicing/credit-memos.js';

/** An application with its memo's currency, which its amount is in, and the memo it belongs to. */
export type CreditApplicationRecord = CreditMemoResponse['applications'][number] & {
  currency: string;
  memo: CreditMemoResponse;
};
