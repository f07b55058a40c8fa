import { Type, type Static } from 'typebox';
import { LiteralUnion } from '../common/literal-union.js';
import { defineErrors } from '../common/errors.js';
import {
  AmountString,
  DateString,
  Nullable,
  PageInfo,
  SignedAmountString,
} from '../common/schemas.js';
import { Currency } from './bank-accounts.js';
import { CASH_CATEGORIES } from './categories.js';
import { RuleReorderBodyOf, RulesInOrder } from './rule-order.js';
import { StatementTransactionResponse } from './statements.js';
import {
  money,
  plural,
  type ActivityMoney,
  type ActivityDate,
  areaActivity,
} from '../common/activity-text.js';

export { IdParams } from '../common/schemas.js';

/** An organisation keeps at most this many categorisation rules. */
export const MAX_CASH_FLOW_RULES = 200;
/** The longest rule name. */
export const MAX_CASH_FLOW_RULE_NAME = 80;
/** The longest description pattern. */
export const MAX_DESCRIPTION_PATTERN = 100;
/** A report covers at most this many weeks or months. */
export const MAX_CASH_FLOW_PERIODS = 60;
/** A rule's preview reads at most this many statement transactions (the newest) and says when it left some out. */
export const MAX_PREVIEW_LINES = 200_000;
/** Lines a preview shows as a sample. */
export const PREVIEW_SAMPLE_SIZE = 5;

const Direction = LiteralUnion(['DEBIT', 'CREDIT'], {
  description: 'DEBIT is money out (Outgoing), CREDIT money in (Incoming).',
});

/**
 * How a rule's description pattern is compared with a statement transaction's
 * description, both case-insensitively with runs of spaces as one: CONTAINS
 * (the text appears anywhere in it) or WILDCARD (the whole description
 * matches, `*` standing for any run of characters and `?` for one; nothing
 * else is special). Regular expressions are never taken from people: a
 * pattern runs in time proportional to its length times the description's.
 */
export const DescriptionMatch = LiteralUnion(['CONTAINS', 'WILDCARD']);
export type DescriptionMatch = Static<typeof DescriptionMatch>;

/** Where a statement transaction's category comes from: RULE (a categorisation rule) or MANUAL (a person's correction, never overwritten by a rule). */
export const CategorySource = LiteralUnion(['RULE', 'MANUAL']);
export type CategorySource = Static<typeof CategorySource>;

/**
 * A rule's fields as the API takes them: a category, and conditions that
 * must all hold for a statement transaction (at least one). A condition left
 * out (null) holds for every line. Amounts are decimal strings.
 */
const ruleFields = {
  name: Type.String({
    maxLength: 500,
    description: '1 to 80 characters, unique in the organisation whatever the case.',
  }),
  category: Type.String({
    maxLength: 40,
    description: `The category given to the lines it matches: one of ${CASH_CATEGORIES.join(', ')}.`,
  }),
  direction: Nullable(Direction, { description: 'Only lines of this direction; null: either.' }),
  counterpartyId: Nullable(Type.String({ format: 'uuid' }), {
    description:
      'Only lines of this counterparty: whose description names its alias, legal name or the name on one of its bank accounts (compared as look-alike names are), or that are matched to an expected transaction, payment or bill of it. Null: any.',
  }),
  descriptionPattern: Nullable(Type.String({ maxLength: 500 }), {
    description: 'Up to 100 characters; null: any description.',
  }),
  descriptionMatch: Type.Optional(DescriptionMatch),
  amountMin: Nullable(Type.String({ maxLength: 40 }), {
    description:
      'Only lines of at least this amount (0 or more, at most two decimals); null: no lower bound.',
  }),
  amountMax: Nullable(Type.String({ maxLength: 40 }), {
    description:
      'Only lines of no more than this amount, not below `amountMin`; null: no upper bound.',
  }),
  enabled: Type.Optional(
    Type.Boolean({ description: 'A disabled rule is kept but not applied; true when left out.' }),
  ),
};

/** A new rule, tried after the others; also a change of one (every field again). */
export const CashFlowRuleBody = Type.Object(ruleFields, { additionalProperties: false });
export type CashFlowRuleBody = Static<typeof CashFlowRuleBody>;

/** A rule not saved yet, for a preview: its name may be left out. */
export const CashFlowRuleDraft = Type.Object(
  { ...ruleFields, name: Type.Optional(ruleFields.name) },
  { additionalProperties: false },
);
export type CashFlowRuleDraft = Static<typeof CashFlowRuleDraft>;

export const CashFlowRuleResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  priority: Type.Integer({
    description: '1 is tried first; the first rule that matches a line gives it its category.',
  }),
  category: Type.String(),
  direction: Nullable(Direction),
  counterparty: Nullable(
    Type.Object({ id: Type.String({ format: 'uuid' }), alias: Type.String() }),
  ),
  descriptionPattern: Nullable(Type.String()),
  descriptionMatch: DescriptionMatch,
  amountMin: Nullable(AmountString('The lower bound.')),
  amountMax: Nullable(AmountString('The upper bound.')),
  enabled: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  createdBy: Nullable(Type.String()),
  updatedAt: Type.String({ format: 'date-time' }),
  updatedBy: Nullable(Type.String()),
});
export type CashFlowRuleResponse = Static<typeof CashFlowRuleResponse>;

export const CashFlowRuleListResponse = Type.Object({ items: RulesInOrder(CashFlowRuleResponse) });
export type CashFlowRuleListResponse = Static<typeof CashFlowRuleListResponse>;

export const CashFlowRuleReorderBody = RuleReorderBodyOf(MAX_CASH_FLOW_RULES);
export type CashFlowRuleReorderBody = Static<typeof CashFlowRuleReorderBody>;

/** A statement transaction as a preview's sample or the category list shows it. */
export const CategorisedLine = Type.Object({
  id: Type.String({ format: 'uuid' }),
  category: Nullable(Type.String(), { description: 'Null while uncategorised.' }),
  categorySource: Nullable(CategorySource),
  ruleId: Nullable(Type.String({ format: 'uuid' }), {
    description:
      'The rule that set it (RULE); null for a person’s correction or once the rule was deleted.',
  }),
});
export type CategorisedLine = Static<typeof CategorisedLine>;

export const CashFlowRulePreviewResponse = Type.Object({
  considered: Type.Integer({
    description: 'The organisation’s statement transactions not archived.',
  }),
  truncated: Type.Boolean({
    description:
      'True when more than 200,000 of them have the rule’s direction and amount: the newest 200,000 were looked at.',
  }),
  matching: Type.Integer({ description: 'Of those, how many the rule’s conditions match.' }),
  uncategorised: Type.Integer({
    description: 'Of the matching ones, how many have no category yet.',
  }),
  corrected: Type.Integer({
    description:
      'Of the matching ones, how many a person categorised: rules leave them as they are.',
  }),
  sample: Type.Array(
    Type.Object({
      id: Type.String({ format: 'uuid' }),
      date: Type.String({ format: 'date' }),
      description: Type.String(),
      direction: Direction,
      amount: AmountString('Its amount.'),
      currency: Currency,
      category: Nullable(Type.String()),
      categorySource: Nullable(CategorySource),
    }),
    { description: 'Up to 5 of the matching lines, the newest first.' },
  ),
});
export type CashFlowRulePreviewResponse = Static<typeof CashFlowRulePreviewResponse>;

export const CashFlowRulesApplyResponse = Type.Object({
  considered: Type.Integer({
    description:
      'Statement transactions the rules decide: not archived, not categorised by a person.',
  }),
  changed: Type.Integer({
    description: 'Of those, how many got another category (or lost theirs).',
  }),
  categorised: Type.Integer({
    description: 'Of those considered, how many a rule categorises now.',
  }),
  uncategorised: Type.Integer({
    description: 'Of those considered, how many no rule matches: they have no category.',
  }),
});
export type CashFlowRulesApplyResponse = Static<typeof CashFlowRulesApplyResponse>;

/** WEEK (Monday to Sunday) or MONTH (calendar months). */
export const CashFlowGranularity = LiteralUnion(['WEEK', 'MONTH']);
export type CashFlowGranularity = Static<typeof CashFlowGranularity>;

export const CashFlowQuery = Type.Object({
  currency: Currency,
  from: Type.Optional(
    Type.String({
      maxLength: 10,
      description:
        'The first day, YYYY-MM-DD; by default the 1st of the month two months before `to` (three calendar months).',
    }),
  ),
  to: Type.Optional(
    Type.String({
      maxLength: 10,
      description:
        'The last day, YYYY-MM-DD, not before `from`; by default the organisation’s today (Asia/Jakarta).',
    }),
  ),
  granularity: CashFlowGranularity,
});
export type CashFlowQuery = Static<typeof CashFlowQuery>;

const Amount = AmountString('A sum of statement transactions, in the report’s currency.');
const SignedAmount = SignedAmountString('Inflows less outflows; negative when more went out.');

export const CashFlowPeriod = Type.Object({
  start: DateString('Its first day within the report (a Monday, the 1st, or `from`).'),
  end: DateString('Its last day within the report (a Sunday, the month’s last day, or `to`).'),
  inflow: Amount,
  outflow: Amount,
  net: SignedAmount,
});
export type CashFlowPeriod = Static<typeof CashFlowPeriod>;

export const CashFlowRow = Type.Object({
  category: Nullable(Type.String(), {
    description: 'A cash category; null for the lines no rule or person has categorised.',
  }),
  amounts: Type.Array(Amount, { description: 'One per period, in the order of `periods`.' }),
  total: Amount,
  lineCount: Type.Integer(),
});
export type CashFlowRow = Static<typeof CashFlowRow>;

export const CashFlowResponse = Type.Object({
  currency: Currency,
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  granularity: CashFlowGranularity,
  periods: Type.Array(CashFlowPeriod),
  inflows: Type.Array(CashFlowRow, {
    description:
      'Incoming (CREDIT) lines by category in the list’s order; the uncategorised row always last.',
  }),
  outflows: Type.Array(CashFlowRow, {
    description: 'Outgoing (DEBIT) lines by category; the uncategorised row always last.',
  }),
  totalInflow: Amount,
  totalOutflow: Amount,
  net: SignedAmount,
});
export type CashFlowResponse = Static<typeof CashFlowResponse>;

/** The statement transactions behind a cell of the report, or the uncategorised ones. */
export const CashFlowLinesQuery = Type.Object({
  currency: Currency,
  from: Type.Optional(Type.String({ maxLength: 10, description: 'As the report’s.' })),
  to: Type.Optional(Type.String({ maxLength: 10, description: 'As the report’s.' })),
  direction: Type.Optional(Direction),
  category: Type.Optional(
    Type.String({
      maxLength: 40,
      description: 'A cash category, or UNCATEGORISED; any when left out.',
    }),
  ),
  first: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  after: Type.Optional(Type.String({ maxLength: 300 })),
});
export type CashFlowLinesQuery = Static<typeof CashFlowLinesQuery>;

export const CashFlowLine = Type.Object({
  line: StatementTransactionResponse,
  category: CategorisedLine,
});
export type CashFlowLine = Static<typeof CashFlowLine>;

export const CashFlowLinesResponse = Type.Object({
  items: Type.Array(Type.Object({ cursor: Type.String(), node: CashFlowLine })),
  pageInfo: PageInfo,
  totalCount: Type.Integer(),
  total: Amount,
});
export type CashFlowLinesResponse = Static<typeof CashFlowLinesResponse>;

export const LineCategoriesQuery = Type.Object({
  ids: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 100 }),
});
export type LineCategoriesQuery = Static<typeof LineCategoriesQuery>;
export const LineCategoriesResponse = Type.Object({ items: Type.Array(CategorisedLine) });
export type LineCategoriesResponse = Static<typeof LineCategoriesResponse>;

export const LineCategoryBody = Type.Object(
  {
    category: Nullable(Type.String({ maxLength: 40 }), {
      description: 'A cash category (MANUAL), or null to hand the line back to the rules.',
    }),
  },
  { additionalProperties: false },
);
export type LineCategoryBody = Static<typeof LineCategoryBody>;

/** The cash flow's refusals, `U-TRSY-CF-n`; each names its field. */
export const cashFlowErrors = defineErrors({
  ruleNotFound: { status: 404, code: 'U-TRSY-CF-1', message: 'Categorisation rule not found.' },
  nameRequired: {
    status: 400,
    code: 'U-TRSY-CF-2',
    message: 'Give the rule a name.',
    field: 'name',
  },
  nameTooLong: {
    status: 400,
    code: 'U-TRSY-CF-3',
    message: 'A rule name can be at most 80 characters.',
    field: 'name',
  },
  nameExists: {
    status: 409,
    code: 'U-TRSY-CF-4',
    message: 'Another categorisation rule already has this name.',
    field: 'name',
  },
  categoryNotValid: {
    status: 400,
    code: 'U-TRSY-CF-5',
    message: 'Choose one of the categories.',
    field: 'category',
  },
  counterpartyNotFound: {
    status: 400,
    code: 'U-TRSY-CF-6',
    message: 'Counterparty not found.',
    field: 'counterpartyId',
  },
  patternNotValid: {
    status: 400,
    code: 'U-TRSY-CF-7',
    message: 'The description pattern must be 1 to 100 characters, with some text besides * and ?.',
    field: 'descriptionPattern',
  },
  amountNotValid: {
    status: 400,
    code: 'U-TRSY-CF-8',
    message: 'Enter an amount of 0 or more with at most two decimals.',
    field: 'amountMin',
  },
  amountRange: {
    status: 400,
    code: 'U-TRSY-CF-9',
    message: 'The largest amount cannot be below the smallest.',
    field: 'amountMax',
  },
  noCondition: {
    status: 400,
    code: 'U-TRSY-CF-10',
    message:
      'Give the rule at least one condition: a direction, a counterparty, a description or an amount.',
  },
  tooMany: {
    status: 409,
    code: 'U-TRSY-CF-11',
    message: 'An organisation can keep at most 200 categorisation rules. Delete one first.',
  },
  reorderDuplicate: {
    status: 400,
    code: 'U-TRSY-CF-12',
    message: 'Each rule can appear only once in the new order.',
    field: 'ruleIds',
  },
  reorderStale: {
    status: 409,
    code: 'U-TRSY-CF-13',
    message:
      'The categorisation rules changed since the list was loaded. Reload the list and reorder again.',
    field: 'ruleIds',
  },
  invalidDate: { status: 400, code: 'U-TRSY-CF-14', message: 'Enter a valid date.', field: 'from' },
  invalidRange: {
    status: 400,
    code: 'U-TRSY-CF-15',
    message: 'The start date must not be after the end date.',
    field: 'from',
  },
  tooManyPeriods: {
    status: 400,
    code: 'U-TRSY-CF-16',
    message: 'A cash flow report can cover at most 60 weeks or months.',
    field: 'to',
  },
  lineNotFound: { status: 404, code: 'U-TRSY-CF-17', message: 'Statement transaction not found.' },
  invalidCursor: {
    status: 400,
    code: 'U-TRSY-CF-18',
    message: 'The list could not continue from that page. Please reload it.',
    field: 'after',
  },
});

/** What this area writes to the activity log: the kinds of record it names, and each message's English text (the entry's `summary`) from typed values; joined in contracts/activity-log.ts. */
export const CASH_FLOW_ACTIVITY = areaActivity(['CASH_FLOW_RULE'], {
  /** `category`: a cash category (contracts/treasury/categories.ts). */
  CASH_FLOW_RULE_CREATED: (v: { name: string; category: string; priority: number }) =>
    `Categorisation rule ${v.name} created: ${v.category} (priority ${v.priority})`,
  CASH_FLOW_RULE_CHANGED: (v: { name: string }) => `Categorisation rule ${v.name} changed`,
  CASH_FLOW_RULE_DELETED: (v: { name: string }) => `Categorisation rule ${v.name} deleted`,
  CASH_FLOW_RULES_REORDERED: (v: { count: number }) =>
    `Categorisation rules reordered (${plural(v.count, 'rule', 'rules')})`,
  /** `count`: the statement transactions whose category changed. */
  CASH_FLOW_RULES_APPLIED: (v: { count: number }) =>
    `Categorisation rules applied: ${plural(v.count, 'statement transaction', 'statement transactions')} changed category`,
  /** `category`: the cash category a member gave it. */
  STATEMENT_TRANSACTION_CATEGORISED: (v: {
    amount: ActivityMoney;
    date: ActivityDate;
    category: string;
  }) =>
    `Statement transaction of ${money(v.amount)} on ${v.date.date} categorised as ${v.category}`,
  STATEMENT_TRANSACTION_CATEGORY_RESET: (v: { amount: ActivityMoney; date: ActivityDate }) =>
    `Statement transaction of ${money(v.amount)} on ${v.date.date} handed back to the categorisation rules`,
});
