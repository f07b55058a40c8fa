import { areaActivity } from '../common/activity-text.js';
import { Type, type Static } from 'typebox';
import { defineErrors } from '../common/errors.js';
import { AmountString, Nullable } from '../common/schemas.js';
import { ORGANIZATION_CONTROLS } from './users.js';
import { BILLING_CYCLES } from './billing-cycle-values.js';

const Currency = Type.Union([Type.Literal('IDR'), Type.Literal('USD'), Type.Literal('SGD')], {
  description: 'IDR, USD or SGD.',
});
const OptionalText = (description: string) =>
  Type.Optional(Type.Union([Type.String(), Type.Null()], { description }));

export { BILLING_CYCLES, type BillingCycle } from './billing-cycle-values.js';

/** The largest default credit limit, as a canonical decimal string (the column is NUMERIC(20,2)). */
export const CREDIT_LIMIT_MAX = '999999999999999.99';

/** A billing cycle of `BILLING_CYCLES`; the shape check refuses any other value. */
export const BillingCycleSchema = (description: string) =>
  Type.Enum(BILLING_CYCLES, { description });

/** New values for the controls; a field left out keeps its value. */
export const ControlsBody = Type.Object(
  {
    twoFactorRequired: Type.Optional(
      Type.Boolean({ description: 'Require every member to sign in with a second factor.' }),
    ),
    selfApprovalAllowed: Type.Optional(
      Type.Boolean({
        description:
          'Let a Maker & Approver approve payments and transfers they made or changed themselves. Switching it on needs `code`; switching it off needs none.',
      }),
    ),
    code: Type.Optional(
      Type.String({
        maxLength: 20,
        description:
          'A current 6-digit code of the caller’s authenticator app: needed to let makers approve their own (wrong codes count towards the caller’s lock, as wrong sign-ins do).',
      }),
    ),
    transfersActive: Type.Optional(
      Type.Boolean({
        description: 'Let members create transfers; off refuses every new transfer.',
      }),
    ),
    paymentsActive: Type.Optional(
      Type.Boolean({ description: 'Let members create payments; off refuses every new payment.' }),
    ),
    balanceShortfallRefused: Type.Optional(
      Type.Boolean({
        description:
          'Refuse a payment or transfer (made or approved) that would take its source account below its available balance; off only warns.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ControlsBody = Static<typeof ControlsBody>;

export const OrdersSettings = Type.Object({
  defaultPaymentTermDays: Type.Integer({
    description:
      'Days from the invoice date to its due date, unless a customer or invoice says otherwise: 0 to 365.',
  }),
  invoiceNumberPrefix: Type.String({
    description:
      'What invoice numbers start with, for example `INV/`: 1 to 20 letters, digits or `/ - . _`.',
  }),
  salesOrderNumberPrefix: Type.String({
    description:
      'What sales order numbers start with, for example `SO/`: 1 to 20 letters, digits or `/ - . _`.',
  }),
  salesOrderApprovalRequired: Type.Boolean({
    description: 'Whether a sales order must be approved before it can be invoiced.',
  }),
  creditMemoApprovalRequired: Type.Boolean({
    description:
      'Whether a credit memo must be approved (by another member than its author, unless self-approval is allowed) before it takes anything off an invoice or counts in its buyer’s credit.',
  }),
  purchaseOrderApprovalRequired: Type.Boolean({
    description:
      'Whether a purchase order must be approved by a second person before goods are received against it.',
  }),
  purchaseOrderApprovalThreshold: Nullable(
    AmountString(
      'With `purchaseOrderApprovalRequired`, only orders whose grand total is at or above this amount in IDR wait for approval, for example `10000000.00`; null: every order does.',
    ),
  ),
  billQuantityTolerance: Type.String({
    description:
      'How far, in percent, a bill made from a purchase order may bill more than was ordered (more is refused) or than was received (more is flagged): `0.00` (the default) to `100.00`.',
  }),
  billPriceTolerance: Type.String({
    description:
      'How far, in percent, a bill’s unit price may be above the purchase order’s before the line is flagged: `0.00` (the default) to `100.00`.',
  }),
  defaultCreditLimit: AmountString(
    'The credit limit a buyer gets unless their own says otherwise, in the organisation’s default currency, for example `50000000.00`. `0.00` (the default) means no limit: orders are not checked against one until a limit is set on the buyer.',
  ),
  defaultBillingCycle: BillingCycleSchema(
    'How often a buyer’s deliveries are invoiced unless their own cycle says otherwise: PER_ORDER (each delivery on its own), WEEKLY, BIWEEKLY or MONTHLY (the default).',
  ),
});
export type OrdersSettings = Static<typeof OrdersSettings>;

/** The orders settings, all given (the form sends them together). */
export const OrdersSettingsBody = Type.Object(
  {
    defaultPaymentTermDays: Type.Integer({ description: '0 to 365 days.' }),
    invoiceNumberPrefix: Type.String({ description: '1 to 20 letters, digits or `/ - . _`.' }),
    salesOrderNumberPrefix: Type.String({ description: '1 to 20 letters, digits or `/ - . _`.' }),
    salesOrderApprovalRequired: Type.Boolean(),
    creditMemoApprovalRequired: Type.Optional(
      Type.Boolean({ description: 'Left out, it keeps its value (false until set).' }),
    ),
    purchaseOrderApprovalRequired: Type.Optional(
      Type.Boolean({ description: 'Left out: keeps its value (off unless turned on).' }),
    ),
    purchaseOrderApprovalThreshold: Type.Optional(
      Nullable(
        Type.String({
          maxLength: 25,
          description:
            'An amount in IDR of 0 or more with at most two decimals, up to 999,999,999,999,999.99, for example `10000000.00`; null: every purchase order waits for approval. Left out: keeps its value.',
        }),
      ),
    ),
    billQuantityTolerance: Type.Optional(
      Type.String({
        maxLength: 6,
        description: 'A percentage, 0 to 100 with at most two decimals. Left out: keeps its value.',
      }),
    ),
    billPriceTolerance: Type.Optional(
      Type.String({
        maxLength: 6,
        description: 'A percentage, 0 to 100 with at most two decimals. Left out: keeps its value.',
      }),
    ),
    defaultCreditLimit: Type.String({
      maxLength: 25,
      description: `0 or more, at most two decimals, at most 999,999,999,999,999.99, in the organisation’s default currency, for example \`50000000.00\`; 0 means no limit: orders are not checked against one until a limit is set on the buyer.`,
    }),
    defaultBillingCycle: BillingCycleSchema('PER_ORDER, WEEKLY, BIWEEKLY or MONTHLY.'),
  },
  { additionalProperties: false },
);
export type OrdersSettingsBody = Static<typeof OrdersSettingsBody>;

/**
 * The rules of the caller's organisation that other services apply: the
 * controls (treasury refuses new transfers or payments when they are off, and
 * self-approval by a Maker & Approver unless it is allowed), the time zone
 * that decides "today", the default currency, and the orders defaults.
 */
export const OrganizationSettingsResponse = Type.Object({
  organizationId: Type.String(),
  timeZone: Type.String({ description: 'IANA time zone, for example Asia/Jakarta.' }),
  defaultCurrency: Currency,
  ...ORGANIZATION_CONTROLS,
  orders: OrdersSettings,
  seller: Type.Object(
    {
      name: Type.String(),
      legalName: Type.Union([Type.String(), Type.Null()]),
      taxNumber: Type.Union([Type.String(), Type.Null()], {
        description: 'NPWP, digits only (15 or 16); null until the company profile has one.',
      }),
      nitku: Type.Union([Type.String(), Type.Null()], {
        description:
          'NITKU, 22 digits: the NPWP as 16 digits and the head office’s place-of-business code 000000, as Coretax names the seller (`SellerIDTKU`); null without an NPWP.',
      }),
      address: Type.Union([Type.String(), Type.Null()], {
        description:
          'The company profile’s address on one line (street, city, province, postal code); null when it has none.',
      }),
    },
    {
      description:
        'What the organisation’s documents name of it as the seller (an invoice, the e-Faktur file): from its company profile.',
    },
  ),
});
export type OrganizationSettingsResponse = Static<typeof OrganizationSettingsResponse>;

const Address = Type.Object({
  street: Type.Union([Type.String(), Type.Null()]),
  city: Type.Union([Type.String(), Type.Null()]),
  province: Type.Union([Type.String(), Type.Null()]),
  postalCode: Type.Union([Type.String(), Type.Null()], { description: '5 digits.' }),
});

/** The company profile as the Company Profile page shows it. */
export const OrganizationProfileResponse = Type.Object({
  id: Type.String(),
  name: Type.String(),
  legalName: Type.Union([Type.String(), Type.Null()]),
  taxNumber: Type.Union([Type.String(), Type.Null()], {
    description: 'NPWP, digits only (15 or 16).',
  }),
  address: Address,
  phone: Type.Union([Type.String(), Type.Null()], { description: 'E.164, always +62…' }),
  email: Type.Union([Type.String(), Type.Null()]),
  timeZone: Type.String(),
  defaultCurrency: Currency,
});
export type OrganizationProfileResponse = Static<typeof OrganizationProfileResponse>;

/** The whole company profile (the form sends it together); empty optional fields are null. */
export const OrganizationProfileBody = Type.Object(
  {
    name: Type.String({ description: 'The display name: 1 to 200 characters.' }),
    legalName: OptionalText('The registered legal name, up to 200 characters.'),
    taxNumber: OptionalText('NPWP: 15 or 16 digits; dots, dashes and spaces are ignored.'),
    address: Type.Optional(
      Type.Union([
        Type.Object(
          {
            street: OptionalText('Up to 200 characters.'),
            city: OptionalText('Up to 200 characters.'),
            province: OptionalText('Up to 200 characters.'),
            postalCode: OptionalText('5 digits.'),
          },
          { additionalProperties: false },
        ),
        Type.Null(),
      ]),
    ),
    phone: OptionalText(
      'An Indonesian number: +62 (or 0) and 8 to 13 digits; spaces and dashes are ignored.',
    ),
    email: OptionalText('An email address.'),
    timeZone: Type.String({
      description: 'An IANA time zone this server knows, for example Asia/Jakarta.',
    }),
    defaultCurrency: Currency,
  },
  { additionalProperties: false },
);
export type OrganizationProfileBody = Static<typeof OrganizationProfileBody>;

/** The caller's organisation as `/me` shows it (users contract). */
export { OrganizationResponse } from './users.js';

/** The longest name, legal name, email or address line. */
export const TEXT_MAX = 200;
export const PAYMENT_TERM_MAX_DAYS = 365;
export const NUMBER_PREFIX_MAX = 20;

/** The organisation module's codes (spec section 8: `U-ACC-{module}-{n}`). ORG-4 was the password rule at creation before the shared password policy (U-ACC-PW-1) replaced it; it is not reused. */
export const organizationErrors = defineErrors({
  nameRequired: {
    status: 400,
    code: 'U-ACC-ORG-1',
    message: 'The organisation name is required.',
    field: 'name',
  },
  invalidEmail: { status: 400, code: 'U-ACC-ORG-2', message: 'Invalid email format' },
  usernameTaken: {
    status: 409,
    code: 'U-ACC-ORG-3',
    message: 'The organisation username {username} is taken.',
    field: 'username',
  },
  tooLong: { status: 400, code: 'U-ACC-ORG-5', message: `Use at most ${TEXT_MAX} characters.` },
  taxNumber: {
    status: 400,
    code: 'U-ACC-ORG-6',
    message: 'The tax number (NPWP) has 15 or 16 digits.',
    field: 'taxNumber',
  },
  postalCode: {
    status: 400,
    code: 'U-ACC-ORG-7',
    message: 'The postal code has 5 digits.',
    field: 'address.postalCode',
  },
  phone: {
    status: 400,
    code: 'U-ACC-ORG-8',
    message: 'Enter an Indonesian phone number: +62 and 8 to 13 digits.',
    field: 'phone',
  },
  timeZone: {
    status: 400,
    code: 'U-ACC-ORG-9',
    message: 'Choose a time zone from the list.',
    field: 'timeZone',
  },
  paymentTerm: {
    status: 400,
    code: 'U-ACC-ORG-10',
    message: `The payment term is 0 to ${PAYMENT_TERM_MAX_DAYS} days.`,
    field: 'defaultPaymentTermDays',
  },
  numberPrefix: {
    status: 400,
    code: 'U-ACC-ORG-11',
    message: `A number prefix has 1 to ${NUMBER_PREFIX_MAX} characters: letters, digits, / - . or _.`,
  },
  creditLimit: {
    status: 400,
    code: 'U-ACC-ORG-12',
    message:
      'The default credit limit is an amount of 0 or more with at most two decimals, up to 999,999,999,999,999.99.',
    field: 'defaultCreditLimit',
  },
  selfApprovalCodeRequired: {
    status: 403,
    code: 'U-ACC-ORG-13',
    message:
      'Letting makers approve their own payments and transfers needs a current code of your authenticator app.',
    field: 'code',
  },
  purchaseOrderApprovalThreshold: {
    status: 400,
    code: 'U-ACC-ORG-14',
    message:
      'The purchase order approval threshold is an amount of 0 or more with at most two decimals, up to 999,999,999,999,999.99.',
    field: 'purchaseOrderApprovalThreshold',
  },
  // The three-way match's tolerances belong to the purchase orders' part, whose codes they carry.
  billTolerance: {
    status: 400,
    code: 'U-INV-PO-9',
    message: 'A bill tolerance is a percentage from 0 to 100 with at most two decimals.',
    field: 'billQuantityTolerance',
  },
});

/** What this area writes to the activity log: the kinds of record it names, and each message's English text (the entry's `summary`) from typed values; joined in contracts/activity-log.ts. */
export const ORGANIZATIONS_ACTIVITY = areaActivity(['ORGANIZATION'], {
  CONTROLS_CHANGED: () => 'Controls changed',
  COMPANY_PROFILE_CHANGED: () => 'Company profile changed',
  ORDERS_SETTINGS_CHANGED: () => 'Orders settings changed',
  API_COST_SETTINGS_CHANGED: () => 'API cost limits changed',
});
