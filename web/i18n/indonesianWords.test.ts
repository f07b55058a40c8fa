import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  isLiteralElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { MESSAGE_FILES } from './messageFiles';

/**
 * English words a clerk has met left in Indonesian screens ("Piece", "sebagai
 * Approver", "Draft"): the words of the product's own documents, roles and
 * statuses, each of which has its Indonesian word in the catalogues (faktur,
 * pembayaran, tagihan, nota kredit, piutang, pesanan penjualan, penyetuju...).
 */
const ENGLISH_WORDS = [
  'approver',
  'maker',
  'checker',
  'draft',
  'piece',
  'invoice',
  'invoices',
  'payment',
  'payments',
  'bill',
  'bills',
  'credit memo',
  'debit memo',
  'receivable',
  'receivables',
  'payable',
  'payables',
  'customer',
  'buyer',
  'seller',
  'sales order',
  'purchase order',
  'goods receipt',
  'pending',
  'settled',
  'settlement',
  'overdue',
];

/**
 * The Indonesian messages that may keep an English word, and why: each a
 * proper name a clerk sees written so elsewhere, never a word left untranslated.
 */
const ALLOWED: Readonly<Record<string, { words: readonly string[]; why: string }>> = {
  // The payment provider's settlement report writes its statuses and columns in English: the
  // error quotes them as the file holds them, so the clerk finds them there.
  'error.U-TRSY-PP-29': { words: ['pending', 'settled'], why: 'values of the provider’s file' },
  'error.U-TRSY-PP-31': { words: ['settlement'], why: 'a column of the provider’s file' },
};

/** The catalogue the invoice PDF and the buyer's mails are written from, beside the web's. */
const PDF_CATALOGUE = join(
  import.meta.dirname,
  '../../services/invoicing/sales-invoices/pdf/messages/id.json',
);

/**
 * The words a reader sees of an ICU message, parsed as react-intl parses it:
 * its literal text and the text of every branch of a select or plural and of
 * rich-text tags; an argument's name, a select's keys and a tag's name are
 * the code's, not words.
 */
function readWords(message: string): string {
  const words = (elements: MessageFormatElement[]): string[] =>
    elements.flatMap((element) => {
      if (isLiteralElement(element)) return [element.value];
      if (isSelectElement(element) || isPluralElement(element))
        return Object.values(element.options).flatMap((option) => words(option.value));
      if (isTagElement(element)) return words(element.children);
      return [' '];
    });
  return words(parse(message)).join('');
}

/** The English words of `ENGLISH_WORDS` that `message` shows, lower case. */
function englishWordsIn(message: string): string[] {
  const words = readWords(message);
  return ENGLISH_WORDS.filter((word) =>
    new RegExp(`\\b${word.replace(' ', '\\s+')}\\b`, 'i').test(words),
  );
}

/** Every Indonesian catalogue, each by where it is (two may share an id: the PDF's and the web's). */
const CATALOGUES: readonly { path: string; messages: Record<string, string> }[] = [
  ...MESSAGE_FILES.filter((file) => file.language === 'id'),
  {
    path: 'services/invoicing/sales-invoices/pdf/messages/id.json',
    messages: JSON.parse(readFileSync(PDF_CATALOGUE, 'utf8')) as Record<string, string>,
  },
];
const indonesian = CATALOGUES.flatMap(({ path, messages }) =>
  Object.entries(messages).map(([key, message]) => ({ path, key, message })),
);
const messageOf = (key: string) => indonesian.find((entry) => entry.key === key)?.message;

describe('Indonesian in Indonesian', () => {
  it('when a message is read for its words, arguments, select heads, branch keys and tags do not count', () => {
    expect(
      readWords('{kind, select, PAYMENT {Pembayaran} other {Transfer}}: {status}'),
    ).not.toMatch(/PAYMENT|kind|select|status/);
    expect(englishWordsIn('Faktur {invoice} dibatalkan')).toEqual([]);
    expect(englishWordsIn('Anda bekerja sebagai Approver')).toEqual(['approver']);
    expect(englishWordsIn('Satuan: Piece')).toEqual(['piece']);
    expect(englishWordsIn('Awalan nomor sales  order')).toEqual(['sales order']);
  });

  it('when an Indonesian message is shown, it holds no English word but the proper names allowed', () => {
    expect(indonesian.length).toBeGreaterThan(500);
    const left = indonesian.flatMap(({ path, key, message }) => {
      const allowed = ALLOWED[key]?.words ?? [];
      const english = englishWordsIn(message).filter((word) => !allowed.includes(word));
      return english.length > 0 ? [`${path} ${key}: ${english.join(', ')} in "${message}"`] : [];
    });
    expect(left).toEqual([]);
  });

  it('when a message is allowed an English word, it still holds it: the allowlist names no stale key', () => {
    const stale = Object.entries(ALLOWED)
      .filter(([key, { words }]) => {
        const message = messageOf(key);
        return (
          message === undefined || !words.every((word) => englishWordsIn(message).includes(word))
        );
      })
      .map(([key]) => key);
    expect(stale).toEqual([]);
  });

  it('when a screen names money owed, receivables are "piutang" and the treasury’s bills "tagihan", never the other way round', () => {
    // The organisation's own invoicing screens: what buyers owe it. The buyer's checkout and the
    // mails and PDF sent to the buyer may call it their "tagihan": it is their bill.
    const receivables = /features\/(invoices|sales-orders|credit-memos|customers)\//;
    const bills = /features\/(bills|payables)\//;
    const crossed = indonesian
      .filter(
        ({ path, message }) =>
          (receivables.test(path) && /\btagihan/i.test(readWords(message))) ||
          (bills.test(path) && /\bpiutang/i.test(readWords(message))),
      )
      .map(({ path, key }) => `${path} ${key}`);
    expect(crossed).toEqual([]);
    expect(messageOf('invoices.field.remaining')).toBe('Sisa piutang');
    expect(messageOf('nav.bills')).toMatch(/^Tagihan/);
  });

  // DJP's Coretax list of units, as Odoo's l10n_id_efaktur_coretax ships it
  // (data/l10n_id_efaktur_coretax.uom.code.csv), names UM.0021 "Piece", in English, beside
  // Indonesian names for the others (Lembar, Lusin, Boks). The e-Faktur carries the code, never
  // the word (formats/coretax-units.ts), so screens and the PDF say it as Indonesian invoices
  // count pieces: "Buah".
  it('when a line is counted in pieces, Indonesian says "Buah" on screen and on the PDF', () => {
    expect(messageOf('document.unit.UM.0021')).toBe('Buah');
    expect(messageOf('unit.UM.0021')).toBe('Buah');
  });
});
