import { pipeline, type Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { CSV_LINE_ENDS, firstCsvLine } from '../../../formats/csv.js';
import { LEGAL_FORM_WORDS } from '../../../formats/indonesia.js';
import type { Transaction } from 'kysely';
import { describeActivity, recordActivity } from '../../kit/activity.js';
import { codePointLabel, forbiddenCharacter, nameSkeleton } from '../../kit/text.js';
import { findBank } from '../banks/catalogue.js';
import type { TreasuryDatabase } from '../db-types.js';
import { readFirstLine } from '../imports/first-line.js';
import type {
  ImportIssue,
  ImportOutcome,
  ImportProcessor,
  ImportRunInput,
} from '../imports/types.js';
import {
  COUNTERPARTY_IMPORT_ISSUE,
  formatCounterpartyImportMessage,
  type CounterpartyImportCode,
} from './import-codes.js';
import {
  findHeldBankAccountKeys,
  findTakenAliasKeys,
  findUsedExternalIds,
  insertBankAccounts,
  insertImportedCounterparties,
  lockCounterpartyNames,
} from './repository.js';

/**
 * The columns of the counterparties CSV (web/public/templates/counterparties-template.csv),
 * read case-insensitively with spaces and hyphens as underscores, in any
 * order. One row is one bank account; rows with the same alias (or one that
 * looks the same: `nameSkeleton`) are the bank accounts of one counterparty, and repeat its legal name, email,
 * type and external id or leave them empty. `required` columns must be in the
 * header; `bank_code` is the bank's clearing code (`014` for BCA; `14` is read
 * as `014`).
 */
export const COUNTERPARTY_IMPORT_COLUMNS = {
  legal_name: { required: true, maxLength: 200 },
  alias: { required: true, maxLength: 100 },
  email: { required: false, maxLength: 320 },
  type: { required: true, maxLength: 20 },
  external_id: { required: false, maxLength: 100 },
  bank_code: { required: true, maxLength: 10 },
  account_number: { required: true, maxLength: 64 },
  account_name: { required: true, maxLength: 200 },
  account_alias: { required: false, maxLength: 100 },
} as const;
type Column = keyof typeof COUNTERPARTY_IMPORT_COLUMNS;

/** Rows checked against the database and written together. */
const BATCH_SIZE = 500;
const MAX_ISSUES = 1000;
/** How much of the file is looked at to tell comma from semicolon (spreadsheets in Indonesian save with `;`). */
const SNIFF_BYTES = 64 * 1024;
const MAX_RECORD_BYTES = 64 * 1024;

/** The counterparty types, and the Indonesian words a spreadsheet may use for them. */
const TYPES: Record<string, 'COMPANY' | 'INDIVIDUAL'> = {
  COMPANY: 'COMPANY',
  INDIVIDUAL: 'INDIVIDUAL',
  PERUSAHAAN: 'COMPANY',
  PERORANGAN: 'INDIVIDUAL',
  INDIVIDU: 'INDIVIDUAL',
};
/** Words of a company's legal form, left out when the name on account is compared with the legal name. */
const LEGAL_FORMS = new Set([...LEGAL_FORM_WORDS, 'PERSEROAN', 'TERBATAS']);

type Group = {
  firstRow: number;
  alias: string;
  legalName: string;
  email: string | null;
  type: 'COMPANY' | 'INDIVIDUAL' | null;
  externalId: string | null;
  counterpartyId: string | null;
  accounts: number;
};
type Account = {
  bankCode: string;
  accountNumber: string;
  accountName: string;
  alias: string | null;
};
type PendingRow = {
  row: number;
  group: Group | null;
  first: boolean;
  account: Account | null;
  issues: ImportIssue[];
};

const COLUMN_ORDER: readonly string[] = Object.keys(COUNTERPARTY_IMPORT_COLUMNS);
/** Issues of one row are listed in the template's column order. */
const columnOrder = (field: string) =>
  COLUMN_ORDER.includes(field) ? COLUMN_ORDER.indexOf(field) : COLUMN_ORDER.length;
const normaliseColumn = (name: string) =>
  name
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
/** The words of a name that identify its holder: upper case, no punctuation, no legal form. */
const nameKey = (name: string) =>
  name
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((word) => word && !LEGAL_FORMS.has(word))
    .join(' ');
/** Whether a bank's name on account fits a legal name; banks cut long names, so a prefix fits. */
function namesMatch(accountName: string, legalName: string): boolean {
  const a = nameKey(accountName);
  const b = nameKey(legalName);
  return !a || !b || a === b || a.startsWith(b) || b.startsWith(a);
}
const shown = (value: string) => (value.length > 100 ? `${value.slice(0, 97)}…` : value);

function issue(
  code: CounterpartyImportCode,
  row: number,
  field: string,
  severity: 'error' | 'warning',
  value?: string,
  expected?: string,
): ImportIssue {
  return {
    row,
    field,
    severity,
    code,
    message: formatCounterpartyImportMessage(code, { row, value, expected }),
    ...(value === undefined ? {} : { value: shown(value) }),
    ...(expected === undefined ? {} : { expected }),
  };
}

/** Chooses the delimiter from the header line: semicolon or tab when they outnumber commas. */
function sniffDelimiter(head: string): string {
  const line = firstCsvLine(head);
  const count = (char: string) => line.split(char).length - 1;
  const candidates = [',', ';', '\t'].map((char) => ({ char, n: count(char) }));
  return candidates.reduce((best, next) => (next.n > best.n ? next : best)).char;
}

/** Streams a file as CSV records, with the delimiter its first line uses. */
async function openCsv(source: Readable, onProgress: (bytes: number) => void) {
  const { head, file } = await readFirstLine(source, onProgress, SNIFF_BYTES);
  const parser = parse({
    delimiter: sniffDelimiter(head),
    record_delimiter: CSV_LINE_ENDS,
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    max_record_size: MAX_RECORD_BYTES,
  });
  pipeline(file, parser, () => undefined);
  return parser as AsyncIterable<{ record: string[]; info: { lines: number } }>;
}

/**
 * Imports counterparties from a CSV (spec: bulk CSV import for
 * counterparties): see `COUNTERPARTY_IMPORT_COLUMNS`. Errors, which block
 * the import: a missing column, a missing or invalid value, an unknown bank
 * code or type, an alias or external id the organisation already uses, a bank
 * account a counterparty of the organisation already holds or an earlier row
 * repeats, rows of one alias that disagree. Warnings, which can be ignored: a
 * counterparty without email, a name on account that does not match the
 * legal name, a column the template does not have. Writes in the import's
 * transaction while the file is clean, and logs each counterparty created.
 */
export const counterpartiesImport: ImportProcessor = {
  kind: 'COUNTERPARTIES',
  async run(input: ImportRunInput): Promise<ImportOutcome> {
    const { trx, organizationId } = input;
    await lockCounterpartyNames(trx, organizationId);

    const issues: ImportIssue[] = [];
    let errorCount = 0;
    let warningCount = 0;
    const report = (found: ImportIssue[]) => {
      for (const one of found.sort(
        (a, b) => a.row - b.row || columnOrder(a.field) - columnOrder(b.field),
      )) {
        if (one.severity === 'error') errorCount += 1;
        else warningCount += 1;
        if (issues.length < MAX_ISSUES) issues.push(one);
      }
    };

    const groups = new Map<string, Group>();
    const externalIds = new Map<string, number>();
    const accountsSeen = new Map<string, number>();
    let columns: Partial<Record<Column, number>> | null = null;
    let rowsRead = 0;
    let created = 0;
    let batch: PendingRow[] = [];

    const flush = async () => {
      if (batch.length === 0) return;
      const rows = batch;
      batch = [];
      await checkAgainstDatabase(trx, organizationId, rows);
      report(rows.flatMap((row) => row.issues));
      if (errorCount > 0) return;
      const written = await writeRows(trx, input, rows);
      created += written;
    };

    try {
      for await (const { record, info } of await openCsv(input.source, input.onProgress)) {
        const row = info.lines;
        if (!columns) {
          const header = readHeader(record, row);
          report(header.issues);
          if (!header.columns) break;
          columns = header.columns;
          continue;
        }
        rowsRead += 1;
        batch.push(readRow(record, row, columns, { groups, externalIds, accountsSeen }));
        if (batch.length >= BATCH_SIZE) await flush();
      }
    } catch (error) {
      const line = (error as { lines?: number }).lines ?? 0;
      batch.push({
        row: line,
        group: null,
        first: false,
        account: null,
        issues: [
          issue(
            COUNTERPARTY_IMPORT_ISSUE.unreadable,
            line,
            'file',
            'error',
            (error as Error).message,
          ),
        ],
      });
    } finally {
      // A file given up early (a header without the needed columns, unreadable CSV) is not read further.
      input.source.destroy();
    }
    await flush();
    if (columns && rowsRead === 0)
      report([issue(COUNTERPARTY_IMPORT_ISSUE.empty, 0, 'file', 'error')]);
    if (!columns && errorCount === 0)
      report([issue(COUNTERPARTY_IMPORT_ISSUE.empty, 0, 'file', 'error')]);

    return {
      issues,
      errorCount,
      warningCount,
      rowsRead,
      created: errorCount > 0 ? 0 : created,
      skipped: 0,
      summary: { counterparties: String(groups.size), bankAccounts: String(rowsRead) },
    };
  },
};

function readHeader(
  record: string[],
  row: number,
): { columns: Partial<Record<Column, number>> | null; issues: ImportIssue[] } {
  const columns: Partial<Record<Column, number>> = {};
  const issues: ImportIssue[] = [];
  record.forEach((name, index) => {
    const column = normaliseColumn(name);
    if (!column) return;
    if (column in COUNTERPARTY_IMPORT_COLUMNS) {
      columns[column as Column] ??= index;
    } else {
      issues.push(
        issue(COUNTERPARTY_IMPORT_ISSUE.unknownColumn, row, name.trim(), 'warning', name.trim()),
      );
    }
  });
  const missing = (Object.keys(COUNTERPARTY_IMPORT_COLUMNS) as Column[]).filter(
    (column) => COUNTERPARTY_IMPORT_COLUMNS[column].required && columns[column] === undefined,
  );
  for (const column of missing)
    issues.push(issue(COUNTERPARTY_IMPORT_ISSUE.missingColumn, row, column, 'error', column));
  return { columns: missing.length ? null : columns, issues };
}

/** What a row's checks report through: an error, a warning, and whether a required cell has a value (reporting it when not). */
type RowChecks = {
  error: (code: CounterpartyImportCode, field: string, value?: string, expected?: string) => void;
  warn: (code: CounterpartyImportCode, field: string, value?: string, expected?: string) => void;
  requireValue: (column: Column) => boolean;
};

/**
 * The counterparty a row belongs to, by its alias: the first row of an alias
 * opens its group (legal name, type, email, external id, once per file);
 * a later row must not say otherwise.
 */
function readGroup(
  values: Record<Column, string>,
  type: 'COMPANY' | 'INDIVIDUAL' | null,
  row: number,
  seen: { groups: Map<string, Group>; externalIds: Map<string, number> },
  { error, warn, requireValue }: RowChecks,
): { group: Group | null; first: boolean } {
  let group: Group | null = null;
  let first = false;
  if (requireValue('alias')) {
    const key = nameSkeleton(values.alias);
    group = seen.groups.get(key) ?? null;
    if (!group) {
      first = true;
      requireValue('legal_name');
      requireValue('type');
      if (!values.email) warn(COUNTERPARTY_IMPORT_ISSUE.emailMissing, 'email');
      const externalId = values.external_id || null;
      if (externalId) {
        const earlier = seen.externalIds.get(externalId);
        if (earlier !== undefined)
          error(
            COUNTERPARTY_IMPORT_ISSUE.externalIdRepeated,
            'external_id',
            externalId,
            String(earlier),
          );
        else seen.externalIds.set(externalId, row);
      }
      group = {
        firstRow: row,
        alias: values.alias,
        legalName: values.legal_name,
        email: values.email || null,
        type,
        externalId,
        counterpartyId: null,
        accounts: 0,
      };
      seen.groups.set(key, group);
    } else {
      const differs = (column: Column, mine: string, theirs: string | null, sameCase = true) =>
        mine &&
        theirs !== null &&
        (sameCase ? mine !== theirs : mine.toLowerCase() !== theirs.toLowerCase()) &&
        error(COUNTERPARTY_IMPORT_ISSUE.inconsistentRow, column, mine, String(group!.firstRow));
      differs('legal_name', values.legal_name, group.legalName || null);
      differs('email', values.email, group.email, false);
      if (type && group.type && type !== group.type)
        error(
          COUNTERPARTY_IMPORT_ISSUE.inconsistentRow,
          'type',
          values.type,
          String(group.firstRow),
        );
      differs('external_id', values.external_id, group.externalId);
    }
  }

  return { group, first };
}

/** The bank account a row gives, when its bank, number and name are good and no earlier row gave it. */
function readAccount(
  values: Record<Column, string>,
  row: number,
  accountsSeen: Map<string, number>,
  { error, requireValue }: RowChecks,
): Account | null {
  let account: Account | null = null;
  const bankCode = /^\d{1,2}$/.test(values.bank_code)
    ? values.bank_code.padStart(3, '0')
    : values.bank_code;
  const accountNumber = values.account_number.replace(/[\s.-]/g, '');
  const hasBank = requireValue('bank_code');
  const bankKnown = hasBank && Boolean(findBank(bankCode));
  if (hasBank && values.bank_code && !bankKnown)
    error(COUNTERPARTY_IMPORT_ISSUE.unknownBank, 'bank_code', values.bank_code);
  const hasNumber = requireValue('account_number');
  const numberValid = hasNumber && /^\d{5,34}$/.test(accountNumber);
  if (hasNumber && values.account_number && !numberValid)
    error(COUNTERPARTY_IMPORT_ISSUE.invalidAccountNumber, 'account_number', values.account_number);
  const hasName = requireValue('account_name');
  if (bankKnown && numberValid) {
    const key = `${bankCode} ${accountNumber}`;
    const earlier = accountsSeen.get(key);
    if (earlier !== undefined)
      error(COUNTERPARTY_IMPORT_ISSUE.bankAccountRepeated, 'account_number', key, String(earlier));
    else {
      accountsSeen.set(key, row);
      if (hasName && values.account_name)
        account = {
          bankCode,
          accountNumber,
          accountName: values.account_name,
          alias: values.account_alias || null,
        };
    }
  }
  return account;
}

/** Checks one row on its own and against the rows before it; the database checks follow per batch. */
function readRow(
  record: string[],
  row: number,
  columns: Partial<Record<Column, number>>,
  seen: {
    groups: Map<string, Group>;
    externalIds: Map<string, number>;
    accountsSeen: Map<string, number>;
  },
): PendingRow {
  const issues: ImportIssue[] = [];
  const error = (code: CounterpartyImportCode, field: string, value?: string, expected?: string) =>
    issues.push(issue(code, row, field, 'error', value, expected));
  const warn = (code: CounterpartyImportCode, field: string, value?: string, expected?: string) =>
    issues.push(issue(code, row, field, 'warning', value, expected));
  const cell = (column: Column): string => {
    const index = columns[column];
    // NFKC and no invisible or control characters, as for names typed in the app (services/kit/text.ts).
    const value = index === undefined ? '' : (record[index] ?? '').normalize('NFKC').trim();
    const max = COUNTERPARTY_IMPORT_COLUMNS[column].maxLength;
    if (value.length > max) {
      error(COUNTERPARTY_IMPORT_ISSUE.tooLong, column, value, String(max));
      return '';
    }
    const bad = forbiddenCharacter(value);
    if (bad !== undefined) {
      error(COUNTERPARTY_IMPORT_ISSUE.invalidCharacters, column, codePointLabel(bad));
      return '';
    }
    return value;
  };
  const values = Object.fromEntries(
    (Object.keys(COUNTERPARTY_IMPORT_COLUMNS) as Column[]).map((column) => [column, cell(column)]),
  ) as Record<Column, string>;
  // Cells already refused (too long, invisible characters) are not also reported as missing.
  const tooLong = new Set(issues.map((found) => found.field));
  const requireValue = (column: Column) => {
    if (values[column] || tooLong.has(column)) return true;
    error(COUNTERPARTY_IMPORT_ISSUE.required, column, column);
    return false;
  };

  const type = values.type ? (TYPES[values.type.toUpperCase()] ?? null) : null;
  if (values.type && !type) error(COUNTERPARTY_IMPORT_ISSUE.invalidType, 'type', values.type);
  if (values.email && !values.email.includes('@'))
    error(COUNTERPARTY_IMPORT_ISSUE.invalidEmail, 'email', values.email);

  const checks = { error, warn, requireValue };
  const { group, first } = readGroup(values, type, row, seen, checks);
  const account = readAccount(values, row, seen.accountsSeen, checks);
  if (account && group?.legalName && !namesMatch(account.accountName, group.legalName)) {
    warn(
      COUNTERPARTY_IMPORT_ISSUE.accountNameMismatch,
      'account_name',
      account.accountName,
      group.legalName,
    );
  }
  return { row, group, first, account, issues };
}

/** Adds the issues only the database can tell: aliases, external ids and bank accounts the organisation already has. */
async function checkAgainstDatabase(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  rows: PendingRow[],
): Promise<void> {
  const firsts = rows.filter((row) => row.first && row.group);
  if (firsts.length) {
    const aliases = await findTakenAliasKeys(
      trx,
      organizationId,
      firsts.map((row) => nameSkeleton(row.group!.alias)),
    );
    for (const row of firsts) {
      if (aliases.has(nameSkeleton(row.group!.alias)))
        row.issues.push(
          issue(COUNTERPARTY_IMPORT_ISSUE.aliasExists, row.row, 'alias', 'error', row.group!.alias),
        );
    }
    const withExternal = firsts.filter((row) => row.group!.externalId);
    if (withExternal.length) {
      const ids = await findUsedExternalIds(
        trx,
        organizationId,
        withExternal.map((row) => row.group!.externalId!),
      );
      for (const row of withExternal) {
        if (ids.has(row.group!.externalId))
          row.issues.push(
            issue(
              COUNTERPARTY_IMPORT_ISSUE.externalIdExists,
              row.row,
              'external_id',
              'error',
              row.group!.externalId!,
            ),
          );
      }
    }
  }
  const withAccount = rows.filter((row) => row.account);
  if (withAccount.length) {
    const keys = await findHeldBankAccountKeys(
      trx,
      organizationId,
      withAccount.map((row) => row.account!),
    );
    for (const row of withAccount) {
      const key = `${row.account!.bankCode} ${row.account!.accountNumber}`;
      if (keys.has(key))
        row.issues.push(
          issue(
            COUNTERPARTY_IMPORT_ISSUE.bankAccountExists,
            row.row,
            'account_number',
            'error',
            key,
          ),
        );
    }
  }
}

/** Writes a clean batch: each new alias's counterparty, then every row's bank account. */
async function writeRows(
  trx: Transaction<TreasuryDatabase>,
  input: ImportRunInput,
  rows: PendingRow[],
): Promise<number> {
  const firsts = rows.filter((row) => row.first && row.group);
  if (firsts.length) {
    const idOf = await insertImportedCounterparties(
      trx,
      input.organizationId,
      input.actorId,
      firsts.map(({ group }) => ({
        legalName: group!.legalName,
        alias: group!.alias,
        email: group!.email,
        type: group!.type!,
        externalId: group!.externalId,
      })),
    );
    for (const { group } of firsts) group!.counterpartyId = idOf.get(group!.alias)!;
  }
  const accounts = rows.filter((row) => row.account && row.group?.counterpartyId);
  await insertBankAccounts(
    trx,
    input.organizationId,
    accounts.map(({ group, account }) => ({
      ...account!,
      counterpartyId: group!.counterpartyId!,
      position: group!.accounts++,
    })),
  );
  const actor = input.actorId ? { sub: input.actorId, org: input.organizationId } : null;
  for (const { group } of firsts) {
    const held = accounts
      .filter((row) => row.group === group)
      .map((row) => `${row.account!.bankCode} ${row.account!.accountNumber}`);
    await recordActivity(trx, {
      actor,
      organizationId: input.organizationId,
      entity: 'COUNTERPARTY',
      entityId: group!.counterpartyId!,
      action: 'CREATED',
      description: describeActivity('COUNTERPARTY_IMPORTED', {
        legalName: group!.legalName,
        alias: group!.alias,
      }),
      changes: [
        { field: 'legalName', before: null, after: group!.legalName },
        { field: 'alias', before: null, after: group!.alias },
        { field: 'bankAccounts', before: null, after: held.join(', ') },
      ],
    });
  }
  return firsts.length;
}
