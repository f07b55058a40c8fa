import type { Kysely } from 'kysely';
import {
  invoiceLinkErrors,
  type InvoiceLinkResponse,
  type InvoiceLinkSubjectResponse,
} from '../../../contracts/invoicing/invoice-links.js';
import type { InvoicePdfLanguage } from '../../../contracts/invoicing/sales-invoices.js';
import { errorsOf } from '../../kit/errors.js';
import type { InvoicingDatabase } from '../db-types.js';
import type { PdfRenderer } from '../documents/pdf-renderer.js';
import type { RegionService } from '../regions/service.js';
import { issuedInvoice, printInvoice, type IssuedInvoice } from '../sales-invoices/invoice-pdf.js';
import { linkState } from './links.js';

const errors = errorsOf(invoiceLinkErrors);

/**
 * The buyer's side of an issued invoice: what its link opens, with no
 * account, and nothing else. The token names one invoice of one
 * organisation; every read goes through `linkState`, so an expired or spent
 * link shows nothing.
 */
export class InvoiceLinkService {
  constructor(
    private readonly db: Kysely<InvoicingDatabase>,
    private readonly deps: { regions: RegionService; pdfs: PdfRenderer },
  ) {}

  /** The invoice the link opens, or only that the link expired or is spent. */
  async view(token: string): Promise<InvoiceLinkResponse> {
    const opened = await this.opened(token);
    if ('state' in opened) return { state: opened.state, expiresAt: null, invoice: null };
    const { invoice, seller, buyer, link } = opened;
    return {
      state: 'VALID',
      expiresAt: link.expiresAt.toISOString(),
      invoice: {
        number: invoice.number!,
        seller,
        buyerName: buyer.name,
        poReference: invoice.poReference,
        invoiceDate: invoice.invoiceDate,
        dueDate: invoice.dueDate,
        currency: invoice.currency,
        status: invoice.status === 'PAID' ? 'PAID' : 'ISSUED',
        lines: invoice.lines.map(({ orderLine: _orderLine, ...line }) => line),
        totals: invoice.totals,
        milestones: invoice.milestones,
        paidAmount: invoice.paidAmount,
        creditedAmount: invoice.creditedAmount,
        remainingAmount: invoice.remainingAmount,
        bankDetails: invoice.bankDetails,
        notes: invoice.notes,
      },
    };
  }

  /** Which invoice of which organisation the link names while it is valid (for the BFF to hear its changes), or only its state. */
  async subject(token: string): Promise<InvoiceLinkSubjectResponse> {
    const link = await linkState(this.db, token);
    if (link.state !== 'VALID')
      return { state: link.state, organizationId: null, invoiceId: null, expiresAt: null };
    return {
      state: 'VALID',
      organizationId: link.organizationId,
      invoiceId: link.invoiceId,
      expiresAt: link.expiresAt.toISOString(),
    };
  }

  /** The invoice's PDF in the language; an expired or spent link is refused and prints nothing. */
  async pdf(
    token: string,
    language: InvoicePdfLanguage,
  ): Promise<{ fileName: string; pdf: Buffer }> {
    const opened = await this.opened(token);
    if ('state' in opened) throw opened.state === 'SPENT' ? errors.spent() : errors.expired();
    return printInvoice(
      { db: this.db, ...this.deps },
      opened.link.organizationId,
      { invoice: opened.invoice, seller: opened.seller, buyer: opened.buyer },
      language,
    );
  }

  /** The link's invoice with its seller and buyer as issued while the link is valid; its state otherwise. */
  private async opened(
    token: string,
  ): Promise<
    | { state: 'EXPIRED' | 'SPENT' }
    | (IssuedInvoice & { link: { organizationId: string; expiresAt: Date } })
  > {
    const link = await linkState(this.db, token);
    if (link.state !== 'VALID') return { state: link.state };
    const issued = await issuedInvoice(this.db, link.organizationId, link.invoiceId);
    // A link is made only for an issued invoice, which keeps its seller and its buyer.
    if (!issued) return { state: 'EXPIRED' };
    return { ...issued, link };
  }
}
