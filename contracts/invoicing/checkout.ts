import { Type, type Static } from 'typebox';
import { defineErrors } from '../common/errors.js';
import { AfterId, AmountString, IdOrderPageOf, Nullable, UuidString } from '../common/schemas.js';
import { LiteralUnion } from '../common/literal-union.js';

/**
 * Checkout: the buyer pays the invoice its link opens (contracts/invoicing/
 * invoice-links.ts) by virtual account or QRIS through the organisation's
 * payment gateway (Xendit's invoice API or Midtrans Snap). The buyer picks a
 * channel; the product checks the channel's limits before any charge, opens
 * one charge for what is left of the invoice, or of one of its milestones
 * (a 30% down payment; what is left of the milestones before it is paid with
 * it, as payments settle milestones in due order), (whole rupiah, rounded down: a
 * gateway takes no sen, and the sen left out are settled as the paid charge's
 * rounding, never as the buyer's credit) and sends the buyer to the gateway's
 * page. Nothing is paid until the gateway says so in a
 * verified notification, or answers a status check: the success page only
 * asks. A paid charge records the invoice payment (source CHECKOUT) and its
 * allocation, once, however many times and in whatever order the gateway
 * tells it.
 */
export const CHECKOUT_CHANNEL_CODES = [
  'BCA_VA',
  'BNI_VA',
  'BRI_VA',
  'MANDIRI_VA',
  'PERMATA_VA',
  'QRIS',
] as const;
export const CheckoutChannel = LiteralUnion(CHECKOUT_CHANNEL_CODES, {
  description:
    'A virtual account at BCA, BNI, BRI, Mandiri or Permata, or QRIS (any bank or e-wallet app).',
});
export type CheckoutChannel = Static<typeof CheckoutChannel>;

export const ChargeStatus = Type.Union(
  [
    Type.Literal('PENDING'),
    Type.Literal('PAID'),
    Type.Literal('SETTLED'),
    Type.Literal('EXPIRED'),
    Type.Literal('FAILED'),
    Type.Literal('REFUNDED'),
  ],
  {
    description:
      'PENDING (waiting for the buyer), PAID, SETTLED (the gateway has the funds for payout), EXPIRED, FAILED, or REFUNDED (the gateway took all of it back after it was paid: a refund, a chargeback or the bank’s reversal; one taken back in part stays PAID or SETTLED).',
  },
);
export type ChargeStatus = Static<typeof ChargeStatus>;

export const CheckoutStartBody = Type.Object(
  {
    channel: CheckoutChannel,
    milestone: Type.Optional(
      Type.Integer({
        minimum: 1,
        description:
          'Pay this milestone of the invoice (its position) rather than all that is left: what is left of it and of the milestones due before it, which a payment settles first. Not one the invoice has: U-INV-CO-6; one settled already: U-INV-CO-7.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type CheckoutStartBody = Static<typeof CheckoutStartBody>;

export const CheckoutChargeResponse = Type.Object({
  provider: Type.Union([Type.Literal('XENDIT'), Type.Literal('MIDTRANS')]),
  channel: CheckoutChannel,
  amount: AmountString('What is charged, whole rupiah.'),
  status: ChargeStatus,
  paymentUrl: Nullable(Type.String({ description: 'The gateway’s page, while PENDING.' })),
  expiresAt: Type.String({ format: 'date-time' }),
  paidAt: Nullable(Type.String({ format: 'date-time' })),
  milestone: Nullable(Type.Integer(), {
    description: 'The milestone it pays (its position), or null when it pays all that was left.',
  }),
});
export type CheckoutChargeResponse = Static<typeof CheckoutChargeResponse>;

export const CheckoutChannelOption = Type.Object({
  channel: CheckoutChannel,
  refusal: Nullable(
    Type.Object({
      code: Type.Union([
        Type.Literal('BELOW_CHANNEL_MINIMUM'),
        Type.Literal('ABOVE_CHANNEL_MAXIMUM'),
      ]),
      limit: AmountString('The channel’s minimum or maximum, whole rupiah.'),
    }),
    { description: 'Why the channel cannot take this amount; null when it can.' },
  ),
});

export type CheckoutChannelRefusal = NonNullable<Static<typeof CheckoutChannelOption>['refusal']>;

export const CheckoutResponse = Type.Object({
  available: Type.Boolean({
    description:
      'Whether the invoice can be paid here now: a gateway is configured, and the invoice is issued in IDR with something left.',
  }),
  amount: Nullable(
    AmountString('What a new charge would be: what is left, rounded down to the rupiah.'),
  ),
  rounding: Nullable(
    Type.String({
      pattern: '^0\\.\\d{2}$',
      description:
        'The sen of what is left that the charge leaves out ("0.45"), settled as its rounding once it is paid; null when there are none.',
    }),
  ),
  channels: Type.Array(CheckoutChannelOption),
  milestones: Type.Array(
    Type.Object({
      position: Type.Integer({ description: 'The milestone, by its position.' }),
      name: Type.String(),
      dueDate: Type.String({ format: 'date' }),
      amount: Nullable(
        AmountString(
          'What a charge for it would be: what is left of it and of the milestones before it, rounded down to the rupiah; null when it is settled or checkout is not available.',
        ),
      ),
    }),
    {
      description:
        'What paying each of the invoice’s milestones would charge; empty without milestones.',
    },
  ),
  charge: Nullable(CheckoutChargeResponse, {
    description: 'The invoice’s latest charge through this link’s checkout, if any.',
  }),
});
export type CheckoutResponse = Static<typeof CheckoutResponse>;

/** What paying one milestone of the invoice would charge. */
export type CheckoutMilestone = CheckoutResponse['milestones'][number];

/**
 * The organisation's checkout payments whose amount was not the charge's: a
 * gateway said a charge was PAID (or SETTLED) with another amount, so no
 * payment was recorded (outcome MISMATCH, services/invoicing/checkout/apply.ts)
 * and a person must look. One item per notification, the duplicates of one
 * gateway event left out. The treasury's exception scan reads them
 * (`GET /checkout/mismatches`, needs exceptions:manage, as a scan does) and opens one ticket per
 * notification.
 */
export const CheckoutMismatch = Type.Object({
  notificationId: UuidString('The notification that said so: one item per gateway event.'),
  invoiceId: Type.String({ format: 'uuid' }),
  invoiceNumber: Type.String({ description: 'The invoice’s number, as the buyer saw it.' }),
  orderId: Type.String({ description: 'Our reference of the charge at the gateway.' }),
  gateway: Type.Union([Type.Literal('XENDIT'), Type.Literal('MIDTRANS')]),
  currency: Type.Literal('IDR'),
  chargedAmount: AmountString('What the charge asked for.'),
  paidAmount: AmountString('What the gateway said was paid.'),
  notifiedAt: Type.String({ format: 'date-time', description: 'When the notification arrived.' }),
});
export type CheckoutMismatch = Static<typeof CheckoutMismatch>;

/**
 * The treasury's job that opens a mismatch's CHECKOUT_AMOUNT_DIFFERS
 * exception with nobody asking. The invoicing service queues it in the
 * treasury's queue (contracts/treasury/jobs.ts) in the very transaction
 * that records the mismatch, so a mismatch that commits has its job and one
 * that rolls back has none; the treasury's worker opens the ticket (one per
 * notification ever: its unique index).
 */
export const CHECKOUT_MISMATCH_JOB = 'exceptions:checkout-mismatch';

/** The job's payload: the organisation the charge is of, and the mismatch as `GET /checkout/mismatches` lists it. */
export const CheckoutMismatchJob = Type.Object({
  organizationId: Type.String({ format: 'uuid' }),
  mismatch: CheckoutMismatch,
});
export type CheckoutMismatchJob = Static<typeof CheckoutMismatchJob>;

export const CheckoutMismatchQuery = Type.Object({
  first: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 500 })),
  after: AfterId('The last notification of the page before: the next page follows it.'),
});
export type CheckoutMismatchQuery = Static<typeof CheckoutMismatchQuery>;

export const CheckoutMismatchResponse = IdOrderPageOf(CheckoutMismatch);
export type CheckoutMismatchResponse = Static<typeof CheckoutMismatchResponse>;

export const checkoutErrors = defineErrors({
  unavailable: {
    status: 409,
    code: 'U-INV-CO-1',
    message: 'Online payment is not available for this invoice.',
  },
  belowMinimum: {
    status: 409,
    code: 'U-INV-CO-2',
    message: 'This channel takes at least {limit}.',
    field: 'channel',
  },
  aboveMaximum: {
    status: 409,
    code: 'U-INV-CO-3',
    message: 'This channel takes at most {limit}: choose another.',
    field: 'channel',
  },
  gateway: {
    status: 502,
    code: 'U-INV-CO-4',
    message: 'The payment gateway did not answer. Try again in a moment.',
  },
  milestoneUnknown: {
    status: 400,
    code: 'U-INV-CO-6',
    message: 'This invoice has no milestone {milestone}.',
    field: 'milestone',
  },
  milestoneSettled: {
    status: 409,
    code: 'U-INV-CO-7',
    message: 'Milestone {milestone} is paid already: choose another, or pay what is left.',
    field: 'milestone',
  },
  pending: {
    status: 409,
    code: 'U-INV-CO-5',
    message:
      'A payment by {channel} is waiting for you until {expiresAt}: finish it, or wait until it expires to choose another channel.',
  },
});
