import { describe, expect, it } from 'vitest';
import {
  lineListVariables,
  readReconciliationSearch,
  writeReconciliationSearch,
} from './reconciliationSearch';

const read = (query: string) => readReconciliationSearch(new URLSearchParams(query));

describe('the reconciliation screen’s URL', () => {
  it('when no tab is given, opens Unreconciled with the spec’s empty filter (unreconciled lines)', () => {
    const search = read('');
    expect(search.tab).toBe('unreconciled');
    expect(search.reconciled).toBe('');
    expect(
      lineListVariables(search, new Date('2026-11-22T03:00:00Z'), 'Asia/Jakarta')
        .reconciliationStatus,
    ).toBe('UNRECONCILED');
  });

  it('when the Reconciled tab is asked for, its filter defaults to YES and asks for reconciled lines', () => {
    const search = read('tab=reconciled');
    expect(search.reconciled).toBe('YES');
    expect(lineListVariables(search, new Date(), 'Asia/Jakarta').reconciliationStatus).toBe(
      'RECONCILED',
    );
  });

  it('when PARTIAL is given, either tab lists partially reconciled lines; a value the tab does not offer falls back to its default', () => {
    expect(read('tab=unreconciled&reconciled=PARTIAL').reconciled).toBe('PARTIAL');
    expect(read('tab=reconciled&reconciled=partial').reconciled).toBe('PARTIAL');
    expect(read('tab=unreconciled&reconciled=YES').reconciled).toBe('');
  });

  it('when a state is written and read again, it is the same; defaults are left out of the URL', () => {
    const search = read(
      'tab=reconciled&reconciled=PARTIAL&bankAccount=QmFu&period=CUSTOM&from=2026-10-01&to=2026-10-31&statementTransaction=U3Q&q=sumber',
    );
    expect(read(writeReconciliationSearch(search).slice(1))).toEqual(search);
    expect(writeReconciliationSearch(read('tab=unreconciled'))).toBe('?tab=unreconciled');
  });

  it('when a custom period is read, its bounds become the list’s dates; malformed dates are dropped', () => {
    const variables = lineListVariables(
      read('period=CUSTOM&from=2026-10-01&to=oops'),
      new Date(),
      'Asia/Jakarta',
    );
    expect(variables.dateFrom).toBe('2026-10-01');
    expect(variables.dateTo).toBeNull();
  });
});
