import { expect } from 'vitest';
import type { GoodsReceiptResponse } from '../../contracts/invoicing/goods-receipts.js';
import type { RestAnswer, Tokens } from './factories.js';

/** A suite's call to the invoicing service's REST API (`restCaller`). */
type InvoicingCall = <T = RestAnswer>(
  method: string,
  path: string,
  tokens: Tokens,
  body?: unknown,
) => Promise<{ status: number; body: T & RestAnswer }>;

/**
 * The goods receipts' REST calls, through a suite's invoicing caller: one
 * home for the paths the sales and the purchase orders' receipts share.
 */
export function goodsReceiptsRest(call: InvoicingCall) {
  const receive = (tokens: Tokens, body: Record<string, unknown>) =>
    call<GoodsReceiptResponse>('POST', '/goods-receipts', tokens, body);
  return {
    /** `POST /goods-receipts`: records the receipt `body` (of a sales or a purchase order). */
    receive,
    /** Records the receipt `body` as `tokens` and expects it made (201): the receipt. */
    recorded: async (tokens: Tokens, body: Record<string, unknown>) => {
      const answer = await receive(tokens, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body;
    },
    /** Sends each receipt body of `refusals` as `tokens` and expects it refused with its code, on its field. */
    refuses: async (tokens: Tokens, refusals: [Record<string, unknown>, string, string][]) => {
      for (const [body, code, field] of refusals) {
        const answer = await receive(tokens, body);
        expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
        expect(answer.body.error, JSON.stringify(body)).toMatchObject({ code, field });
      }
    },
    /** `POST /goods-receipts/:id/cancel` with the reason given. */
    cancel: (tokens: Tokens, id: string, reason: string) =>
      call<GoodsReceiptResponse>('POST', `/goods-receipts/${id}/cancel`, tokens, { reason }),
    /** `GET /goods-receipts/:id`. */
    read: (tokens: Tokens, id: string) =>
      call<GoodsReceiptResponse>('GET', `/goods-receipts/${id}`, tokens),
  };
}

/**
 * Sends the receipt `body` (one unit of a line of five) twenty times at the
 * same instant and expects five recorded and fifteen refused as more than is
 * left (U-INV-GR-3), numbered `GR/<month>/0001` to `0005` without gaps
 * (`month` as `yyyy/mm`); answers the five recorded.
 */
export async function expectFiveOfTwentyReceived(
  receive: (
    body: Record<string, unknown>,
  ) => Promise<{ status: number; body: GoodsReceiptResponse & RestAnswer }>,
  body: Record<string, unknown>,
  month: string,
) {
  const answers = await Promise.all(Array.from({ length: 20 }, () => receive(body)));
  const made = answers.filter((answer) => answer.status === 201);
  expect(made).toHaveLength(5);
  expect(answers.filter((answer) => answer.body.error?.code === 'U-INV-GR-3')).toHaveLength(15);
  expect(made.map((answer) => answer.body.number).toSorted()).toEqual(
    [1, 2, 3, 4, 5].map((sequence) => `GR/${month}/${String(sequence).padStart(4, '0')}`),
  );
  return made;
}
