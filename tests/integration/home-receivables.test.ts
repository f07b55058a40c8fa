import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../formats/calendar.js';
import type { System } from '../../system.js';
import { addMember, createOrganization } from '../support/factories.js';
import { signedInClient, type GraphQLClient } from '../support/graphql-client.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import { issuedInvoice, type InvoiceWriters, invoiceWritersIn } from '../support/sales-invoices.js';
import { TEST_DATE, workerSystem } from '../support/system.js';

/**
 * Home's invoicing numbers: what buyers owe today on issued invoices, by age,
 * per buyer (the most owed first) and in total, through `homeSummary`, aged
 * on Home's today (the test system's business day): one invoice due in ten
 * days, one ten days past due, one forty.
 */
let system: System;
let writers: InvoiceWriters;
let owner: GraphQLClient;
let ownerCredentials: { email: string; password: string };

const HOME = `{
  homeSummary {
    receivables {
      asOf
      currencies {
        currency
        totals { current { amount } overdue1To30 { amount } overdue31To60 { amount } total { amount } }
        customers { customerName invoices amounts { total { amount } } }
      }
    }
  }
}`;
type Home = {
  homeSummary: {
    receivables: {
      asOf: string;
      currencies: {
        currency: string;
        totals: Record<string, { amount: string }>;
        customers: {
          customerName: string;
          invoices: number;
          amounts: { total: { amount: string } };
        }[];
      }[];
    } | null;
  };
};

/** An invoice of `quantity` x 100,000.00 to the buyer, due `dueIn` days from Home's today (negative: past due). */
const owed = (buyerId: string, quantity: string, dueIn: number) =>
  issuedInvoice(writers, {
    buyerId,
    quantity,
    invoiceDate: addDays(TEST_DATE, dueIn - 30),
    paymentTermDays: 30,
  });

beforeAll(async () => {
  system = await workerSystem();
  const created = await createOrganization(system, 'PT Piutang Beranda');
  ownerCredentials = created.owner;
  writers = await invoiceWritersIn(system, created.organizationId);
  owner = await signedInClient(system.url, ownerCredentials);
  const early = await insertActiveBuyer(system.invoicing.db, created.organizationId, {
    name: 'PT Bayar Tepat',
  });
  const late = await insertActiveBuyer(system.invoicing.db, created.organizationId, {
    name: 'PT Bayar Telat',
  });
  await owed(early, '2', 10);
  await owed(late, '3', -10);
  await owed(late, '4', -40);
  // Another organisation's buyer owes too: none of it reaches this Home.
  const other = await createOrganization(system, 'PT Lain Beranda');
  const otherBuyer = await insertActiveBuyer(system.invoicing.db, other.organizationId, {
    name: 'PT Orang Lain',
  });
  await issuedInvoice(await invoiceWritersIn(system, other.organizationId), {
    buyerId: otherBuyer,
    quantity: '9',
  });
});

describe('Home’s invoicing numbers', () => {
  it('show what each buyer owes by age, the most owed first, and the total, of this organisation only', async () => {
    const { receivables } = (await owner.data<Home>(HOME)).homeSummary;
    expect(receivables).toEqual({
      asOf: TEST_DATE,
      currencies: [
        {
          currency: 'IDR',
          totals: {
            current: { amount: '200000.00' },
            overdue1To30: { amount: '300000.00' },
            overdue31To60: { amount: '400000.00' },
            total: { amount: '900000.00' },
          },
          customers: [
            {
              customerName: 'PT Bayar Telat',
              invoices: 2,
              amounts: { total: { amount: '700000.00' } },
            },
            {
              customerName: 'PT Bayar Tepat',
              invoices: 1,
              amounts: { total: { amount: '200000.00' } },
            },
          ],
        },
      ],
    });
  });

  it('are left out for a member who may not read invoices, whose Home still answers', async () => {
    const credentials = await addMember(system, writers.organizationId, ['balances:read']);
    const member = await signedInClient(system.url, credentials);
    const answer = await member.request<Home>(HOME);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.homeSummary.receivables).toBeNull();
  });
});
