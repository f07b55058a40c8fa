import { describe, expect, it } from 'vitest';
import { chartCsv, compactAmount, plotRows } from './chartData';

const rows = [
  { period: '2026-11', inflow: '1250000000.50', outflow: '-980000000' },
  { period: '2026-12', inflow: '', outflow: '-1' },
];
const series = [
  { key: 'inflow', label: 'Inflows' },
  { key: 'outflow', label: 'Arus "keluar", total' },
];

describe('chart data', () => {
  it('plots decimal strings as numbers and a missing value as a gap', () => {
    expect(plotRows(rows, 'period', series)).toEqual([
      { period: '2026-11', inflow: 1250000000.5, outflow: -980000000 },
      { period: '2026-12', inflow: null, outflow: -1 },
    ]);
  });

  it('exports the exact decimal strings under the series’ names, quoted where needed, with a byte order mark', () => {
    expect(chartCsv(rows, 'period', 'Period', series)).toBe(
      '\uFEFFPeriod,Inflows,"Arus ""keluar"", total"\r\n2026-11,1250000000.50,-980000000\r\n2026-12,,-1\r\n',
    );
  });

  it('shortens axis ticks in the member’s language', () => {
    expect(compactAmount(1_200_000, 'en')).toBe('1.2M');
    expect(compactAmount(1_200_000, 'id')).toBe('1,2\u00a0jt');
  });
});
