import { beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLClient, UserErrors } from '../support/graphql-client.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import { organisationSuite } from '../support/organisation-suite.js';
import { send, TRANSPORTS } from '../support/transports.js';
import { globalId } from './tenancy/seeds.js';

/**
 * How a line's price and discount are written, through the GraphQL API over
 * HTTP and over the WebSocket alike: a discount as a percent, answered with
 * the amount it comes to; userErrors naming the line for a percent that is
 * not one or one written beside an amount (nothing written); FORBIDDEN
 * without the permission, and another organisation's order not found.
 */
const suite = organisationSuite({
  name: 'PT Harga Baris GraphQL',
  reader: ['sales-orders:read'],
  outsider: 'PT Lain Harga GraphQL',
  clients: true,
});
let maker: GraphQLClient;
let buyer: string;

const CREATE = `mutation ($input: SalesOrderCreateInput!) {
  salesOrderCreate(input: $input) {
    salesOrder { id lines { discountPercent discount { amount currency } taxBase { amount } vat { amount } } }
    salesOrderPrices: salesOrder { lines { priceIncludesTax unitPrice { amount } netUnitPrice { amount currency } total { amount } luxuryRate luxuryTax { amount } } totals { luxuryTax { amount currency } } }
    userErrors { field code message }
  }
}`;

type Created = {
  salesOrderCreate: {
    salesOrder: {
      id: string;
      lines: {
        discountPercent: string | null;
        discount: { amount: string };
        taxBase: { amount: string };
        vat: { amount: string };
      }[];
    } | null;
    salesOrderPrices: {
      lines: {
        priceIncludesTax: boolean;
        unitPrice: { amount: string };
        netUnitPrice: { amount: string };
        total: { amount: string };
        luxuryRate: string | null;
        luxuryTax: { amount: string };
      }[];
      totals: { luxuryTax: { amount: string; currency: string } };
    } | null;
    userErrors: UserErrors;
  };
};

const input = (discount: Record<string, string>, more: Record<string, unknown> = {}) => ({
  customerId: buyer,
  orderDate: '2026-11-06',
  ...more,
  lines: [
    { product: 'Cat tembok 20 L', quantity: '1', unitPrice: '100000', taxCode: 'PPN', ...discount },
  ],
});

beforeAll(async () => {
  maker = await suite.memberClient('MAKER');
  buyer = globalId(
    'Customer',
    await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId),
  );
});

describe.each(TRANSPORTS)('over %s', (transport) => {
  it("a line's discount written as 10% is answered as the percent and the 10,000.00 it comes to, taxed on 90,000.00", async () => {
    const answer = await send<Created>(transport, maker, CREATE, {
      input: input({ discountPercent: '10' }),
    });
    expect(answer.data!.salesOrderCreate.userErrors).toEqual([]);
    expect(answer.data!.salesOrderCreate.salesOrder!.lines).toEqual([
      {
        discountPercent: '10.00',
        discount: { amount: '10000.00', currency: 'IDR' },
        taxBase: { amount: '90000.00' },
        vat: { amount: '9900.00' },
      },
    ]);
    const id = answer.data!.salesOrderCreate.salesOrder!.id;
    const hidden = await send<{ node: unknown }>(
      transport,
      suite.outsiderClient,
      'query ($id: ID!) { node(id: $id) { id } }',
      { id },
    );
    expect(hidden.data?.node ?? null).toBeNull();
  });

  it("prices written with PPN in them: 111,000 is answered as a price of 100,000 without PPN, as Odoo's Coretax test has it", async () => {
    // odoo/odoo addons/l10n_id_efaktur_coretax/tests/test_l10n_id_efaktur_coretax.py, test_efaktur_tax_include.
    const answer = await send<Created>(transport, maker, CREATE, {
      input: {
        ...input({}, { pricesIncludeTax: true }),
        lines: [{ ...input({}).lines[0], unitPrice: '111000' }],
      },
    });
    expect(answer.data!.salesOrderCreate.userErrors).toEqual([]);
    expect(answer.data!.salesOrderCreate.salesOrderPrices!.lines).toEqual([
      {
        priceIncludesTax: true,
        unitPrice: { amount: '111000.00' },
        netUnitPrice: { amount: '100000.00', currency: 'IDR' },
        total: { amount: '111000.00' },
        luxuryRate: null,
        luxuryTax: { amount: '0.00' },
      },
    ]);
  });

  it("a luxury line's PPnBM at 20% is answered with its rate, and in the totals, as Odoo's test has STLGRate and STLG", async () => {
    // odoo/odoo addons/l10n_id_efaktur_coretax/tests/test_l10n_id_efaktur_coretax.py, test_efaktur_xml_luxury_goods.
    const luxury = { ...input({}).lines[0], taxCode: 'PPN_LUXURY', luxuryRate: '20' };
    const answer = await send<Created>(transport, maker, CREATE, {
      input: { ...input({}), lines: [luxury] },
    });
    expect(answer.data!.salesOrderCreate.userErrors).toEqual([]);
    const prices = answer.data!.salesOrderCreate.salesOrderPrices!;
    expect(prices.lines[0]).toMatchObject({ luxuryRate: '20', luxuryTax: { amount: '20000.00' } });
    expect(prices.totals.luxuryTax).toEqual({ amount: '20000.00', currency: 'IDR' });
  });

  it('a percent that is not one, or beside an amount, answers a userError on the line and writes nothing; a reader is FORBIDDEN', async () => {
    const count = async () =>
      (
        await suite.system.invoicing.db
          .selectFrom('sales_orders')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('organization_id', '=', suite.organizationId)
          .executeTakeFirstOrThrow()
      ).count;
    const before = await count();
    const refused: [Record<string, string>, string, string][] = [
      [{ discountPercent: '101' }, 'U-INV-DOC-22', 'Line 1: the discount percent'],
      [{ discountPercent: '5', discount: '1000' }, 'U-INV-DOC-23', 'Line 1: write the discount'],
    ];
    for (const [discount, code, message] of refused) {
      const answer = await send<Created>(transport, maker, CREATE, { input: input(discount) });
      expect(answer.data!.salesOrderCreate).toEqual({
        salesOrder: null,
        salesOrderPrices: null,
        userErrors: [
          { field: 'lines.0.discountPercent', code, message: expect.stringContaining(message) },
        ],
      });
    }
    expect(await count()).toBe(before);
    const forbidden = await send<Created>(transport, suite.readerClient, CREATE, {
      input: input({ discountPercent: '10' }),
    });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
