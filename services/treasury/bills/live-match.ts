import type { BillMatchesResponse } from '../../../contracts/invoicing/purchase-orders.js';
import type { BillResponse } from '../../../contracts/treasury/bills.js';

/**
 * A bill's three-way match as it stands now (the invoicing service's
 * answer, `matches`) over the one stored when the bill was made: each line's
 * received and billed-before quantities and its flags, and the bill's status
 * from them. A bill the answer leaves out (cancelled, so released there)
 * keeps what was stored.
 */
export function withLiveMatch<Bill extends BillResponse>(
  bill: Bill,
  matches: BillMatchesResponse['items'],
): Bill {
  const live = matches.find((match) => match.billId === bill.id);
  if (!live || bill.purchaseOrder === null) return bill;
  const matchLines = bill.matchLines.map((line) => {
    const now = live.lines.find((candidate) => candidate.orderLine === line.orderLine);
    return now ? { ...line, ...now, orderLine: line.orderLine } : line;
  });
  const differs = matchLines.some((line) => line.quantityDifference || line.priceDifference);
  return { ...bill, matchLines, matchStatus: differs ? 'DIFFERENCES' : 'MATCHED' };
}
