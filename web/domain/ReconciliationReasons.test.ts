import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { en, id } from '../i18n/messageFiles';
import { reasonMessage } from './ReconciliationReasons';

const context = { currency: 'IDR', direction: 'DEBIT', strategy: 'ONE_TO_ONE' };
type Reason = Parameters<typeof reasonMessage>[0];
/** A reason the engine gives, of `code` with its values by name (and no English text). */
const reason = (code: string, values: Record<string, string>): Reason => ({
  code,
  values: Object.entries(values).map(([name, value]) => ({ name, value })),
  text: '',
});

/** The reason as a reviewer reading `language` reads it, of a proposal in `of` (the context unless said). */
const readIn = (language: 'en' | 'id', given: Reason, of = context) =>
  reasonMessage(
    given,
    of,
    createIntl({ locale: language, messages: language === 'en' ? en : id }),
    language,
  );

describe('the reasons that hold a proposal back, as a reviewer reads them', () => {
  it('when a debit came back, says so with the date of its return in the reader’s language', () => {
    const cameBack = reason('REVERSAL_PAIR', { date: '2026-11-19', direction: 'DEBIT' });
    expect(readIn('en', cameBack)).toBe(
      'came back as a credit of the same amount on Nov 19, 2026: never confirmed automatically',
    );
    expect(readIn('id', cameBack)).toBe(
      'dana kembali sebagai kredit dengan jumlah sama pada 19 Nov 2026: tidak pernah dikonfirmasi otomatis',
    );
  });

  it('when the beneficiary is someone else, or PPh 23 was withheld, names who and how much', () => {
    const other = reason('COUNTERPARTY_OTHER', { name: 'CV Sumber Rejeki', direction: 'DEBIT' });
    expect(readIn('id', other)).toBe(
      'penerima di mutasi bukan CV Sumber Rejeki: tidak pernah dikonfirmasi otomatis',
    );
    const withheld = reason('AMOUNT_LESS_WITHHOLDING', {
      method: 'PPh 23 2%',
      difference: '200,000.00',
    });
    expect(readIn('en', withheld, { ...context, direction: 'CREDIT' })).toMatch(
      /^amount less PPh 23 2% withheld \(Rp\s?200,000\.00\): a partial match until the withholding slip is booked$/,
    );
  });
});
