import { v7 } from 'uuid';

const TAIL_DIGITS = 12;
const TAIL_LIMIT = 2 ** (TAIL_DIGITS * 4);

/**
 * Ids for many rows written at once (an import's lines): UUIDv7s (RFC 9562,
 * section 5.7), which begin with the time, so a batch lands at the right end
 * of the primary key's index instead of at random places in it (the 25 MB
 * statement import spends a second less in PostgreSQL with them; see
 * bench/statement-import.ts). Each id after the first adds one to the last 48
 * bits of its random part: RFC 9562 section 6.2, method 2 ("monotonic
 * random"), so ids of one batch are ordered and unique without calling the
 * random generator for each. A batch that would overflow those bits starts
 * from a new UUIDv7.
 */
export function idSequence(): () => string {
  let prefix = '';
  let tail = TAIL_LIMIT;
  return () => {
    if (tail >= TAIL_LIMIT - 1) {
      const first = v7();
      prefix = first.slice(0, -TAIL_DIGITS);
      tail = Number.parseInt(first.slice(-TAIL_DIGITS), 16);
      return first;
    }
    tail += 1;
    return prefix + tail.toString(16).padStart(TAIL_DIGITS, '0');
  };
}
