import Decimal from 'decimal.js';
import type { CheckoutChannel } from './gateway.js';

/**
 * The smallest and largest amount one transaction may have on each checkout
 * channel, in whole rupiah. Checked before any charge is opened, so a buyer
 * never lands on a gateway page that cannot take the amount.
 *
 * Where Xendit and Midtrans publish different figures, the more conservative
 * one holds, so the same invoice is payable whichever gateway is configured.
 *
 * - BCA_VA 10,000 to 50,000,000: Xendit, "BCA Virtual Account", Features
 *   table (Min Amount 10,000.00, Max Amount 50,000,000.00),
 *   https://docs.xendit.co/docs/bca-virtual-account
 * - BNI_VA 1 to 50,000,000,000: Xendit, "BNI Virtual Account" (Min Amount 1,
 *   Max Amount 50,000,000,000.00), https://docs.xendit.co/docs/bni-virtual-account
 * - BRI_VA 1 to 50,000,000,000: Xendit, "BRI Virtual Account" (Min Amount 1,
 *   Max Amount 50,000,000,000.00), https://docs.xendit.co/docs/bri-virtual-account
 * - MANDIRI_VA 1 to 50,000,000,000: Xendit, "Mandiri Virtual Account" (Min
 *   Amount 1, Max Amount 50,000,000,000.00),
 *   https://docs.xendit.co/docs/mandiri-virtual-account
 * - PERMATA_VA 1 to 9,999,999,999: Xendit, "Permata Virtual Account" (Min
 *   Amount 1, Max Amount 9,999,999,999.00),
 *   https://docs.xendit.co/docs/permata-virtual-account
 * - QRIS 1 to 10,000,000: Bank Indonesia caps a QRIS payment at Rp10,000,000
 *   per transaction (raised from Rp5,000,000; Bank Indonesia's head of
 *   communication, quoted by cobisnis.com, September 2023). Xendit's "QRIS"
 *   page (https://docs.xendit.co/docs/qris) and its QR code "Rules and
 *   Limitation" (https://docs.xendit.co/qr-codes/rules-and-limitations) say
 *   Min Amount 1, Max Amount 10,000,000; a newer Xendit page
 *   (https://docs.xendit.co/docs/qr) says 20,000,000, above BI's cap, so the
 *   10,000,000 holds.
 *
 * Midtrans publishes no per-bank minimum or maximum for its VA or QRIS
 * payment methods that we could find (its VA pages give only the expiry
 * bounds); its figures are not reflected here.
 */
export const CHANNEL_LIMITS: Readonly<Record<CheckoutChannel, { min: string; max: string }>> = {
  BCA_VA: { min: '10000', max: '50000000' },
  BNI_VA: { min: '1', max: '50000000000' },
  BRI_VA: { min: '1', max: '50000000000' },
  MANDIRI_VA: { min: '1', max: '50000000000' },
  PERMATA_VA: { min: '1', max: '9999999999' },
  QRIS: { min: '1', max: '10000000' },
};

export type ChannelRefusal = {
  code: 'BELOW_CHANNEL_MINIMUM' | 'ABOVE_CHANNEL_MAXIMUM';
  /** The limit crossed, two fraction digits ("10000.00"). */
  limit: string;
};

/**
 * Why the channel cannot take this amount, or null when it can. The amount
 * is a decimal string; the limits are inclusive.
 *
 * @example channelRefusal('BCA_VA', '9999.00') // { code: 'BELOW_CHANNEL_MINIMUM', limit: '10000.00' }
 */
export function channelRefusal(channel: CheckoutChannel, amount: string): ChannelRefusal | null {
  const limits = CHANNEL_LIMITS[channel];
  const value = new Decimal(amount);
  if (value.lessThan(limits.min))
    return { code: 'BELOW_CHANNEL_MINIMUM', limit: new Decimal(limits.min).toFixed(2) };
  if (value.greaterThan(limits.max))
    return { code: 'ABOVE_CHANNEL_MAXIMUM', limit: new Decimal(limits.max).toFixed(2) };
  return null;
}
