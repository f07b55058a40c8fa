import { describe, expect, it } from 'vitest';
import { en, id } from '../../i18n/messageFiles';
import {
  PAYMENT_RECORDS_REPORT,
  PAYMENT_TRANSACTIONS_REPORT,
  paymentReportMessageIds,
} from './paymentReports';

describe("the providers' report lists", () => {
  it('when the payment records list is read, its words are the paymentRecords ones and both catalogues hold them', () => {
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
    expect(ids.filter((key) => !(key in en) || !(key in id))).toEqual([]);
  });

  it('when the payment transactions list is read, its words are the paymentTransactions ones and both catalogues hold them', () => {
    const ids = paymentReportMessageIds(PAYMENT_TRANSACTIONS_REPORT);
    expect(ids).toEqual([
      'paymentTransactions.searchPlaceholder',
      'paymentTransactions.empty.title',
      'paymentTransactions.empty.body',
      'paymentTransactions.emptyFiltered.title',
      'paymentTransactions.emptyFiltered.body',
      'paymentTransactions.clearFilters',
      'paymentTransactions.showing',
      'paymentTransactions.loadMore',
    ]);
    expect(ids.filter((key) => !(key in en) || !(key in id))).toEqual([]);
  });
});
