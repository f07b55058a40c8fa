import { Type, type Static } from 'typebox';
import type { DocumentIssue, LineIssue } from '../../formats/document-totals.js';
import { defineErrors, type ErrorDefinition } from '../common/errors.js';
import { AmountString, Nullable, UpdatedAt } from '../common/schemas.js';
import { LiteralUnion } from '../common/literal-union.js';

/**
 * The documents of the receivables cycle, which share one kernel in the
 * invoicing service (services/invoicing/documents/): lines and totals
 * (formats/document-totals.ts), a number given when the document is issued,
 * a lifecycle, revisions and comments.
 */
export const DOCUMENT_TYPES = [
  'SALES_ORDER',
  'PURCHASE_ORDER',
  'GOODS_RECEIPT',
  'SALES_INVOICE',
  'CREDIT_MEMO',
  'INVOICE_PAYMENT',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DocumentType = LiteralUnion(DOCUMENT_TYPES, {
  description:
    'SALES_ORDER, PURCHASE_ORDER, GOODS_RECEIPT (against a sales or purchase order), SALES_INVOICE, CREDIT_MEMO or INVOICE_PAYMENT.',
});

/**
 * What a document's number starts with unless the organisation's settings say
 * otherwise (the Orders settings hold the invoice's and the sales order's).
 */
export const DEFAULT_NUMBER_PREFIXES: Record<DocumentType, string> = {
  SALES_ORDER: 'SO/',
  PURCHASE_ORDER: 'PO/',
  GOODS_RECEIPT: 'GR/',
  SALES_INVOICE: 'INV/',
  CREDIT_MEMO: 'CM/',
  INVOICE_PAYMENT: 'PAY/',
};

/** How a line is taxed (formats/document-totals.ts `TAX_CODES`). */
export const TaxCode = Type.Union(
  [Type.Literal('PPN'), Type.Literal('PPN_LUXURY'), Type.Literal('NO_PPN')],
  {
    description:
      'PPN (12% of 11/12 of the tax base: goods and services that are not luxury goods), PPN_LUXURY (12% of the whole tax base) or NO_PPN.',
  },
);

/** The most lines a document may have. */
export const MAX_DOCUMENT_LINES = 500;

/** What a line sells: goods or a service (the e-Faktur's `Opt`, A or B); goods when left out. */
export const LineKind = Type.Union([Type.Literal('GOODS'), Type.Literal('SERVICE')], {
  description: 'GOODS or SERVICE (the e-Faktur’s A or B).',
});

/** A line as it is written. */
export const DocumentLineBody = Type.Object(
  {
    product: Type.String({ minLength: 1, maxLength: 200, description: 'What is sold.' }),
    description: Type.Optional(Type.String({ maxLength: 1000 })),
    quantity: Type.String({
      maxLength: 24,
      description: 'More than 0, at most four decimals: `2`, `1.5`.',
    }),
    unitPrice: Type.String({
      maxLength: 22,
      description: '0 or more, at most two decimals, before tax: `150000.00`.',
    }),
    discount: Type.Optional(
      Type.String({
        maxLength: 22,
        description:
          'An amount off the line, at most unit price x quantity: `10000.00`. None when left out; not with `discountPercent`.',
      }),
    ),
    discountPercent: Type.Optional(
      Type.String({
        maxLength: 8,
        description:
          'A percent of unit price x quantity off the line, 0 to 100 with at most two decimals: `12.5`. The discount is then that share rounded half up to the sen, as Coretax checks it. Not with `discount`.',
      }),
    ),
    taxCode: TaxCode,
    luxuryRate: Type.Optional(
      Type.String({
        maxLength: 3,
        description:
          'A PPN_LUXURY line’s PPnBM rate, percent: 15, 20, 25, 40, 50, 60, 70, 75 or 95 (PMK 141/PMK.010/2021 for motor vehicles, PMK 96/PMK.03/2021 for other luxury goods). None when left out.',
      }),
    ),
    kind: Type.Optional(LineKind),
    unit: Type.Optional(
      Type.String({
        maxLength: 7,
        description:
          'The unit its quantity is counted in, a code of DJP’s list (`UM.0018` unit, `UM.0027` hour, …); UM.0018 when left out.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type DocumentLineBody = Static<typeof DocumentLineBody>;

/** What every order's body writes beside its party and dates: notes, a discount on the whole, and its lines. */
export const orderBodyFields = () => ({
  notes: Type.Optional(Type.String({ maxLength: 2000 })),
  pricesIncludeTax: Type.Optional(
    Type.Boolean({
      description:
        'Whether the unit prices and discounts written include PPN: each line’s tax base is then worked back from its gross, with PPN as Coretax computes it (formats/document-totals.ts). No when left out.',
    }),
  ),
  documentDiscount: Type.Optional(
    Type.String({
      maxLength: 22,
      description: 'An amount off the whole order, shared out over the lines’ discounts.',
    }),
  ),
  lines: Type.Array(DocumentLineBody, { maxItems: MAX_DOCUMENT_LINES }),
});

/** A line as stored: what was written and the figures computed for it. */
export const DocumentLineResponse = Type.Object({
  position: Type.Integer({ description: '1, 2, … in the order the lines were written.' }),
  product: Type.String(),
  description: Nullable(Type.String()),
  quantity: Type.String({ description: 'Four decimals: `1.5000`.' }),
  kind: LineKind,
  unit: Type.String({ description: 'A unit code of DJP’s list: `UM.0018`.' }),
  unitPrice: AmountString('As written: before tax, or with PPN in it when `priceIncludesTax`.'),
  priceIncludesTax: Type.Boolean({
    description: 'Whether the unit price and discount were written with PPN in them.',
  }),
  netUnitPrice: AmountString(
    'The unit price without PPN, the e-Faktur’s `Price`: the one written, or worked back from it and rounded up to the sen.',
  ),
  taxCode: TaxCode,
  amount: AmountString('Unit price without PPN x quantity, rounded half up to the sen.'),
  discount: AmountString('The line’s own discount and its share of the document’s.'),
  discountPercent: Nullable(Type.String(), {
    description:
      'The percent written as the line’s discount, two decimals (`12.50`); null when it was written as an amount.',
  }),
  taxBase: AmountString('Amount less discount (DPP).'),
  otherTaxBase: AmountString(
    '11/12 of the tax base for PPN, all of it otherwise (DPP nilai lain).',
  ),
  vatRate: Type.Integer({ description: '12, or 0 for NO_PPN.' }),
  vat: AmountString('VAT rate x other tax base, rounded half up.'),
  luxuryRate: Nullable(Type.String(), {
    description:
      'The PPnBM rate, percent (`20`), or null without PPnBM (the e-Faktur’s `STLGRate`).',
  }),
  luxuryTax: AmountString(
    'PPnBM: its rate of the other tax base (the whole tax base for luxury goods), rounded half up (the e-Faktur’s `STLG`).',
  ),
  total: AmountString('Tax base plus VAT plus PPnBM.'),
});
export type DocumentLineResponse = Static<typeof DocumentLineResponse>;

/** A document's figures: each the sum of its lines'. */
export const DocumentTotalsResponse = Type.Object({
  subtotal: AmountString('The lines’ amounts before any discount.'),
  documentDiscount: AmountString(
    'The discount written on the whole document, shared out over the lines.',
  ),
  discount: AmountString('Every discount: the lines’ own and the document’s.'),
  taxBase: AmountString('Subtotal less discount.'),
  otherTaxBase: AmountString('The sum of the lines’ other tax bases.'),
  vat: AmountString('The sum of the lines’ VAT: never the total taxed again.'),
  luxuryTax: AmountString('The sum of the lines’ PPnBM.'),
  grandTotal: AmountString('Tax base plus VAT plus PPnBM.'),
});
export type DocumentTotalsResponse = Static<typeof DocumentTotalsResponse>;

/** A change recorded in a document's revision history. */
export const DocumentRevisionResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  action: Type.String({
    description: 'CREATED, or the lifecycle action: approve, reject, cancel, close, …',
  }),
  actorId: Nullable(Type.String({ format: 'uuid' }), {
    description:
      'The member; null when the product itself made the change (a payment made at checkout).',
  }),
  at: Type.String({ format: 'date-time' }),
  changes: Type.Array(
    Type.Object({
      field: Type.String(),
      before: Nullable(Type.String()),
      after: Nullable(Type.String()),
    }),
  ),
});
export type DocumentRevisionResponse = Static<typeof DocumentRevisionResponse>;

/** The most characters a comment holds. */
export const MAX_COMMENT_LENGTH = 2000;

/** The documents a conversation is held on, by the path segment of their routes. */
export const COMMENTED_DOCUMENTS = {
  'sales-orders': 'SALES_ORDER',
  'purchase-orders': 'PURCHASE_ORDER',
  'sales-invoices': 'SALES_INVOICE',
  'goods-receipts': 'GOODS_RECEIPT',
  'credit-memos': 'CREDIT_MEMO',
} as const satisfies Record<string, DocumentType>;
export type CommentedDocumentPath = keyof typeof COMMENTED_DOCUMENTS;

export const DocumentCommentParams = Type.Object({
  documents: Type.Union(
    Object.keys(COMMENTED_DOCUMENTS).map((path) => Type.Literal(path as CommentedDocumentPath)),
  ),
  id: Type.String({ format: 'uuid' }),
});
export type DocumentCommentParams = Static<typeof DocumentCommentParams>;

/** A comment on a document (the spec's conversation tab), naming the members it mentions. */
export const DocumentCommentResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  authorId: Type.String({ format: 'uuid' }),
  body: Type.String(),
  mentions: Type.Array(Type.String({ format: 'uuid' }), {
    description: 'The members mentioned, who were mailed a link to the document.',
  }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type DocumentCommentResponse = Static<typeof DocumentCommentResponse>;

export const DocumentCommentBody = Type.Object(
  {
    body: Type.String({ maxLength: 4000, description: `1 to ${MAX_COMMENT_LENGTH} characters.` }),
    mentions: Type.Optional(
      Type.Array(Type.String({ format: 'uuid' }), {
        maxItems: 20,
        description:
          'Active members of the organisation (user ids) to mail a link to the document.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type DocumentCommentBody = Static<typeof DocumentCommentBody>;

/**
 * The statuses of an order that may wait for a second person's approval (a
 * sales order, a purchase order): PENDING_APPROVAL until approved (OPEN) or
 * REJECTED; then CANCELLED or CLOSED. The last three are final.
 */
// Literals, not mapped from a list: a union built from an array's `map` has `never` as its static type.
export const ApprovedOrderStatus = (
  description = 'PENDING_APPROVAL (the Orders settings require approval), OPEN, REJECTED, CANCELLED or CLOSED; the last three are final.',
) =>
  Type.Union(
    [
      Type.Literal('PENDING_APPROVAL'),
      Type.Literal('OPEN'),
      Type.Literal('REJECTED'),
      Type.Literal('CANCELLED'),
      Type.Literal('CLOSED'),
    ],
    { description },
  );

/** A move with a reason (a rejection, a cancellation): why, by whom, when. */
export const DocumentDecision = Type.Object({
  reason: Type.String(),
  by: Type.String({ format: 'uuid' }),
  at: Type.String({ format: 'date-time' }),
});

/** A move without a reason (a submission, an approval, a closure): by whom, when. */
export const DocumentAct = Type.Object({
  by: Type.String({ format: 'uuid' }),
  at: Type.String({ format: 'date-time' }),
});

/** How far the goods received against an order (a sales order, a purchase order) fulfil it. */
export const OrderFulfillmentStatus = Type.Union(
  [Type.Literal('UNFULFILLED'), Type.Literal('PARTIALLY_FULFILLED'), Type.Literal('FULFILLED')],
  { description: 'From the goods received against it.' },
);

/**
 * What an order that may wait for approval (a sales order, a purchase order)
 * answers after its lines: its totals, the acts of its lifecycle, the moves
 * the caller may make now (`actions`, described as the order offers them),
 * who wrote it, when, and its version.
 */
export const approvedOrderRecordFields = (actions: string) => ({
  totals: DocumentTotalsResponse,
  approval: Nullable(DocumentAct),
  rejection: Nullable(DocumentDecision),
  cancellation: Nullable(DocumentDecision),
  closure: Nullable(DocumentAct),
  actions: Type.Array(Type.String(), { description: actions }),
  createdBy: Type.String({ format: 'uuid' }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: UpdatedAt(),
  version: Type.Integer(),
});

/** The version a draft's edit was read at: the edit is refused when the draft changed meanwhile. */
export const DraftVersion = () =>
  Type.Integer({
    minimum: 1,
    description: 'The version the draft was read at; refused when it changed meanwhile.',
  });

/** A reason, where a move needs one (a rejection, a cancellation). */
export const DocumentReasonBody = Type.Object(
  { reason: Type.String({ maxLength: 500, description: '1 to 500 characters.' }) },
  { additionalProperties: false },
);
export type DocumentReasonBody = Static<typeof DocumentReasonBody>;

/**
 * The refusals every document shares: its lines and its discount
 * (formats/document-totals.ts), a move its status or a reason does not allow.
 * `{line}` counts from 1.
 */
export const documentErrors = defineErrors({
  noLines: {
    status: 400,
    code: 'U-INV-DOC-1',
    message: `A document has 1 to ${MAX_DOCUMENT_LINES} lines.`,
    field: 'lines',
  },
  quantity: {
    status: 400,
    code: 'U-INV-DOC-2',
    message: 'Line {line}: the quantity is a number above 0 with at most four decimals.',
  },
  unitPrice: {
    status: 400,
    code: 'U-INV-DOC-3',
    message: 'Line {line}: the unit price is an amount of 0 or more with at most two decimals.',
  },
  discount: {
    status: 400,
    code: 'U-INV-DOC-4',
    message: 'Line {line}: the discount is an amount of 0 or more with at most two decimals.',
  },
  discountOverLine: {
    status: 400,
    code: 'U-INV-DOC-5',
    message: 'Line {line}: the discount is more than unit price x quantity.',
  },
  tooLarge: {
    status: 400,
    code: 'U-INV-DOC-6',
    message: 'The document’s total is more than an amount can hold (999,999,999,999,999,999.99).',
  },
  documentDiscount: {
    status: 400,
    code: 'U-INV-DOC-7',
    message: 'The discount is an amount of 0 or more with at most two decimals.',
    field: 'documentDiscount',
  },
  documentDiscountOverTotal: {
    status: 400,
    code: 'U-INV-DOC-8',
    message: 'The discount is more than the lines are worth after their own discounts.',
    field: 'documentDiscount',
  },
  statusNotValid: {
    status: 409,
    code: 'U-INV-DOC-9',
    message: 'This cannot be done in the document’s current status.',
  },
  reasonRequired: {
    status: 400,
    code: 'U-INV-DOC-10',
    message: 'Give a reason of 1 to 500 characters.',
    field: 'reason',
  },
  product: {
    status: 400,
    code: 'U-INV-DOC-11',
    message: 'Line {line}: name the product.',
  },
  noSuchOrderLine: {
    status: 400,
    code: 'U-INV-DOC-12',
    message: 'Line {line}: the order has no line {orderLine}.',
  },
  orderLineTwice: {
    status: 400,
    code: 'U-INV-DOC-13',
    message: 'Line {line}: the order line {orderLine} is taken once per document.',
  },
  commentBody: {
    status: 400,
    code: 'U-INV-DOC-14',
    message: `Write a comment of 1 to ${MAX_COMMENT_LENGTH} characters.`,
    field: 'body',
  },
  mentionNotMember: {
    status: 400,
    code: 'U-INV-DOC-15',
    message: 'Mention active members of the organisation only.',
    field: 'mentions',
  },
  documentNotFound: {
    status: 404,
    code: 'U-INV-DOC-16',
    message: 'Document not found.',
  },
  unit: {
    status: 400,
    code: 'U-INV-DOC-17',
    message: 'Line {line}: choose a unit of DJP’s list, UM.0001 to UM.0039.',
  },
  ownWork: {
    status: 409,
    code: 'U-INV-DOC-18',
    message:
      'Another member decides on this: you wrote it, and the company’s controls do not allow approving your own work.',
  },
  discountPercent: {
    status: 400,
    code: 'U-INV-DOC-22',
    message:
      'Line {line}: the discount percent is a number from 0 to 100 with at most two decimals.',
  },
  discountTwice: {
    status: 400,
    code: 'U-INV-DOC-23',
    message: 'Line {line}: write the discount as an amount or as a percent, not both.',
  },
  luxuryRate: {
    status: 400,
    code: 'U-INV-DOC-24',
    message:
      'Line {line}: PPnBM is for luxury goods (PPN_LUXURY) only, at 15, 20, 25, 40, 50, 60, 70, 75 or 95%.',
  },
});

/** The refusal of each problem formats/document-totals.ts finds in a line (on its `LINE_ISSUE_FIELD`). */
export const LINE_ISSUE_ERRORS = {
  QUANTITY: documentErrors.quantity,
  UNIT_PRICE: documentErrors.unitPrice,
  DISCOUNT: documentErrors.discount,
  DISCOUNT_PERCENT: documentErrors.discountPercent,
  DISCOUNT_OVER_LINE: documentErrors.discountOverLine,
  LUXURY_RATE: documentErrors.luxuryRate,
  TOO_LARGE: documentErrors.tooLarge,
} as const satisfies Record<LineIssue, ErrorDefinition>;

/** The refusal of each problem of a document as a whole (its discount, its size). */
export const DOCUMENT_ISSUE_ERRORS = {
  DISCOUNT: documentErrors.documentDiscount,
  DISCOUNT_OVER_TOTAL: documentErrors.documentDiscountOverTotal,
  TOO_LARGE: documentErrors.tooLarge,
} as const satisfies Record<DocumentIssue, ErrorDefinition>;
