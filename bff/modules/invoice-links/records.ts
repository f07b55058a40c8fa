import type { InvoiceLinkResponse } from '../../../contracts/invoicing/invoice-links.js';

/** What a link opens, with the token it was read with: what else the buyer may do with the link (checkout) asks with it. */
export type InvoiceLinkRecord = InvoiceLinkResponse & { token: string };
