/**
 * The rows around the table: account details above it (`No. rekening : …`,
 * `Account No.,=,'…`, `NOREK;…`) and totals below it (`Saldo Awal : …`,
 * `Ending Balance,=,…`, `Total Debet`).
 */
export type InfoKind =
  | 'accountNumber'
  | 'accountName'
  | 'period'
  | 'currency'
  | 'openingBalance'
  | 'closingBalance'
  | 'total';

const KINDS: Record<string, InfoKind> = {};
for (const [kind, keys] of [
  [
    'accountNumber',
    [
      'no rekening',
      'nomor rekening',
      'no rek',
      'norek',
      'rekening',
      'account no',
      'account number',
      'account',
      'no account',
    ],
  ],
  [
    'accountName',
    ['nama', 'name', 'account name', 'nama rekening', 'nama pemilik', 'nama nasabah'],
  ],
  ['period', ['periode', 'period', 'periode transaksi', 'statement period']],
  ['currency', ['kode mata uang', 'mata uang', 'currency', 'currency code', 'ccy', 'valuta']],
  ['openingBalance', ['saldo awal', 'starting balance', 'opening balance', 'beginning balance']],
  ['closingBalance', ['saldo akhir', 'ending balance', 'closing balance']],
  [
    'total',
    [
      'mutasi kredit',
      'mutasi debet',
      'mutasi debit',
      'credit',
      'debet',
      'debit',
      'kredit',
      'total',
      'total debet',
      'total debit',
      'total kredit',
      'total credit',
      'jumlah debet',
      'jumlah kredit',
      'total mutasi debet',
      'total mutasi kredit',
    ],
  ],
] as const) {
  for (const key of keys) KINDS[key] = kind;
}

function keyOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[.:"']/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export type InfoRow = { kind: InfoKind; value: string };

/**
 * Reads a key/value row in the forms exports use: one cell `Key : value`, cells
 * `Key`, `:` or `=`, `value`, or cells `Key`, `value`. Null when the key is not
 * one the parser knows.
 */
export function readInfoRow(cells: string[]): InfoRow | null {
  const parts = cells.map((cell) => cell.trim()).filter((cell) => cell !== '');
  if (!parts.length) return null;
  let key: string;
  let value: string;
  if (parts.length >= 2 && /^[:=]$/.test(parts[1]!)) {
    key = parts[0]!;
    value = parts.slice(2).join(' ');
  } else {
    const split = /^([^:=]+?)\s*[:=]\s*(.*)$/.exec(parts[0]!);
    if (split) {
      key = split[1]!;
      value = [split[2]!, ...parts.slice(1)].filter((part) => part !== '').join(' ');
    } else {
      key = parts[0]!;
      value = parts.slice(1).join(' ');
    }
  }
  const kind = KINDS[keyOf(key)];
  return kind ? { kind, value: value.trim() } : null;
}

/** Whether a row below the table is a summary row, where the lines end. */
export function isSummaryRow(cells: string[]): boolean {
  const first = cells[0]?.trim() ?? '';
  // Lines start with a date, an account number or a row number.
  if (first === '' || /^'?\d/.test(first)) return false;
  const info = readInfoRow(cells);
  if (
    info &&
    (info.kind === 'openingBalance' || info.kind === 'closingBalance' || info.kind === 'total')
  )
    return true;
  return /^(saldo awal|saldo akhir|mutasi (kredit|debet|debit)|starting balance|opening balance|ending balance|closing balance|total)\b/.test(
    keyOf(first),
  );
}

/** Digits only: `'0000-01-000123-50-9` is `000001000123509`. */
export function accountDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** Whether two account numbers are the same, ignoring punctuation and leading zeros. */
export function sameAccount(a: string, b: string): boolean {
  const left = accountDigits(a);
  const right = accountDigits(b);
  return left === right || (left.replace(/^0+/, '') === right.replace(/^0+/, '') && left !== '');
}

/** `Rp`, `IDR` and `Rupiah` are IDR; other codes upper-cased. */
export function normaliseCurrency(text: string): string | null {
  const value = text.trim().replace(/^'/, '').toUpperCase();
  if (!value) return null;
  if (['RP', 'RP.', 'IDR', 'RUPIAH'].includes(value)) return 'IDR';
  if (['US$', 'USD', '$'].includes(value)) return 'USD';
  if (['S$', 'SGD'].includes(value)) return 'SGD';
  return /^[A-Z]{3}$/.test(value) ? value : null;
}

/** Splits `01/10/2026 - 31/10/2026` or `01-Nop-26 s/d 21-Nop-26` into its two ends. */
export function splitPeriod(text: string): [string, string] | null {
  const parts = text.split(/\s+(?:-|–|s\/d|sd|to|sampai|hingga)\s+/i);
  return parts.length === 2 ? [parts[0]!, parts[1]!] : null;
}
