import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { en, id } from '../i18n/messageFiles';
import { reasonMessage } from './ReconciliationReasons';

const context = { currency: 'IDR', direction: 'DEBIT', strategy: 'ONE_TO_ONE' };
const values = (entries: Record<string, string>) =>
  Object.entries(entries).map(([name, value]) => ({ name, value }));
type Reason = Parameters<typeof reasonMessage>[0];

/** The reason as a reviewer reading `language` reads it, of a proposal in `of` (the context unless said). */
const readIn = (language: 'en' | 'id', reason: Reason, of = context) =>
  reasonMessage(
    reason,
    of,
    createIntl({ locale: language, messages: language === 'en' ? en : id }),
    language,
  );

describe('the reasons that hold a proposal back, as a reviewer reads them', () => {
  it('when a debit came back, says so with the date of its return in the reader’s language', () => {
    const reason = {
      code: 'REVERSAL_PAIR',
      values: values({ date: '2026-11-19', direction: 'DEBIT' }),
      text: '',
    };
    expect(readIn('en', reason)).toBe(
      'came back as a credit of the same amount on Nov 19, 2026: never confirmed automatically',
    );
    expect(readIn('id', reason)).toBe(
      'dana kembali sebagai kredit dengan jumlah sama pada 19 Nov 2026: tidak pernah dikonfirmasi otomatis',
    );
  });

  it('when the beneficiary is someone else, or PPh 23 was withheld, names who and how much', () => {
    const other = {
      code: 'COUNTERPARTY_OTHER',
      values: values({ name: 'CV Sumber Rejeki', direction: 'DEBIT' }),
      text: '',
    };
    expect(readIn('id', other)).toBe(
      'penerima di mutasi bukan CV Sumber Rejeki: tidak pernah dikonfirmasi otomatis',
    );
    const withheld = {
      code: 'AMOUNT_LESS_WITHHOLDING',
      values: values({ method: 'PPh 23 2%', difference: '200,000.00' }),
      text: '',
    };
    expect(readIn('en', withheld, { ...context, direction: 'CREDIT' })).toMatch(
      /^amount less PPh 23 2% withheld \(Rp\s?200,000\.00\): a partial match until the withholding slip is booked$/,
    );
  });
});
