import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { startInvoicingForTest } from '../../../tests/support/invoicing.js';
import { pdfText } from '../../../tests/support/pdf-text.js';
import { PAGE_COUNT, PAGE_NUMBER, type PdfDefinition } from './pdf-definition.js';
import { PdfRenderer } from './pdf-renderer.js';

/**
 * The renderer alone, without a system: its threads start with the first
 * render, as many as renders run at once, and end with `close()`; a page
 * footer's placeholders are numbered in the thread; a thread killed under a
 * render is answered U-INV-PDF-4 and replaced. Then an invoicing service's
 * own renderer, whose threads end when the service stops.
 */
const receiptLike = (title: string): PdfDefinition => ({
  pageSize: 'A4',
  defaultStyle: { font: 'Inter', fontSize: 9 },
  content: [
    { text: title, font: 'Rubik', bold: true },
    {
      layout: 'ruled',
      table: {
        headerRows: 1,
        body: [
          ['Produk', 'Jumlah'],
          ['Semen 50 kg', 'Rp 1.250.000,00'],
        ],
      },
    },
    { text: '', pageBreak: 'after' },
    { text: 'Lanjutan' },
  ],
  pageFooter: { text: `Halaman ${PAGE_NUMBER} dari ${PAGE_COUNT}` },
});

describe('the PDF renderer', () => {
  it('when three renders may run at once, it starts no thread until the first render, then three, and none after close', async () => {
    const renderer = new PdfRenderer({ concurrency: 3, maxWaiting: 1 });
    expect(renderer.threads.length).toBe(0);

    const pdf = await renderer.render(receiptLike('Kuitansi PAY-2026-11-0001'));
    const threads = [...renderer.threads];
    const ended = threads.map((thread) => once(thread, 'exit'));
    await renderer.close();

    expect(threads.length).toBe(3);
    expect((await Promise.all(ended)).length).toBe(3);
    expect(renderer.threads.length).toBe(0);
    const { pages, text } = await pdfText(pdf);
    expect(pages).toBe(2);
    expect(text).toEqual([
      'Kuitansi PAY-2026-11-0001 Produk Jumlah Semen 50 kg Rp 1.250.000,00 Halaman 1 dari 2',
      'Lanjutan Halaman 2 dari 2',
    ]);
    await expect(renderer.render(receiptLike('after'))).rejects.toMatchObject({
      status: 503,
      code: 'U-INV-PDF-4',
    });
  });

  it('when the thread of a render is killed, that render is refused U-INV-PDF-4 with Retry-After and the next one is printed', async () => {
    const renderer = new PdfRenderer({ concurrency: 1, maxWaiting: 1 });
    try {
      const started = once(renderer, 'render');
      const killed = renderer.render(receiptLike('Kuitansi yang gagal'));
      await started;
      await renderer.threads[0]!.terminate();

      await expect(killed).rejects.toMatchObject({
        status: 503,
        code: 'U-INV-PDF-4',
        values: { retryAfter: '1' },
      });
      const next = await pdfText(await renderer.render(receiptLike('Kuitansi berikutnya')));
      expect(next.text[0]).toBe(
        'Kuitansi berikutnya Produk Jumlah Semen 50 kg Rp 1.250.000,00 Halaman 1 dari 2',
      );
    } finally {
      await renderer.close();
    }
  });

  it('when an invoicing service that has rendered stops, its render threads have ended', async () => {
    // A service of this test's own: the worker's shared one is never stopped.
    const invoicing = await startInvoicingForTest({ scheduledReminders: false });
    const { pdfs } = invoicing.service;
    await pdfs.render(receiptLike('Kuitansi sebelum berhenti'));
    const threads = [...pdfs.threads];
    const ended = threads.map((thread) => once(thread, 'exit'));

    await invoicing.stop();

    expect(threads.length).toBe(pdfs.options.concurrency);
    expect((await Promise.all(ended)).length).toBe(threads.length);
    expect(pdfs.threads.length).toBe(0);
  });
});
