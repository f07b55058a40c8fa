import { expect } from 'vitest';
import type { GraphQLClient, UserErrors } from './graphql-client.js';

/**
 * Writes a sales order (`SalesOrderCreateInput`: the buyer's global id, the order date, the
 * lines) as the signed-in `client` does over GraphQL: its global id; an error or a user error
 * fails the test.
 */
export async function createSalesOrderGraphql(
  client: GraphQLClient,
  input: Record<string, unknown>,
): Promise<string> {
  const { salesOrderCreate } = await client.data<{
    salesOrderCreate: { salesOrder: { id: string } | null; userErrors: UserErrors };
  }>(
    'mutation ($input: SalesOrderCreateInput!) { salesOrderCreate(input: $input) { salesOrder { id } userErrors { field code message } } }',
    { input },
  );
  expect(salesOrderCreate.userErrors).toEqual([]);
  return salesOrderCreate.salesOrder!.id;
}

/**
 * Records a goods receipt of a sales order (`GoodsReceiptCreateInput`: the order's global id, the
 * date, the lines received) as the signed-in `client` does over GraphQL: its global id; an error
 * or a user error fails the test.
 */
export async function createGoodsReceiptGraphql(
  client: GraphQLClient,
  input: Record<string, unknown>,
): Promise<string> {
  const { goodsReceiptCreate } = await client.data<{
    goodsReceiptCreate: { goodsReceipt: { id: string } | null; userErrors: UserErrors };
  }>(
    'mutation ($input: GoodsReceiptCreateInput!) { goodsReceiptCreate(input: $input) { goodsReceipt { id } userErrors { field code message } } }',
    { input },
  );
  expect(goodsReceiptCreate.userErrors).toEqual([]);
  return goodsReceiptCreate.goodsReceipt!.id;
}

/**
 * Lines every document refuses alike, because the document kernel checks them for all of them (a
 * negative quantity, a discount over the line's amount), each in the create input `input` makes of
 * them: the input, the field at fault and the code, for a test's table of refusals.
 */
export function refusedLines(
  input: (overrides: { lines: Record<string, unknown>[] }) => Record<string, unknown>,
): [input: Record<string, unknown>, field: string, code: string][] {
  return [
    [
      input({ lines: [{ product: 'Cat', quantity: '-1', unitPrice: '10', taxCode: 'PPN' }] }),
      'lines.0.quantity',
      'U-INV-DOC-2',
    ],
    [
      input({
        lines: [{ product: 'Cat', quantity: '1', unitPrice: '10', discount: '11', taxCode: 'PPN' }],
      }),
      'lines.0.discount',
      'U-INV-DOC-5',
    ],
  ];
}
