import { randomBytes } from 'node:crypto';
import Decimal from 'decimal.js';
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  CHECKOUT_CHANNEL_CODES,
  checkoutErrors as definitions,
  type CheckoutChannel,
  type CheckoutChargeResponse,
  type CheckoutResponse,
  type CheckoutStartBody,
} from '../../../contracts/invoicing/checkout.js';
import { invoiceLinkErrors } from '../../../contracts/invoicing/invoice-links.js';
import { errorsOf, serviceError } from '../../kit/errors.js';
import type { Logger } from '../../kit/logger.js';
import type { CheckoutCharges, InvoicingDatabase } from '../db-types.js';
import { invoicesWithBuyer } from '../documents/invoices-with-buyer.js';
import { linkState } from '../invoice-links/links.js';
import { leftThroughMilestone } from '../sales-invoices/milestones.js';
import { invoiceMilestones } from '../sales-invoices/repository.js';
import { announceCharge, applyGatewayEvent } from './apply.js';
import {
  receiveNotification,
  type NotificationAnswer,
  type NotificationCounter,
} from './notifications.js';
import { channelRefusal } from './gateways/channels.js';
import {
  GatewayError,
  type GatewayProvider,
  type PaymentGateway,
  type WebhookHeaders,
} from './gateways/gateway.js';

const errors = errorsOf(definitions);
const linkErrors = errorsOf(invoiceLinkErrors);

/** How long a charge waits for the buyer: a day, as the gateways' virtual accounts do by default, never past the link. */
const CHARGE_LIFETIME_MS = 24 * 3600_000;

type ChargeRow = Selectable<CheckoutCharges>;

/**
 * What is left of an invoice as a gateway can charge it: whole rupiah,
 * rounded down. The gateways take no sen: Midtrans refuses an amount with
 * decimals and asks the merchant to round it
 * (https://docs.midtrans.com/docs/can-midtrans-process-transaction-amount-with-decimals),
 * and Xendit truncates the decimals of an IDR invoice
 * (https://github.com/xendit/xendit-php/issues/171, answered by Xendit). We
 * round down as Xendit does, so the buyer never pays more than the invoice:
 * the sen left out are settled as the paid charge's rounding (apply.ts
 * `roundingOf`), never left open on the invoice nor made the buyer's credit.
 */
const chargeable = (remaining: string) =>
  new Decimal(remaining).toDecimalPlaces(0, Decimal.ROUND_FLOOR).toFixed(2);

/** What a charge of `remaining` leaves out to rounding (`"0.45"`), or null when nothing. */
const roundingFor = (remaining: string) => {
  const rounding = new Decimal(remaining).minus(chargeable(remaining));
  return rounding.gt(0) ? rounding.toFixed(2) : null;
};

/** Whether a charge still waits for the buyer: PENDING and not past its time (the gateway takes no payment after it). */
const waitsStill = (row: ChargeRow) =>
  row.status === 'PENDING' && row.expires_at.getTime() > Date.now();

/** A charge as the buyer's page reads it: one past its time is EXPIRED, whether or not the gateway said so yet. */
const toCharge = (row: ChargeRow): CheckoutChargeResponse => {
  const status = row.status === 'PENDING' && !waitsStill(row) ? 'EXPIRED' : row.status;
  return {
    provider: row.provider as CheckoutChargeResponse['provider'],
    channel: row.channel as CheckoutChannel,
    amount: row.amount,
    status: status as CheckoutChargeResponse['status'],
    paymentUrl: status === 'PENDING' ? row.payment_url : null,
    expiresAt: row.expires_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
    milestone: row.milestone_position,
  };
};

/**
 * A waiting charge for what is no longer owed (its invoice was paid another
 * way, or what is left changed) invites no payment, even before the gateway
 * has expired it (follow.ts): its page is not offered.
 */
const invitingOnlyWhatIsOwed = (
  charge: CheckoutChargeResponse,
  owed: string | null,
): CheckoutChargeResponse =>
  charge.status === 'PENDING' && (owed === null || !new Decimal(charge.amount).eq(owed))
    ? { ...charge, paymentUrl: null }
    : charge;

/** Our reference at the gateway: the invoice's number made safe, and 8 random hex digits (`INV-2026-11-0001-3f9a1c2e`). */
const orderIdFor = (number: string) =>
  `${number.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 40)}-${randomBytes(4).toString('hex')}`;

/**
 * Checkout for the invoice a buyer's link opens: the channels and what a
 * charge would be, a charge opened at the organisation's gateway (its
 * channel's limits checked first), the gateway's notifications verified and
 * applied once, and a status check for a notification that never came. Only
 * a verified notification or the gateway's own answer to a status check moves
 * a charge (apply.ts).
 */
export class CheckoutService {
  constructor(
    private readonly db: Kysely<InvoicingDatabase>,
    private readonly deps: {
      gateway: PaymentGateway | null;
      appUrl: string;
      logger: Logger;
      /** Every gateway charges may be at: the one above, and those configured still but no longer opening charges. */
      gateways: readonly PaymentGateway[];
      /** Counts each notification in the service's metrics, when they are on. */
      counted?: NotificationCounter | undefined;
    },
  ) {}

  /** What the buyer may pay, and how, for the link's invoice and for each of its milestones. */
  async options(token: string): Promise<CheckoutResponse> {
    const { invoice } = await this.opened(token);
    const charge = await this.latestCharge(invoice.id);
    const amount = this.payable(invoice) ? chargeable(invoice.remaining) : null;
    const milestones = (await invoiceMilestones(this.db, invoiceRow(invoice))).map(
      (milestone, _index, all) => {
        const left = leftThroughMilestone(all, milestone.position)!;
        const charged = chargeable(left);
        return {
          position: milestone.position,
          name: milestone.name,
          dueDate: milestone.dueDate,
          amount:
            amount !== null &&
            new Decimal(milestone.remainingAmount).gt(0) &&
            new Decimal(charged).gt(0)
              ? charged
              : null,
        };
      },
    );
    const owed = (position: number | null) =>
      position === null
        ? amount
        : (milestones.find((milestone) => milestone.position === position)?.amount ?? null);
    return {
      available: amount !== null,
      amount,
      rounding: amount === null ? null : roundingFor(invoice.remaining),
      channels: amount
        ? CHECKOUT_CHANNEL_CODES.map((channel) => ({
            channel,
            refusal: channelRefusal(channel, amount),
          }))
        : [],
      milestones,
      charge: charge
        ? invitingOnlyWhatIsOwed(toCharge(charge), owed(charge.milestone_position))
        : null,
    };
  }

  /**
   * Opens a charge for what is left of the link's invoice by `channel`, or
   * answers the one already waiting by that channel. The charge is written
   * first (one PENDING per invoice, under the invoice's lock), then opened at
   * the gateway with its id as the idempotency key. A charge waiting by
   * another channel (the buyer's attempt failed on the gateway's page, which
   * leaves a Xendit invoice waiting, or they changed their mind) is expired
   * at the gateway first, so only one can ever be paid; if the gateway says
   * it was paid meanwhile, that is applied and nothing new is opened.
   */
  async start(
    token: string,
    { channel, milestone }: CheckoutStartBody,
    replaced = false,
  ): Promise<CheckoutChargeResponse> {
    const gateway = this.deps.gateway;
    if (!gateway) throw errors.unavailable();
    const { link } = await this.opened(token);
    const opened = await this.db.transaction().execute(async (trx) => {
      const invoice = await lockedInvoice(trx, link.organizationId, link.invoiceId);
      if (!invoice || !this.payable(invoice)) throw errors.unavailable();
      // Under the invoice's lock, so what is left of the milestone is what no other charge can be paying now.
      const amount = await chargedFor(trx, invoice, milestone);
      const refusal = channelRefusal(channel, amount);
      if (refusal)
        throw serviceError(
          refusal.code === 'BELOW_CHANNEL_MINIMUM'
            ? definitions.belowMinimum
            : definitions.aboveMaximum,
          undefined,
          { limit: refusal.limit, currency: 'IDR' },
        );
      const waiting = await trx
        .selectFrom('checkout_charges')
        .selectAll()
        .where('invoice_id', '=', invoice.id)
        .where('status', '=', 'PENDING')
        .executeTakeFirst();
      if (waiting && waitsStill(waiting)) {
        // The same channel for what is still owed is the charge waiting; one for another amount is replaced.
        if (
          waiting.channel === channel &&
          waiting.payment_url &&
          new Decimal(waiting.amount).eq(amount)
        )
          return { existing: waiting, created: null, invoice };
        // Being opened by another request, at a gateway no longer configured, or just replaced by another request.
        if (!waiting.payment_url || !this.gatewayOf(waiting.provider) || replaced)
          throw pendingRefusal(waiting);
        return { replace: waiting, existing: null, created: null, invoice };
      }
      // Past its time the gateway takes no payment for it: it expired, whether or not the gateway said so yet.
      if (waiting) {
        await trx
          .updateTable('checkout_charges')
          .set({ status: 'EXPIRED', updated_at: new Date() })
          .where('id', '=', waiting.id)
          .execute();
        await announceCharge(trx, waiting, 'EXPIRED');
      }
      const expiresAt = new Date(
        Math.min(Date.now() + CHARGE_LIFETIME_MS, link.expiresAt.getTime()),
      );
      const row = await trx
        .insertInto('checkout_charges')
        .values({
          organization_id: link.organizationId,
          invoice_id: invoice.id,
          provider: gateway.provider,
          channel,
          order_id: orderIdFor(invoice.number ?? 'INV'),
          currency: 'IDR',
          amount,
          milestone_position: milestone ?? null,
          expires_at: expiresAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { existing: null, created: row, invoice };
    });
    if (opened.replace) {
      await this.expireWaiting(this.gatewayOf(opened.replace.provider)!, opened.replace);
      return this.start(token, { channel, milestone }, true);
    }
    if (opened.existing) return toCharge(opened.existing);
    return this.open(gateway, token, opened.created!, opened.invoice);
  }

  /**
   * Expires a waiting charge at its gateway and applies what the gateway
   * answers (EXPIRED, or PAID when the buyer paid it first), as a status
   * check is applied. A gateway that cannot be asked leaves it waiting.
   */
  /** The gateway a charge of `provider` is at: the one charges open at now, or one the organisation moved from. */
  private gatewayOf(provider: string): PaymentGateway | undefined {
    return this.deps.gateways.find((each) => each.provider === provider);
  }

  private async expireWaiting(gateway: PaymentGateway, charge: ChargeRow): Promise<void> {
    let event;
    try {
      event = await gateway.expireCharge({
        orderId: charge.order_id,
        providerRef: charge.provider_ref,
      });
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      this.deps.logger.warn({ err: error, orderId: charge.order_id }, 'waiting charge not expired');
      throw pendingRefusal(charge);
    }
    await applyGatewayEvent(this.db, { ...event, eventId: `replaced:${event.eventId}` });
  }

  /** Asks the gateway for the state of the link's waiting charge (for a notification that never came), and applies it. */
  async refresh(token: string): Promise<CheckoutResponse> {
    const { invoice } = await this.opened(token);
    const charge = await this.latestCharge(invoice.id);
    // Asked at the charge's own gateway, the one charges open at now or one it moved from.
    const gateway = charge && this.deps.gateways.find((each) => each.provider === charge.provider);
    if (charge?.status === 'PENDING' && gateway) {
      try {
        const event = await gateway.fetchStatus({
          orderId: charge.order_id,
          providerRef: charge.provider_ref,
        });
        await applyGatewayEvent(this.db, { ...event, eventId: `status:${event.eventId}` });
      } catch (error) {
        // The page says what it knows; the next notification or check moves the charge.
        if (!(error instanceof GatewayError)) throw error;
        this.deps.logger.warn({ err: error, orderId: charge.order_id }, 'status check failed');
      }
    }
    return this.options(token);
  }

  /**
   * A gateway's notification, as received: verified, confirmed with the
   * gateway before any money moves, and applied once (notifications.ts).
   */
  notify(
    provider: GatewayProvider,
    headers: WebhookHeaders,
    rawBody: Buffer,
  ): Promise<NotificationAnswer> {
    return receiveNotification(this.db, this.deps, provider, headers, rawBody);
  }

  /** Opens a written charge at the gateway; a refusal fails the charge, so the buyer may choose again. */
  private async open(
    gateway: PaymentGateway,
    token: string,
    charge: ChargeRow,
    invoice: PayableInvoice,
  ): Promise<CheckoutChargeResponse> {
    const back = (path: string) => `${this.deps.appUrl}${path}?token=${encodeURIComponent(token)}`;
    try {
      const opened = await gateway.createCharge({
        orderId: charge.order_id,
        amount: charge.amount,
        channel: charge.channel as CheckoutChannel,
        description: `Invoice ${invoice.number ?? ''}`,
        customer: { name: invoice.customer_name, email: invoice.customer_email },
        successUrl: back('/checkout/success'),
        failureUrl: back('/checkout/failed'),
        expiresAt: charge.expires_at,
        idempotencyKey: charge.id,
      });
      const row = await this.db
        .updateTable('checkout_charges')
        .set({
          provider_ref: opened.providerRef,
          payment_url: opened.paymentUrl,
          expires_at: new Date(opened.expiresAt),
          updated_at: new Date(),
        })
        .where('id', '=', charge.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toCharge(row);
    } catch (error) {
      await this.db.transaction().execute(async (trx) => {
        const failed = await trx
          .updateTable('checkout_charges')
          .set({ status: 'FAILED', updated_at: new Date() })
          .where('id', '=', charge.id)
          .where('status', '=', 'PENDING')
          .executeTakeFirst();
        if (failed.numUpdatedRows > 0n) await announceCharge(trx, charge, 'FAILED');
      });
      if (error instanceof GatewayError) {
        this.deps.logger.warn({ err: error, orderId: charge.order_id }, 'charge not opened');
        throw errors.gateway();
      }
      throw error;
    }
  }

  /** Whether a charge can be opened for the invoice: a gateway, an issued IDR invoice with a rupiah or more left. */
  private payable(invoice: PayableInvoice): boolean {
    return (
      this.deps.gateway !== null &&
      invoice.status === 'ISSUED' &&
      invoice.currency === 'IDR' &&
      new Decimal(chargeable(invoice.remaining)).gt(0)
    );
  }

  private latestCharge(invoiceId: string) {
    return this.db
      .selectFrom('checkout_charges')
      .selectAll()
      .where('invoice_id', '=', invoiceId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  /** The link's invoice while the link is valid; an expired or spent link is refused. */
  private async opened(token: string) {
    const link = await linkState(this.db, token);
    if (link.state === 'SPENT') throw linkErrors.spent();
    if (link.state !== 'VALID') throw linkErrors.expired();
    const invoice = await payableInvoice(this.db, link.organizationId, link.invoiceId);
    if (!invoice) throw linkErrors.expired();
    return { link, invoice };
  }
}

function invoices(db: Kysely<InvoicingDatabase>) {
  return invoicesWithBuyer(db).select([
    'c.email as customer_email',
    's.remaining_amount as remaining',
    's.grand_total',
  ]);
}

/** The invoice as its milestones are read from. */
const invoiceRow = (invoice: PayableInvoice) => ({
  id: invoice.id,
  grand_total: invoice.grand_total,
  remaining_amount: invoice.remaining,
});

/**
 * What a charge would be, whole rupiah rounded down: what is left of the
 * invoice, or of `milestone` and the milestones due before it (payments
 * settle milestones in due order: services/invoicing/sales-invoices/
 * milestones.ts). A milestone the invoice lacks, or one settled already, is
 * refused.
 */
async function chargedFor(
  trx: Transaction<InvoicingDatabase>,
  invoice: PayableInvoice,
  milestone: number | undefined,
): Promise<string> {
  if (milestone === undefined) return chargeable(invoice.remaining);
  const milestones = await invoiceMilestones(trx, invoiceRow(invoice));
  const left = leftThroughMilestone(milestones, milestone);
  if (left === null) throw serviceError(definitions.milestoneUnknown, undefined, { milestone });
  const settled = milestones.find((each) => each.position === milestone)!;
  const amount = chargeable(left);
  if (new Decimal(settled.remainingAmount).eq(0) || new Decimal(amount).eq(0))
    throw serviceError(definitions.milestoneSettled, undefined, { milestone });
  return amount;
}

type PayableInvoice = NonNullable<Awaited<ReturnType<typeof payableInvoice>>>;

/** The refusal of another channel while `charge` waits and cannot be replaced now. */
const pendingRefusal = (charge: ChargeRow) =>
  serviceError(definitions.pending, undefined, {
    channel: charge.channel,
    expiresAt: charge.expires_at.toISOString(),
  });

function payableInvoice(db: Kysely<InvoicingDatabase>, organizationId: string, id: string) {
  return invoices(db)
    .where('s.organization_id', '=', organizationId)
    .where('s.id', '=', id)
    .executeTakeFirst();
}

function lockedInvoice(trx: Transaction<InvoicingDatabase>, organizationId: string, id: string) {
  return invoices(trx)
    .where('s.organization_id', '=', organizationId)
    .where('s.id', '=', id)
    .forUpdate('s')
    .executeTakeFirst();
}
