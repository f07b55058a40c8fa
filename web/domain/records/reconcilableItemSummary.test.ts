import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { en, id } from '../../i18n/messageFiles';
import { reconcilableItemSummary } from './reconcilableItemSummary';

const english = createIntl({ locale: 'en', messages: en });
const indonesian = createIntl({ locale: 'id', messages: id });
const amount = { amount: '12500000.00', currency: 'IDR' };

describe('how the reconciliation screen names an item', () => {
  it('an expected transaction reads counterparty, description and external id', () => {
    const summary = reconcilableItemSummary(
      {
        __typename: 'ExpectedTransaction',
        id: 'e',
        date: '2026-11-02',
        description: 'Gaji Oktober 2026',
        externalId: 'GAJI-2026-10',
        amount,
        counterparty: { alias: 'Sumber Makmur' },
      },
      english,
    );
    expect(summary).toEqual({
      kind: 'Expected',
      date: '2026-11-02',
      text: 'Sumber Makmur — Gaji Oktober 2026 (GAJI-2026-10)',
      amount,
    });
  });

  it('a payment reads its counterparty (or the beneficiary’s name) and memo, on its payment date', () => {
    const payment = {
      __typename: 'Payment',
      id: 'p',
      paymentDate: '2026-11-20',
      memo: 'INV/2026/11/0042',
      amount,
      beneficiary: { accountName: 'PT SINAR JAYA' },
    } as const;
    expect(
      reconcilableItemSummary({ ...payment, counterparty: { alias: 'Sinar Jaya' } }, english),
    ).toMatchObject({ kind: 'Payment', date: '2026-11-20', text: 'Sinar Jaya — INV/2026/11/0042' });
    expect(
      reconcilableItemSummary({ ...payment, memo: null, counterparty: null }, indonesian),
    ).toMatchObject({ kind: 'Pembayaran', text: 'PT SINAR JAYA' });
  });

  it('a transfer reads its destination account; a settlement its provider and reference', () => {
    expect(
      reconcilableItemSummary(
        {
          __typename: 'Transfer',
          id: 't',
          paymentDate: '2026-11-21',
          memo: null,
          amount,
          beneficiary: { accountName: 'PT KAS' },
          destinationAccount: { alias: 'Mandiri Payroll' },
        },
        english,
      ),
    ).toMatchObject({ kind: 'Transfer', text: 'Mandiri Payroll' });
    expect(
      reconcilableItemSummary(
        {
          __typename: 'PaymentSettlement',
          id: 's',
          date: '2026-11-22',
          reference: 'STL-0091',
          amount,
          paymentProvider: { name: 'Xendit utama' },
        },
        indonesian,
      ),
    ).toMatchObject({ kind: 'Penyelesaian', date: '2026-11-22', text: 'Xendit utama — STL-0091' });
  });

  it('a bill reads its supplier, description and invoice number, on its due date', () => {
    expect(
      reconcilableItemSummary(
        {
          __typename: 'Bill',
          id: 'b',
          dueDate: '2026-12-01',
          number: 'INV/GP/0042',
          billDescription: 'Sewa kantor Desember',
          amount,
          counterparty: { alias: 'Graha Properti' },
        },
        indonesian,
      ),
    ).toEqual({
      kind: 'Tagihan',
      date: '2026-12-01',
      text: 'Graha Properti — Sewa kantor Desember (INV/GP/0042)',
      amount,
    });
  });

  it('a kind this client does not know yet is not named', () => {
    expect(reconcilableItemSummary({ __typename: '%other' }, english)).toBeNull();
  });
});
