import { describe, expect, it } from 'vitest';
import { parseStatement } from './parse-statement.js';
import { syntheticBcaPersonalStatement } from './synthetic-statement.js';

const MEGABYTE = 1024 * 1024;

describe('a 25 MB statement', () => {
  it(
    'streams through with every line handed over and the process staying under 250 MB',
    { timeout: 120_000 },
    async () => {
      const statement = syntheticBcaPersonalStatement({ targetBytes: 25 * MEGABYTE });
      let lines = 0;
      let peakRss = process.memoryUsage().rss;
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, process.memoryUsage.rss());
      }, 20);

      const result = await parseStatement(statement.chunks, {
        expectedBank: '014',
        expectedAccountNumber: '0183456721',
        expectedCurrency: 'IDR',
        onLine: () => {
          lines += 1;
          if (lines % 1000 === 0) peakRss = Math.max(peakRss, process.memoryUsage.rss());
        },
      }).finally(() => clearInterval(sampler));

      expect(statement.summary.bytes).toBeGreaterThan(25 * MEGABYTE - 1024);
      expect(result.bytesRead).toBe(statement.summary.bytes);
      expect(lines).toBe(statement.summary.rows);
      expect(result.lineCount).toBe(statement.summary.rows);
      expect([result.errorCount, result.warningCount]).toEqual([0, 0]);
      expect(result.closingBalance).toBe(statement.summary.closingBalance);
      expect(peakRss).toBeLessThan(250 * MEGABYTE);
    },
  );
});
