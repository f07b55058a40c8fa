import Decimal from 'decimal.js';
import { PAYMENT_PROVIDER_CATALOGUE } from '../../../contracts/treasury/payment-providers.js';
import { describeActivity, recordActivity } from '../../kit/activity.js';
import { BatchedImportRun } from '../imports/batched-run.js';
import { readImportCsv } from '../imports/csv-import.js';
import type { ImportOutcome, ImportProcessor, ImportRunInput } from '../imports/types.js';
import {
  PAYMENT_REPORT_IMPORT_CODES,
  REPORT_ISSUE,
  type PaymentReportImportCode,
} from './errors.js';
import {
  findImportedTransactions,
  findRecordsByReference,
  insertPaymentRecords,
  insertPaymentTransactions,
  refreshSettlementAmounts,
  settleRecord,
  settlementFor,
  type NewRecord,
  type NewTransaction,
} from './repository/import-writes.js';
import { findProviderForImport } from './repository/providers.js';
import {
  readXenditRow,
  XENDIT_DETAILED_COLUMNS,
  XENDIT_REQUIRED_COLUMNS,
  type XenditColumn,
  type XenditRow,
} from './xendit-report.js';

type Provider = NonNullable<Awaited<ReturnType<typeof findProviderForImport>>>;
type Row = XenditRow & { line: number };

/**
 * Imports a payment provider's report (spec: payment records and payment
 * transactions; CSV only, 25 MB, row errors by row number, warnings can be
 * ignored). Today the one documented layout is Xendit's Detailed
 * Transactions Report (xendit-report.ts); the import's provider says which
 * layout to read, and a provider without one is refused before it is queued.
 *
 * Every row becomes a payment transaction; a customer's payment (type
 * PAYMENT or IN_PERSON_PAYMENT) becomes a payment record as well, with its
 * gross amount, fees, net amount and what is settled of it. Settled records
 * join their provider's settlement of that day (one bank credit). A
 * transaction imported before is skipped; a record imported as pending and
 * now settled is settled.
 */
export const paymentReportImport: ImportProcessor = {
  kind: 'PAYMENT_REPORT',
  run: (input) => new PaymentReportImportRun(input).run(),
};

class PaymentReportImportRun extends BatchedImportRun<Row, PaymentReportImportCode> {
  private skipped = 0;
  private settledLater = 0;
  private provider!: Provider;
  /** The first row of each transaction id in the file. */
  private readonly seen = new Map<string, number>();
  /** Settlements by day, made as needed, and those whose amount must be summed again. */
  private readonly settlements = new Map<string, string>();
  private readonly touchedSettlements = new Set<string>();
  private readonly counts = { records: 0, transactions: 0, settled: 0, pending: 0 };

  constructor(input: ImportRunInput) {
    super(input, PAYMENT_REPORT_IMPORT_CODES);
  }

  async run(): Promise<ImportOutcome> {
    if (!this.input.paymentProviderId)
      throw new Error('A payment report import names its provider');
    const provider = await findProviderForImport(
      this.trx,
      this.input.organizationId,
      this.input.paymentProviderId,
    );
    if (!provider) throw new Error(`Payment provider ${this.input.paymentProviderId} is gone`);
    if (
      PAYMENT_PROVIDER_CATALOGUE[provider.provider].report.layout !== 'XENDIT_DETAILED_TRANSACTIONS'
    )
      throw new Error(`No report layout for ${provider.provider}`);
    this.provider = provider;
    await readImportCsv(
      this.input,
      {
        header: (record) => this.readHeader(record),
        row: async (columns, record, line) => {
          this.rowsRead += 1;
          const row = readXenditRow(
            (column) => {
              const index = columns.get(column);
              return index === undefined ? '' : (record[index] ?? '');
            },
            (problem) =>
              this.issue(
                'error',
                line,
                problem.field,
                problem.code,
                problem.value,
                problem.expected,
              ),
          );
          if (row) this.accept({ ...row, line });
          await this.flushWhenFull();
        },
        end: () => this.flush(),
        invalidFile: (line, reason) =>
          this.issue('error', line, 'file', REPORT_ISSUE.invalidFile, reason),
      },
      { relaxQuotes: false },
    );
    if (this.rowsRead === 0 && this.log.errorCount === 0)
      this.issue('error', 0, 'file', REPORT_ISSUE.noRows);
    if (!this.log.blocked) await refreshSettlementAmounts(this.trx, [...this.touchedSettlements]);
    return this.outcome();
  }

  /** The documented columns by position (header names compared without case); null when a required one is missing. */
  private readHeader(record: string[]): Map<XenditColumn, number> | null {
    const byName = new Map(XENDIT_DETAILED_COLUMNS.map((column) => [column.toLowerCase(), column]));
    const columns = new Map<XenditColumn, number>();
    record.forEach((cell, index) => {
      const column = byName.get(cell.trim().toLowerCase());
      if (column && !columns.has(column)) columns.set(column, index);
    });
    const missing = XENDIT_REQUIRED_COLUMNS.filter((column) => !columns.has(column));
    for (const column of missing)
      this.issue('error', 1, column, REPORT_ISSUE.missingColumn, column);
    return missing.length > 0 ? null : columns;
  }

  /** A row that read well: checked against the file and the provider's account, then queued for writing. */
  private accept(row: Row): void {
    const earlier = this.seen.get(row.transactionId);
    if (earlier !== undefined) {
      this.issue(
        'error',
        row.line,
        'Transaction ID',
        REPORT_ISSUE.repeatedInFile,
        row.transactionId,
        String(earlier),
      );
      return;
    }
    this.seen.set(row.transactionId, row.line);
    if (row.currency !== this.provider.currency) {
      this.issue(
        'error',
        row.line,
        'Currency',
        REPORT_ISSUE.currencyMismatch,
        row.currency,
        this.provider.currency,
      );
      return;
    }
    this.enqueue(row);
  }

  private outcome(): ImportOutcome {
    return this.outcomeWith(
      {
        layout: 'XENDIT_DETAILED_TRANSACTIONS',
        records: String(this.counts.records),
        transactions: String(this.counts.transactions),
        settled: String(this.counts.settled),
        pending: String(this.counts.pending),
        settledLater: String(this.settledLater),
      },
      this.skipped,
    );
  }

  /** The settlement of the provider for the row's day, made when first needed. */
  private async settlementOf(row: Row): Promise<string> {
    const date = row.settlementDate!;
    let id = this.settlements.get(date);
    if (!id) {
      id = await settlementFor(this.trx, {
        organizationId: this.input.organizationId,
        paymentProviderId: this.provider.id,
        bankAccountId: this.provider.bank_account_id,
        date,
        // Xendit's report names no settlement: its settlements are told apart by their day.
        reference: '',
        currency: row.currency,
      });
      this.settlements.set(date, id);
    }
    this.touchedSettlements.add(id);
    return id;
  }

  /** Writes a batch unless the import is blocked: new transactions and records, and pending records now settled. */
  protected async write(rows: Row[]): Promise<void> {
    if (this.log.blocked) return;
    const imported = await findImportedTransactions(
      this.trx,
      this.provider.id,
      rows.map((row) => row.transactionId),
    );
    const existingRecords = await findRecordsByReference(
      this.trx,
      this.provider.id,
      rows.filter((row) => row.isPayment).map((row) => row.transactionId),
    );
    const fresh = rows.filter((row) => !imported.has(row.transactionId));
    const organizationId = this.input.organizationId;
    await this.settleLater(
      rows.filter((row) => imported.has(row.transactionId)),
      existingRecords,
    );
    const recordIds = await this.insertRecords(fresh);
    const transactions: NewTransaction[] = fresh.map((row) => ({
      organization_id: organizationId,
      payment_provider_id: this.provider.id,
      payment_record_id:
        recordIds.get(row.transactionId) ?? existingRecords.get(row.transactionId)?.id ?? null,
      import_id: this.input.importId,
      provider_reference: row.transactionId,
      order_id: row.orderId,
      type: row.type,
      status: row.status,
      method: row.method,
      channel: row.channel,
      currency: row.currency,
      amount: row.amount,
      fees: row.fees,
      net_amount: row.net,
      occurred_at: row.occurredAt,
      created_by: this.input.actorId,
    }));
    await insertPaymentTransactions(this.trx, transactions);
    this.countFresh(fresh);
    this.counts.transactions += transactions.length;
    this.created += transactions.length;
  }

  /** The activity log's actor of the import: the member who started it. */
  private get actor() {
    return this.input.actorId ? { sub: this.input.actorId, org: this.input.organizationId } : null;
  }

  /** Rows imported before: each is skipped, and a record imported as pending that the report now shows settled is settled. */
  private async settleLater(
    skipped: Row[],
    existingRecords: Awaited<ReturnType<typeof findRecordsByReference>>,
  ): Promise<void> {
    const organizationId = this.input.organizationId;
    const providerName = PAYMENT_PROVIDER_CATALOGUE[this.provider.provider].name;
    for (const row of skipped) {
      this.skipped += 1;
      const record = existingRecords.get(row.transactionId);
      if (record && record.settlementStatus === 'PENDING' && row.settlementStatus === 'SETTLED') {
        const settled = Decimal.max(new Decimal(row.net), 0).toFixed(2);
        await settleRecord(this.trx, record.id, {
          settledAmount: settled,
          settlementId: await this.settlementOf(row),
          settledAt: row.settledAt,
          status: row.status,
        });
        await recordActivity(this.trx, {
          actor: this.actor,
          organizationId,
          entity: 'PAYMENT_RECORD',
          entityId: record.id,
          action: 'UPDATED',
          description: describeActivity('PAYMENT_RECORD_SETTLED', {
            orderId: row.orderId,
            amount: { amount: settled, currency: row.currency },
            provider: providerName,
          }),
          changes: [{ field: 'settlementStatus', before: 'PENDING', after: 'SETTLED' }],
        });
        this.settledLater += 1;
      }
    }
  }

  /** Writes the payment records of the batch's new customer payments, each with its activity entry; answers their ids by the provider's reference. */
  private async insertRecords(fresh: Row[]): Promise<Map<string, string>> {
    const organizationId = this.input.organizationId;
    const providerName = PAYMENT_PROVIDER_CATALOGUE[this.provider.provider].name;
    const records: NewRecord[] = [];
    for (const row of fresh.filter((row) => row.isPayment)) {
      const settled = row.settlementStatus === 'SETTLED';
      records.push({
        organization_id: organizationId,
        payment_provider_id: this.provider.id,
        import_id: this.input.importId,
        order_id: row.orderId,
        provider_reference: row.transactionId,
        customer: row.customer,
        method: row.method ?? 'OTHER',
        channel: row.channel,
        status: row.status,
        currency: row.currency,
        gross_amount: row.amount,
        fees: row.fees,
        net_amount: row.net,
        settled_amount: settled ? Decimal.max(new Decimal(row.net), 0).toFixed(2) : '0.00',
        settlement_status: row.settlementStatus,
        settlement_id: settled ? await this.settlementOf(row) : null,
        paid_at: row.occurredAt,
        settled_at: row.settledAt,
        created_by: this.input.actorId,
      });
    }
    const insertedRecords = await insertPaymentRecords(this.trx, records);
    const recordIds = new Map(
      insertedRecords.map((record) => [record.provider_reference, record.id]),
    );
    for (const [index, record] of records.entries()) {
      const id = insertedRecords[index]!.id;
      await recordActivity(this.trx, {
        actor: this.actor,
        organizationId,
        entity: 'PAYMENT_RECORD',
        entityId: id,
        action: 'CREATED',
        description: describeActivity('PAYMENT_RECORD_IMPORTED', {
          orderId: record.order_id,
          amount: { amount: record.gross_amount, currency: record.currency },
          provider: providerName,
        }),
        changes: [
          {
            field: 'grossAmount',
            before: null,
            after: `${record.currency} ${record.gross_amount}`,
          },
          { field: 'fees', before: null, after: `${record.currency} ${record.fees}` },
          { field: 'settlementStatus', before: null, after: record.settlement_status },
        ],
      });
    }
    this.counts.records += records.length;
    return recordIds;
  }

  /** Adds the batch's new rows to the summary: the dates they span and, of payments, settled or pending and their totals. */
  private countFresh(fresh: Row[]): void {
    for (const row of fresh) {
      this.dates.add(row.occurredAt.toISOString().slice(0, 10));
      if (!row.isPayment) continue;
      this.counts[row.settlementStatus === 'SETTLED' ? 'settled' : 'pending'] += 1;
      const grossKey = `grossTotal${row.currency}`;
      const netKey = `netTotal${row.currency}`;
      this.addToTotal(grossKey, row.amount);
      this.addToTotal(netKey, row.net);
    }
  }
}
