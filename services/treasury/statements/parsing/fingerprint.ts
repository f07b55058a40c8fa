import { createHash } from 'node:crypto';
import { Money } from './amounts.js';
import { accountDigits } from './preamble.js';
import type { ParsedLine } from './types.js';

/** A description as compared across imports: no apostrophe prefix, upper case, one space between words. */
export function normaliseDescription(description: string): string {
  return description.normalize('NFKC').trim().replace(/^'/, '').toUpperCase().replace(/\s+/g, ' ').trim();
}

/**
 * A stable identity of a statement line, for refusing duplicates when a
 * statement is imported again: the sha256 (hex) of the account number (digits
 * only), date, time, direction, amount, ending balance and normalised
 * description. The row number, reference and posting date are left out, so
 * overlapping exports of different periods give the same fingerprint for the
 * same line. The caller stores it under a unique index.
 *
 * Two genuinely separate lines can share every one of those fields only where
 * the export has no balance (Mandiri MCM): two equal transfers on one day.
 * Pass `occurrence` (1 for the second such line in the file, 2 for the third…)
 * to keep them apart.
 *
 * @example lineFingerprint('0123456789', line) // 'e3b0c442…'
 */
export function lineFingerprint(
  accountNumber: string,
  line: Pick<ParsedLine, 'transactionDate' | 'transactionTime' | 'direction' | 'amount' | 'endingBalance' | 'description'>,
  occurrence = 0,
): string {
  const parts = [
    'statement-line/v1',
    accountDigits(accountNumber),
    line.transactionDate,
    line.transactionTime ?? '',
    line.direction,
    new Money(line.amount).toFixed(2),
    line.endingBalance === null ? '' : new Money(line.endingBalance).toFixed(2),
    normaliseDescription(line.description),
  ];
  if (occurrence > 0) parts.push(String(occurrence));
  return createHash('sha256').update(parts.join('\u001f')).digest('hex');
}
