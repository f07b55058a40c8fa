/**
 * A large KlikBCA Individual (English) export made up as it is read, for the
 * streaming test and the benchmark: account rows above the table, lines whose
 * balances follow one from the next, summary rows below. Never written to the
 * repository.
 */
export type SyntheticStatement = {
  /** The file, in chunks of about 64 KB. */
  chunks: AsyncIterable<string>;
  /** Filled in as the chunks are read. */
  summary: { rows: number; bytes: number; closingBalance: string };
};

const DESCRIPTIONS = [
  (n: number, amount: string) =>
    `TRSF E-BANKING CR ${ref(n)}        ${amount}PEMBAYARAN INV-${n}  PT SUMBER MAKMUR`,
  (n: number, amount: string) =>
    `TRSF E-BANKING DB ${ref(n)}        ${amount}SUPPLIER ${n % 97}    CV BERKAH TANI`,
  (n: number) =>
    `TRANSAKSI DEBIT TGL: ${String((n % 28) + 1).padStart(2, '0')}/10 QRIS 93600014 TOKO ${n % 500}`,
  (n: number) => `BI-FAST CR BIF TRANSFER DR 009 PELANGGAN ${n % 1000}  INV-${n}`,
  (n: number) =>
    `KR OTOMATIS MID : 885000${String(n % 1_000_000).padStart(6, '0')} SUMBER MAKMUR QR`,
  () => 'BIAYA ADM',
];
const CREDIT_KINDS = new Set([0, 3, 4]);

function ref(n: number): string {
  return `${String((n % 9000) + 1000)}/FTSCY/WS${String(95000 + (n % 1000))}`;
}

/** Integer cents as `1234567.89`: BigInt, never a float. */
function plain(cents: bigint): string {
  const text = cents.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

function dateOf(start: string, dayIndex: number): string {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + dayIndex));
  return `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
}

/**
 * About `targetBytes` of statement (never more), `rowsPerDay` lines a day from
 * `startDate` (1 January 2026 by default), amounts from a fixed pseudo-random
 * sequence so every run gives the same file.
 */
export function syntheticBcaPersonalStatement({
  targetBytes,
  rowsPerDay = 800,
  startDate = '2026-01-01',
}: {
  targetBytes: number;
  rowsPerDay?: number;
  startDate?: string;
}): SyntheticStatement {
  const summary = { rows: 0, bytes: 0, closingBalance: '' };
  async function* chunks(): AsyncGenerator<string> {
    const opening = 5_000_000_000_00n;
    let balance = opening;
    let credit = 0n;
    let debit = 0n;
    let seed = 20261122;
    const head =
      "Account No.,=,'0183456721\r\nName,=,BUDI SANTOSO\r\nCurrency,=,IDR\r\n\r\nDate,Description,Branch,Amount,,Balance\r\n";
    const footerReserve = 200;
    let buffer = head;
    let bytes = head.length;
    for (let row = 0; ; row += 1) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      const kind = seed % DESCRIPTIONS.length;
      const cents = BigInt((seed % 5_000_000) + 1000) * 100n + BigInt(seed % 100);
      const isCredit = CREDIT_KINDS.has(kind) || balance < cents;
      balance += isCredit ? cents : -cents;
      if (isCredit) credit += cents;
      else debit += cents;
      const describe = DESCRIPTIONS[isCredit && !CREDIT_KINDS.has(kind) ? 0 : kind]!;
      const line = `'${dateOf(startDate, Math.floor(row / rowsPerDay))},${describe(row, plain(cents))},'0000,${plain(cents)},${isCredit ? 'CR' : 'DB'},${plain(balance)}\r\n`;
      if (bytes + line.length + footerReserve > targetBytes) {
        balance -= isCredit ? cents : -cents;
        if (isCredit) credit -= cents;
        else debit -= cents;
        break;
      }
      buffer += line;
      bytes += line.length;
      summary.rows += 1;
      if (buffer.length >= 64 * 1024) {
        yield buffer;
        buffer = '';
      }
    }
    const footer = `\r\nStarting Balance,=,${plain(opening)}\r\nCredit,=,${plain(credit)}\r\nDebet,=,${plain(debit)}\r\nEnding Balance,=,${plain(balance)}\r\n`;
    buffer += footer;
    bytes += footer.length;
    summary.bytes = bytes;
    summary.closingBalance = plain(balance);
    yield buffer;
  }
  return { chunks: chunks(), summary };
}
