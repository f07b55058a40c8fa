import { describe, expect, it } from 'vitest';
import { en, id } from '../../i18n/messageFiles';
import {
  PAYMENT_RECORDS_REPORT,
  PAYMENT_TRANSACTIONS_REPORT,
  paymentReportMessageIds,
} from './paymentReports';

describe("the providers' report lists", () => {
  it('when the payment records list is read, its words are the paymentRecords ones', () => {
    const ids = paymentReportMessageIds(PAYMENT_RECORDS_REPORT);
    expect(ids).toEqual([
      'paymentRecords.searchPlaceholder',
      'paymentRecords.empty.title',
      'paymentRecords.empty.body',
      'paymentRecords.emptyFiltered.title',
      'paymentRecords.emptyFiltered.body',
      'paymentRecords.clearFilters',
      'paymentRecords.showing',
      'paymentRecords.loadMore',
    ]);
  });

  it("when the payment transactions list is read, its words are found under paymentTransactions, and both catalogues hold every report's words", () => {
    expect(paymentReportMessageIds(PAYMENT_TRANSACTIONS_REPORT)[0]).toBe(
      'paymentTransactions.searchPlaceholder',
    );
    const ids = [PAYMENT_RECORDS_REPORT, PAYMENT_TRANSACTIONS_REPORT].flatMap(
      paymentReportMessageIds,
    );
    expect(ids).toHaveLength(16);
    expect(ids.filter((key) => !(key in en) || !(key in id))).toEqual([]);
  });
});
