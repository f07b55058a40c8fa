import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';
import {
  AGED_PAYABLE_BUCKETS,
  type AgedPayableAmounts,
  type AgedPayableRow,
  type AgedPayablesCurrency,
  type PayablesQuery,
  type PayablesResponse,
} from '../../../contracts/treasury/payables.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import type { TreasuryDatabase } from '../db-types.js';
import { CURRENCIES, parseBusinessDate, todayIn } from '../expected-transactions/values.js';
import { agedPayableBucket, daysOverdue } from './aging.js';
import { payablesErrors as errors } from './errors.js';
import { owedBills, type OwedBill } from './repository.js';
import { namedCounterparty } from '../counterparties/named.js';

/** Running sums of one row or currency, bucket by bucket, in decimal.js (money is never a JavaScript number). */
class Buckets {
  private readonly sums = new Map<string, Decimal>(
    AGED_PAYABLE_BUCKETS.map((bucket) => [bucket, new Decimal(0)]),
  );
  private total = new Decimal(0);

  add(bucket: string, amount: string): void {
    this.sums.set(bucket, this.sums.get(bucket)!.plus(amount));
    this.total = this.total.plus(amount);
  }

  get value(): Decimal {
    return this.total;
  }

  amounts(): AgedPayableAmounts {
    return {
      ...(Object.fromEntries(
        [...this.sums].map(([bucket, sum]) => [bucket, sum.toFixed(2)]),
      ) as Omit<AgedPayableAmounts, 'total'>),
      total: this.total.toFixed(2),
    };
  }
}

/**
 * The aged payables: what the organisation owes its
 * suppliers on its bills, per supplier and currency (never added across
 * currencies), in the spec's buckets by days past the due date on the as-of
 * date (default the organisation's today, Asia/Jakarta).
 *
 * Which bills: approved ones, and submitted ones when asked (a bill waiting
 * for approval may still be refused). What is owed of a bill: its amount
 * less what statement transactions explain of it; a bill whose payment is
 * sent, or that statement transactions explain in full, is paid and left
 * out; a payment still waiting for approval, its date or the bank pays
 * nothing yet, so its bill is owed in full. The as-of date moves the aging
 * clock only: what is owed is what is owed now.
 */
export class PayablesService {
  constructor(
    private readonly db: Kysely<TreasuryDatabase>,
    private readonly now: () => Date = () => new Date(),
    private readonly timeZone = 'Asia/Jakarta',
  ) {}

  async report(auth: AccessClaims, query: PayablesQuery): Promise<PayablesResponse> {
    requirePermission(auth, 'cash-analysis:read');
    const asOf =
      query.asOf === undefined ? todayIn(this.timeZone, this.now()) : parseBusinessDate(query.asOf);
    if (!asOf) throw errors.invalidDate();
    const includeSubmitted = query.includeSubmitted ?? false;
    const bills = await owedBills(this.db, auth.org, includeSubmitted);
    const currencies = CURRENCIES.flatMap((currency) => {
      const mine = bills.filter((bill) => bill.currency === currency);
      return mine.length === 0 ? [] : [byCurrency(currency, mine, asOf)];
    });
    return { asOf, includeSubmitted, currencies };
  }
}

/** One currency's rows (one per supplier, the most owed first) and totals. */
function byCurrency(
  currency: AgedPayablesCurrency['currency'],
  bills: readonly OwedBill[],
  asOf: string,
): AgedPayablesCurrency {
  const totals = new Buckets();
  const suppliers = new Map<
    string,
    { counterparty: AgedPayableRow['counterparty']; sums: Buckets; bills: AgedPayableRow['bills'] }
  >();
  for (const bill of bills) {
    const bucket = agedPayableBucket(bill.due_date, asOf);
    const key = bill.counterparty_id ?? '';
    const row = suppliers.get(key) ?? {
      counterparty: namedCounterparty(bill),
      sums: new Buckets(),
      bills: [],
    };
    row.sums.add(bucket, bill.outstanding);
    totals.add(bucket, bill.outstanding);
    row.bills.push({
      id: bill.id,
      number: bill.number,
      date: bill.bill_date,
      dueDate: bill.due_date,
      daysOverdue: daysOverdue(bill.due_date, asOf),
      bucket,
      amount: bill.amount,
      paidAmount: bill.paid,
      outstanding: bill.outstanding,
      status: bill.status,
      paymentStatus: bill.payment_status,
    });
    suppliers.set(key, row);
  }
  const rows = [...suppliers.values()]
    .sort(
      (a, b) =>
        b.sums.value.comparedTo(a.sums.value) ||
        (a.counterparty?.alias ?? '\uffff').localeCompare(b.counterparty?.alias ?? '\uffff'),
    )
    .map((row) => ({
      counterparty: row.counterparty,
      amounts: row.sums.amounts(),
      bills: row.bills.sort((a, b) => b.daysOverdue - a.daysOverdue || a.id.localeCompare(b.id)),
    }));
  return { currency, totals: totals.amounts(), rows };
}
