import Decimal from 'decimal.js';
import type { Transaction } from 'kysely';
import {
  PAYMENT_IMPORT_CODES,
  PAYMENT_IMPORT_MAX_ROWS,
  type PaymentImportCode,
} from '../../../contracts/treasury/payment-imports.js';
import {
  METHODS,
  type PaymentCreateBody,
  type PaymentKind,
  type PaymentMethod,
  type RecurrenceUnit,
} from '../../../contracts/treasury/payments.js';
import type { AccessClaims } from '../../kit/auth.js';
import { ServiceError } from '../../kit/errors.js';
import { nameSkeleton } from '../../kit/text.js';
import type { AccountClient, OnBehalfOf } from '../../kit/account-client.js';
import type { ImportKind } from '../../../contracts/treasury/imports.js';
import type { TreasuryDatabase } from '../db-types.js';
import { parseBusinessDate, todayIn } from '../expected-transactions/values.js';
import {
  ImportDateSpan,
  ImportIssueLog,
  readImportCsv,
  type CodedIssue,
} from '../imports/csv-import.js';
import type { ImportOutcome, ImportProcessor, ImportRunInput } from '../imports/types.js';
import { findCounterpartyAccountId, findImportNames, hasSameOrder } from './import-repository.js';
import { checkAvailableBalance } from './available-balance.js';
import { orderValues } from './order-values.js';
import { makeOrder, makingOrders, showsBalance } from './service.js';

/** The kind of order each import kind makes; undefined for the kinds that make none. */
export const ORDER_KIND_OF_IMPORT: Readonly<Partial<Record<ImportKind, PaymentKind>>> = {
  PAYMENTS: 'PAYMENT',
  TRANSFERS: 'TRANSFER',
};

/** What the request that starts a payments or transfers import keeps for its job (imports.options). */
export type PaymentImportOptions = {
  timeZone: string;
  makerMayApprove: boolean;
  /** The company control as the file was started: a row that would take its source account below its available balance is an error, not a warning. */
  balanceShortfallRefused: boolean;
  /** Whether the uploader may read the accounts' balances: without it a shortfall is told without the amounts (U-TRSY-PI-17). */
  showsBalance: boolean;
};

/**
 * Reads, with the caller's token, what a payments or transfers import needs
 * that its job cannot read: refused as a single create is (no create
 * permission: 403; the company's controls switch the kind off: U-TRSY-TRF-9
 * or U-TRSY-TRF-17); otherwise the organisation's time zone and whether the
 * uploader may approve the orders they make.
 */
export async function paymentImportOptions(
  accounts: AccountClient,
  auth: AccessClaims,
  caller: OnBehalfOf,
  orderKind: PaymentKind,
): Promise<PaymentImportOptions> {
  const making = await makingOrders(accounts, auth, caller, orderKind);
  return {
    timeZone: making.timeZone,
    makerMayApprove: making.makerMayApprove,
    balanceShortfallRefused: making.balanceShortfallRefused,
    showsBalance: showsBalance(auth),
  };
}

/** The columns of each kind's file (contracts/treasury/payment-imports.ts; web/public/templates/). */
const COMMON_COLUMNS = {
  source_account: { required: true, maxLength: 100 },
  method: { required: false, maxLength: 20 },
  amount: { required: true, maxLength: 40 },
  currency: { required: false, maxLength: 10 },
  payment_date: { required: true, maxLength: 20 },
  memo: { required: false, maxLength: 500 },
  notes: { required: false, maxLength: 2000 },
  repeat_unit: { required: false, maxLength: 20 },
  repeat_every: { required: false, maxLength: 10 },
  repeat_until: { required: false, maxLength: 20 },
} as const;
const PAYMENT_COLUMNS = {
  ...COMMON_COLUMNS,
  counterparty_alias: { required: true, maxLength: 100 },
  beneficiary_bank_code: { required: true, maxLength: 10 },
  beneficiary_account_number: { required: true, maxLength: 64 },
} as const;
const TRANSFER_COLUMNS = {
  ...COMMON_COLUMNS,
  destination_account: { required: true, maxLength: 100 },
} as const;
type Column = keyof typeof PAYMENT_COLUMNS | keyof typeof TRANSFER_COLUMNS;
type ColumnRule = { required: boolean; maxLength: number };
/** A row's cell by column: its trimmed text, or null when it has none to use. */
type RowText = (column: Column) => string | null;

/** The file's column each field of the order rules (order-values.ts) stands for. */
const COLUMN_OF_FIELD: Record<string, Column> = {
  sourceAccountId: 'source_account',
  counterpartyBankAccountId: 'beneficiary_account_number',
  destinationAccountId: 'destination_account',
  method: 'method',
  amount: 'amount',
  paymentDate: 'payment_date',
  memo: 'memo',
  notes: 'notes',
  'recurrence.every': 'repeat_every',
  'recurrence.until': 'repeat_until',
};

const UNITS: readonly RecurrenceUnit[] = ['DAYS', 'WEEKS', 'MONTHS', 'YEARS'];

const normaliseName = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * Imports payment orders (PAYMENTS) or transfers (TRANSFERS) from a CSV
 * file, in the runner's transaction. The file's names are looked up in the
 * organisation only (accounts by alias or account number, counterparties by
 * alias); each row then goes through the same rules and the same making as
 * `POST /payment-orders` (orderValues, makeOrder): a row they refuse is an
 * error with the rule's own code and the file's column. Rows with the same
 * source, beneficiary, amount and date as an earlier row or an order that
 * exists are warnings. While anything blocks, nothing more is written, and
 * the runner rolls back what was.
 */
export function paymentOrdersImport(
  kind: 'PAYMENTS' | 'TRANSFERS',
  options: { now?: (() => Date) | undefined } = {},
): ImportProcessor {
  return {
    kind,
    run: (input) =>
      new PaymentOrdersImportRun(
        kind === 'PAYMENTS' ? 'PAYMENT' : 'TRANSFER',
        input,
        options.now ?? (() => new Date()),
      ).run(),
  };
}

/** The stored options, checked: a PAYMENTS or TRANSFERS import is never queued without them (migrations/0055-baseline, imports). */
function optionsOf(value: unknown): PaymentImportOptions {
  const given = (
    typeof value === 'string' ? JSON.parse(value) : value
  ) as Partial<PaymentImportOptions> | null;
  if (!given || typeof given.timeZone !== 'string' || typeof given.makerMayApprove !== 'boolean')
    throw new Error('A payments import is queued with its options');
  // An import queued before the balance control existed warns, as the control's default does, and names no balance.
  return {
    timeZone: given.timeZone,
    makerMayApprove: given.makerMayApprove,
    balanceShortfallRefused: given.balanceShortfallRefused === true,
    showsBalance: given.showsBalance === true,
  };
}

class PaymentOrdersImportRun {
  private readonly trx: Transaction<TreasuryDatabase>;
  private readonly columns: Readonly<Record<string, ColumnRule>>;
  private readonly log: ImportIssueLog;
  /** An issue with one of the file's own codes, its English message filled in. */
  private readonly fileIssue: CodedIssue<PaymentImportCode>;
  private readonly settings: PaymentImportOptions;
  private readonly today: string;
  private rowsRead = 0;
  private created = 0;
  private accountsByAlias = new Map<string, { id: string; currency: string }>();
  private accountsByNumber = new Map<string, { id: string; currency: string }[]>();
  private counterparties = new Map<string, { id: string; alias: string }>();
  /** The first row of each source, beneficiary, amount and date in the file. */
  private readonly sameKeys = new Map<string, number>();
  private readonly totals = new Map<string, { amount: Decimal; fees: Decimal }>();
  /** What the file's rows so far take out of each source account (amounts and fees): a row is weighed after the rows before it. */
  private readonly outgoing = new Map<string, Decimal>();
  private readonly dates = new ImportDateSpan();

  constructor(
    private readonly orderKind: PaymentKind,
    private readonly input: ImportRunInput,
    now: () => Date,
  ) {
    this.trx = input.trx;
    this.columns = orderKind === 'PAYMENT' ? PAYMENT_COLUMNS : TRANSFER_COLUMNS;
    this.settings = optionsOf(input.options);
    this.today = todayIn(this.settings.timeZone, now());
    // What is wrong with the file as a whole (too many rows) leads the list, even when the rows filled it.
    this.log = new ImportIssueLog(input.ignoreWarnings, true);
    this.fileIssue = this.log.coded(PAYMENT_IMPORT_CODES);
  }

  /**
   * Weighs a row's order against its source account's available balance less
   * the file's rows before it (available-balance.ts, as a single create does):
   * a shortfall is a warning to confirm, or an error when the company's
   * controls refuse it. An account with no known balance raises nothing: a
   * file from it would otherwise always wait for a confirmation that tells
   * nothing. False when it blocks.
   */
  private async balanceCovers(
    line: number,
    values: {
      sourceAccountId: string;
      currency: 'IDR' | 'USD' | 'SGD';
      amount: string;
      fee: string;
    },
  ): Promise<boolean> {
    const before = this.outgoing.get(values.sourceAccountId) ?? new Decimal(0);
    this.outgoing.set(values.sourceAccountId, before.plus(values.amount).plus(values.fee));
    const refuse = this.settings.balanceShortfallRefused;
    const { showsBalance } = this.settings;
    const warnings = await checkAvailableBalance(this.trx, this.input.organizationId, values, {
      refuse: false,
      alsoOutgoing: before.toFixed(2),
      showsBalance,
    });
    const shortfall = warnings.find((warning) => warning.code === 'BALANCE_SHORTFALL');
    if (!shortfall) return true;
    if (showsBalance)
      this.fileIssue(
        refuse ? 'error' : 'warning',
        line,
        'amount',
        'U-TRSY-PI-16',
        shortfall.shortfall ?? undefined,
        shortfall.available ?? undefined,
      );
    else this.fileIssue(refuse ? 'error' : 'warning', line, 'amount', 'U-TRSY-PI-17');
    return !refuse;
  }

  async run(): Promise<ImportOutcome> {
    if (!this.input.actorId) throw new Error('A payments import is made by a member');
    await this.loadNames();
    const { sawHeader, header } = await readImportCsv(this.input, {
      header: (record) => this.readHeader(record),
      row: async (columns, record, line) => {
        if (this.rowsRead >= PAYMENT_IMPORT_MAX_ROWS) {
          this.fileIssue(
            'error',
            0,
            'file',
            'U-TRSY-PI-15',
            undefined,
            String(PAYMENT_IMPORT_MAX_ROWS),
          );
          return 'stop';
        }
        this.rowsRead += 1;
        await this.readRow(columns, record, line);
      },
      invalidFile: (line, reason) => this.fileIssue('error', line, 'file', 'U-TRSY-PI-1', reason),
    });
    if ((!sawHeader || (header && this.rowsRead === 0)) && this.log.errorCount === 0)
      this.fileIssue('error', 0, 'file', 'U-TRSY-PI-3');
    return this.outcome();
  }

  private outcome(): ImportOutcome {
    const summary: Record<string, string> = { ordersCount: String(this.rowsRead) };
    this.dates.addTo(summary);
    for (const [currency, total] of [...this.totals].sort(([a], [b]) => a.localeCompare(b))) {
      summary[`total${currency}`] = total.amount.toFixed(2);
      summary[`fees${currency}`] = total.fees.toFixed(2);
    }
    return this.log.outcome({
      rowsRead: this.rowsRead,
      created: this.created,
      skipped: 0,
      summary,
    });
  }

  /** The organisation's own accounts and counterparties by the names a file gives them: another organisation's are never found. */
  private async loadNames(): Promise<void> {
    const names = await findImportNames(this.trx, this.input.organizationId);
    for (const account of names.accounts) {
      const entry = { id: account.id, currency: account.currency };
      this.accountsByAlias.set(account.alias_key, entry);
      this.accountsByNumber.set(account.account_number, [
        ...(this.accountsByNumber.get(account.account_number) ?? []),
        entry,
      ]);
    }
    this.counterparties = new Map(
      names.counterparties.map((row) => [row.alias_key, { id: row.id, alias: row.alias }]),
    );
  }

  private readHeader(record: string[]): Map<Column, number> | null {
    const header = new Map<Column, number>();
    record.forEach((cell, index) => {
      const name = normaliseName(cell) as Column;
      if (name in this.columns && !header.has(name)) header.set(name, index);
    });
    const missing = Object.keys(this.columns).filter(
      (column) => this.columns[column]!.required && !header.has(column as Column),
    );
    for (const column of missing) this.fileIssue('error', 1, column, 'U-TRSY-PI-2', column);
    return missing.length > 0 ? null : header;
  }

  /** An account of the organisation by its alias or its account number; undefined (reported) when none or several. */
  private account(
    line: number,
    column: Column,
    value: string,
  ): { id: string; currency: string } | undefined {
    const byAlias = this.accountsByAlias.get(nameSkeleton(value));
    if (byAlias) return byAlias;
    const byNumber = this.accountsByNumber.get(value.replace(/[\s-]/g, '')) ?? [];
    if (byNumber.length === 1) return byNumber[0];
    this.fileIssue(
      'error',
      line,
      column,
      byNumber.length > 1 ? 'U-TRSY-PI-7' : 'U-TRSY-PI-6',
      value,
    );
    return undefined;
  }

  /** A row's cell reader: a column's trimmed text, null (and reported when required or too long) when it has none to use. */
  private cellsOf(header: Map<Column, number>, record: string[], line: number): RowText {
    return (column) => {
      const index = header.get(column);
      const value = index === undefined ? '' : (record[index] ?? '').trim();
      const rule = this.columns[column];
      if (!rule) return null;
      if (!value) {
        if (rule.required) this.fileIssue('error', line, column, 'U-TRSY-PI-4', undefined, column);
        return null;
      }
      if (value.length > rule.maxLength) {
        this.fileIssue(
          'error',
          line,
          column,
          'U-TRSY-PI-5',
          value.slice(0, 40),
          String(rule.maxLength),
        );
        return null;
      }
      return value;
    };
  }

  /** Who a row pays: a payment's counterparty and its bank account, a transfer's destination account of the organisation. */
  private async beneficiaryOf(
    text: RowText,
    line: number,
  ): Promise<{ counterpartyBankAccountId?: string; destinationAccountId?: string }> {
    if (this.orderKind !== 'PAYMENT') {
      const destinationName = text('destination_account');
      return {
        destinationAccountId:
          destinationName === null
            ? undefined
            : this.account(line, 'destination_account', destinationName)?.id,
      };
    }
    const alias = text('counterparty_alias');
    const bankCode = text('beneficiary_bank_code');
    const accountNumber = text('beneficiary_account_number');
    const counterparty = alias === null ? undefined : this.counterparties.get(nameSkeleton(alias));
    if (alias !== null && !counterparty)
      this.fileIssue('error', line, 'counterparty_alias', 'U-TRSY-PI-8', alias);
    if (!counterparty || bankCode === null || accountNumber === null) return {};
    // A spreadsheet drops the leading zero of a bank code: 14 is BCA's 014.
    const code = /^\d{1,2}$/.test(bankCode) ? bankCode.padStart(3, '0') : bankCode;
    const number = accountNumber.replace(/[\s-]/g, '');
    const counterpartyBankAccountId = await findCounterpartyAccountId(
      this.trx,
      this.input.organizationId,
      counterparty.id,
      code,
      number,
    );
    if (!counterpartyBankAccountId)
      this.fileIssue(
        'error',
        line,
        'beneficiary_account_number',
        'U-TRSY-PI-9',
        `${code} ${number}`,
        counterparty.alias,
      );
    return { counterpartyBankAccountId };
  }

  /** A row's payment method, its words in any case with spaces or dashes; undefined (reported when given) when none is known. */
  private methodOf(text: RowText, line: number): PaymentMethod | undefined {
    const methodText = text('method');
    const methodName =
      methodText === null ? null : methodText.toUpperCase().replace(/[\s-]+/g, '_');
    const method =
      methodName !== null && methodName in METHODS ? (methodName as PaymentMethod) : undefined;
    if (methodText !== null && !method)
      this.fileIssue('error', line, 'method', 'U-TRSY-PI-10', methodText);
    return method;
  }

  /** A row's repetition: its unit, every how many (1 when left out) and until when; null when it has no unit. */
  private recurrenceOf(text: RowText, line: number): PaymentCreateBody['recurrence'] {
    const unitText = text('repeat_unit');
    const everyText = text('repeat_every');
    const untilText = text('repeat_until');
    const unit =
      unitText === null
        ? null
        : (UNITS.find((candidate) => candidate === unitText.toUpperCase()) ?? null);
    if (unitText !== null && !unit)
      this.fileIssue('error', line, 'repeat_unit', 'U-TRSY-PI-12', unitText);
    return unit
      ? {
          unit,
          every:
            everyText === null ? 1 : /^\d{1,4}$/.test(everyText) ? Number(everyText) : Number.NaN,
          until:
            untilText === null
              ? null
              : (parseBusinessDate(untilText, { dayFirst: true }) ?? untilText),
        }
      : null;
  }

  /** The order a row's body makes, by the order rules; null when a rule refuses it, reported on the column it is about. */
  private async valuesOf(
    body: PaymentCreateBody,
    line: number,
  ): Promise<Awaited<ReturnType<typeof orderValues>> | null> {
    try {
      return await orderValues(this.trx, this.input.organizationId, body, {
        today: this.today,
        timeZone: this.settings.timeZone,
      });
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      // The rule's own code and message; the field is the file's column it is about.
      const column =
        (error.field && COLUMN_OF_FIELD[error.field]) ??
        (this.orderKind === 'PAYMENT' ? 'beneficiary_account_number' : 'destination_account');
      this.log.add('error', line, column, error.code, `Row ${line}: ${error.message}`);
      return null;
    }
  }

  /** Warns of an order like this row's (same source, beneficiary, amount and date) earlier in the file or already made. */
  private async warnOfSameOrder(
    line: number,
    values: Awaited<ReturnType<typeof orderValues>>,
  ): Promise<void> {
    const beneficiary = values.counterpartyBankAccountId ?? values.destinationAccountId ?? '';
    const key = `${values.sourceAccountId}|${beneficiary}|${values.amount}|${values.paymentDate}`;
    const earlier = this.sameKeys.get(key);
    if (earlier !== undefined)
      this.fileIssue('warning', line, 'amount', 'U-TRSY-PI-13', undefined, String(earlier));
    else {
      this.sameKeys.set(key, line);
      // Checked before this row's order is made, so it never finds an order of this same file.
      if (await hasSameOrder(this.trx, this.input.organizationId, values))
        this.fileIssue('warning', line, 'amount', 'U-TRSY-PI-14');
    }
  }

  /** Counts a row's order in the file's totals per currency and its first and last payment dates. */
  private countOrder(values: Awaited<ReturnType<typeof orderValues>>): void {
    const total = this.totals.get(values.currency) ?? {
      amount: new Decimal(0),
      fees: new Decimal(0),
    };
    this.totals.set(values.currency, {
      amount: total.amount.plus(values.amount),
      fees: total.fees.plus(values.fee),
    });
    this.dates.add(values.paymentDate);
  }

  /** One data row: its names looked up, then judged by the order rules and, while nothing blocks, made. */
  private async readRow(
    header: Map<Column, number>,
    record: string[],
    line: number,
  ): Promise<void> {
    const errorsBefore = this.log.errorCount;
    const text = this.cellsOf(header, record, line);

    const sourceName = text('source_account');
    const source =
      sourceName === null ? undefined : this.account(line, 'source_account', sourceName);
    const { counterpartyBankAccountId, destinationAccountId } = await this.beneficiaryOf(
      text,
      line,
    );
    const method = this.methodOf(text, line);

    const amount = text('amount');
    const currency = text('currency');
    if (currency !== null && source && currency.toUpperCase() !== source.currency)
      this.fileIssue('error', line, 'currency', 'U-TRSY-PI-11', currency, source.currency);

    const dateText = text('payment_date');
    const paymentDate =
      dateText === null ? null : (parseBusinessDate(dateText, { dayFirst: true }) ?? dateText);
    const memo = text('memo');
    const notes = text('notes');
    const recurrence = this.recurrenceOf(text, line);

    if (this.log.errorCount > errorsBefore || !source || amount === null || paymentDate === null)
      return;
    const body: PaymentCreateBody = {
      kind: this.orderKind,
      sourceAccountId: source.id,
      ...(counterpartyBankAccountId ? { counterpartyBankAccountId } : {}),
      ...(destinationAccountId ? { destinationAccountId } : {}),
      ...(method ? { method } : {}),
      amount,
      paymentDate,
      memo,
      notes,
      recurrence,
    };
    const values = await this.valuesOf(body, line);
    if (!values) return;
    await this.warnOfSameOrder(line, values);
    if (!(await this.balanceCovers(line, values))) return;
    this.countOrder(values);

    if (this.log.blocked) return;
    await makeOrder(
      this.trx,
      { sub: this.input.actorId!, org: this.input.organizationId },
      this.settings.makerMayApprove,
      values,
    );
    this.created += 1;
  }
}
