import { documentErrors, MAX_DOCUMENT_LINES } from '../../../contracts/invoicing/documents.js';
import type { GoodsReceiptCreateBody } from '../../../contracts/invoicing/goods-receipts.js';
import { fromCents, toCents } from '../../../formats/cents.js';
import { isQuantity, type TaxCode } from '../../../formats/document-totals.js';
import { serviceError } from '../../kit/errors.js';
import { figuresOrRefusal, type ReadLines } from '../documents/lines.js';
import { fourDecimals, tenThousandths, type ReceivedLine } from '../documents/receipts.js';
import { goodsReceiptDefinitions as definitions } from './errors.js';

/** `a x b / c` rounded half up, for non-negative integers and `c > 0`. */
const scaledHalfUp = (a: bigint, b: bigint, c: bigint) => (2n * a * b + c) / (2n * c);

/** A stored quantity as a person reads it: `2.5000` is `2.5`, `3.0000` is `3`. */
const plainQuantity = (quantity: string) => quantity.replace(/\.?0+$/, '');

/**
 * A receipt's lines from what was received of each order line: the order
 * line's product, price and tax at the quantity received, and its discount in
 * proportion to what has been received with it, less what earlier receipts
 * took (so the receipt that completes the line takes what is left, and a
 * line's receipts add up to it to the sen). Refuses, on the line
 * at fault, an order line the order does not have or names twice, a quantity
 * that is not one, and more than is left to receive.
 */
export function receiptLines(
  body: Pick<GoodsReceiptCreateBody, 'lines'>,
  orderLines: readonly ReceivedLine[],
): ReadLines {
  if (body.lines.length === 0 || body.lines.length > MAX_DOCUMENT_LINES)
    throw serviceError(documentErrors.noLines);
  const byPosition = new Map(orderLines.map((line) => [line.position, line]));
  const seen = new Set<number>();
  const lines = body.lines.map((written, index) => {
    const at = (field: string) => `lines.${index}.${field}`;
    const values = { line: index + 1, orderLine: written.orderLine };
    const ordered = byPosition.get(written.orderLine);
    if (!ordered) throw serviceError(definitions.noSuchLine, at('orderLine'), values);
    if (seen.has(written.orderLine))
      throw serviceError(definitions.lineTwice, at('orderLine'), values);
    seen.add(written.orderLine);
    const text = written.quantity.trim();
    if (!isQuantity(text))
      throw serviceError(documentErrors.quantity, at('quantity'), { line: index + 1 });
    const quantity = tenThousandths(text);
    const total = tenThousandths(ordered.quantity);
    const received = tenThousandths(ordered.received);
    if (received + quantity > total)
      throw serviceError(definitions.overOrdered, at('quantity'), {
        line: index + 1,
        remaining: plainQuantity(fourDecimals(total - received)),
        ordered: plainQuantity(ordered.quantity),
      });
    // What the receipts with this one should have taken of the discount, less what the others took: the
    // receipt that completes the line takes the rest. Never below nothing, nor above what the part is worth.
    const due = scaledHalfUp(toCents(ordered.discount), received + quantity, total);
    const share = due - toCents(ordered.received_discount);
    const amount = scaledHalfUp(toCents(ordered.unit_price), quantity, 10_000n);
    const discount = share < 0n ? 0n : share < amount ? share : amount;
    return {
      product: ordered.product,
      description: ordered.description,
      quantity: plainQuantity(fourDecimals(quantity)),
      unitPrice: ordered.unit_price,
      discount: fromCents(discount),
      taxCode: ordered.tax_code as TaxCode,
      sourceLineId: ordered.id,
    };
  });
  return { lines, documentDiscount: '0.00', totals: figuresOrRefusal(lines, '0.00') };
}
