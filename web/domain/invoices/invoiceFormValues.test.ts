import { describe, expect, it } from 'vitest';
import { draftValues, editableOf, invoiceableOf, type InvoiceableOrder } from './invoiceFormValues';

const receipt = (id: string, status: string, invoiced: boolean) => ({
  id,
  number: `GR/2026/${id}`,
  status,
  invoiced,
  receivedDate: '2026-11-20',
  totals: { grandTotal: { amount: '1110000.00', currency: 'IDR' } },
});

const order: InvoiceableOrder = {
  lines: [
    { position: 1, product: 'Kopi Arabika 1 kg' },
    { position: 2, product: 'Gula Aren 500 g' },
  ],
  lineProgress: [
    { position: 1, ordered: '10.0000', invoiced: '6.5000' },
    { position: 2, ordered: '4.0000', invoiced: '4.0000' },
  ],
  goodsReceipts: [
    receipt('1', 'RECEIVED', false),
    receipt('2', 'RECEIVED', true),
    receipt('3', 'CANCELLED', false),
  ],
};

describe('what of a sales order may still be invoiced', () => {
  it('when a line is partly invoiced, it is offered with what is left, and a line invoiced in full is not', () => {
    expect(invoiceableOf(order).lines).toEqual([
      { position: 1, product: 'Kopi Arabika 1 kg', remaining: '3.5' },
    ]);
  });

  it('when receipts are billed or cancelled, only the received one not yet billed is offered, with its grand total', () => {
    expect(invoiceableOf(order).receipts).toEqual([
      {
        id: '1',
        number: 'GR/2026/1',
        receivedDate: '2026-11-20',
        total: { amount: '1110000.00', currency: 'IDR' },
      },
    ]);
  });
});

describe('what a draft’s edit offers of its order', () => {
  const draft = {
    invoiceDate: '2026-11-21',
    paymentTermDays: 14,
    bankDetails: null,
    notes: 'Kirim pagi',
    lines: [{ orderLine: 2, quantity: '1.5000' }],
    goodsReceipts: [],
    milestones: [{ name: 'Uang muka', percent: '100.00', dueDate: '2026-12-05' }],
  };

  it('when the draft invoices a line, that line is offered with the draft’s own quantity given back, and filled with it', () => {
    const offered = editableOf(order, draft);
    expect(offered.lines).toEqual([
      { position: 1, product: 'Kopi Arabika 1 kg', remaining: '3.5' },
      { position: 2, product: 'Gula Aren 500 g', remaining: '1.5' },
    ]);
    expect(draftValues(draft, offered, 'id')).toMatchObject({
      source: 'LINES',
      lines: [
        { orderLine: 1, quantity: '' },
        { orderLine: 2, quantity: '1,5' },
      ],
      paymentTermDays: '14',
      milestones: [{ name: 'Uang muka', percent: '100', dueDate: '2026-12-05' }],
      bankDetails: '',
      notes: 'Kirim pagi',
    });
  });

  it('when the draft bills a receipt, that receipt is offered again and ticked, beside those no invoice bills', () => {
    const billing = { ...draft, goodsReceipts: [{ id: '2' }] };
    const offered = editableOf(order, billing);
    expect(offered.receipts.map((receipt) => receipt.id)).toEqual(['1', '2']);
    expect(draftValues(billing, offered, 'en')).toMatchObject({
      source: 'RECEIPTS',
      receipts: { '1': false, '2': true },
    });
  });
});
