import { Type, type Static } from 'typebox';
import { LiteralUnion } from '../common/literal-union.js';
import { defineErrors } from '../common/errors.js';
import { AmountString, DateString, Nullable } from '../common/schemas.js';
import { Currency } from './bank-accounts.js';
import { MatchResult, ProposalReason, ReconcilableKind } from './reconciliations.js';
import { RuleReorderBodyOf, RulesInOrder } from './rule-order.js';
import { plural, areaActivity } from '../common/activity-text.js';

export { IdParams } from '../common/schemas.js';

/** An organisation keeps at most this many matching rules; a preview runs at most this many. */
export const MAX_RULES = 20;
/** The longest rule name. */
export const MAX_RULE_NAME = 80;
/** The largest absolute amount tolerance, in the line's currency. */
export const MAX_ABSOLUTE_TOLERANCE = '100000000.00';
/** The largest relative amount tolerance, as a fraction of the line (10%). */
export const MAX_RELATIVE_TOLERANCE = '0.1';
/** The widest date window on either side, in days. */
export const MAX_WINDOW_DAYS = 60;
/** Self-confirmation may start no lower than this confidence: a match that moves on its own must be one the engine is sure of. */
export const MIN_AUTO_CONFIRM = '0.8';
/** How far back a preview looks, in days up to the organisation's today. */
export const PREVIEW_DAYS = 90;
/** A preview reads at most this many statement transactions and this many items (the newest); it says when it left some out. */
export const MAX_PREVIEW_SIDE = 100_000;
/** Proposals a preview shows as a sample. */
export const PREVIEW_SAMPLE = 10;

/**
 * What a rule decides, as the API takes it. Money and fractions are decimal
 * strings (never floating point): `amountToleranceAbsolute` "2500.00",
 * `amountToleranceRelative` "0.005" (0.5%), thresholds "0.95".
 */
const ruleFields = {
  name: Type.String({
    maxLength: 500,
    description:
      'Shown in the list and on the proposals it makes; 1 to 80 characters, unique in the organisation (whatever the case).',
  }),
  amountToleranceAbsolute: Type.String({
    maxLength: 40,
    description:
      'An amount agrees within this much money (in the line’s currency): 0 to 100000000.00, at most two decimals.',
  }),
  amountToleranceRelative: Type.String({
    maxLength: 40,
    description:
      'Or within this fraction of the line, whichever is larger: 0 to 0.1 (0.005 = 0.5%), at most 5 decimals.',
  }),
  allowTransferFees: Type.Boolean({
    description:
      'Whether a line may be the item less (outgoing: plus) a known transfer fee: BI-FAST 2,500, SKN 2,900, RTGS 25,000, Online 6,500.',
  }),
  daysBefore: Type.Integer({
    description: 'How many days before the item’s date a line may be booked: 0 to 60.',
  }),
  daysAfter: Type.Integer({
    description: 'How many days after the item’s date a line may be booked: 0 to 60.',
  }),
  requireAmount: Type.Boolean({
    description: 'The amount must agree (exactly, within the tolerance, or less a transfer fee).',
  }),
  requireCounterparty: Type.Boolean({
    description: 'The counterparty’s name or bank account must be found on the line.',
  }),
  requireReference: Type.Boolean({
    description:
      'A reference of the item (external id, invoice number, virtual account) must be found on the line.',
  }),
  proposeAt: Type.String({
    maxLength: 40,
    description:
      'Proposals below this confidence are not made; at or above it they wait for review: 0 to 1.',
  }),
  autoConfirmAt: Nullable(Type.String({ maxLength: 40 }), {
    description:
      'Proposals at or above this confidence confirm themselves (0.8 to 1, not below `proposeAt`); null: never, the default. Turning it on or moving it needs reconciliation:auto-reconcile.',
  }),
  enabled: Type.Boolean({ description: 'A disabled rule is kept but not run.' }),
};

/** The fields of a rule a change may touch, in the order the activity log lists them. */
export const RULE_FIELDS = Object.keys(ruleFields) as (keyof typeof ruleFields)[];

/** A new rule: a name, and whatever differs from the default rule (amounts equal or less a transfer fee, 7 days before to 10 after, review from 0.3, nothing confirmed by itself). */
export const ReconciliationRuleCreateBody = Type.Object(
  {
    name: ruleFields.name,
    amountToleranceAbsolute: Type.Optional(ruleFields.amountToleranceAbsolute),
    amountToleranceRelative: Type.Optional(ruleFields.amountToleranceRelative),
    allowTransferFees: Type.Optional(ruleFields.allowTransferFees),
    daysBefore: Type.Optional(ruleFields.daysBefore),
    daysAfter: Type.Optional(ruleFields.daysAfter),
    requireAmount: Type.Optional(ruleFields.requireAmount),
    requireCounterparty: Type.Optional(ruleFields.requireCounterparty),
    requireReference: Type.Optional(ruleFields.requireReference),
    proposeAt: Type.Optional(ruleFields.proposeAt),
    autoConfirmAt: Type.Optional(ruleFields.autoConfirmAt),
    enabled: Type.Optional(ruleFields.enabled),
  },
  { additionalProperties: false },
);
export type ReconciliationRuleCreateBody = Static<typeof ReconciliationRuleCreateBody>;

/** A change of a rule: a field left out keeps its value; `autoConfirmAt: null` turns self-confirmation off. */
export const ReconciliationRuleUpdateBody = Type.Partial(ReconciliationRuleCreateBody, {
  additionalProperties: false,
});
export type ReconciliationRuleUpdateBody = Static<typeof ReconciliationRuleUpdateBody>;

/** A rule not saved yet, for a preview: like a new rule, its name optional. */
export const ReconciliationRuleDraft = Type.Partial(ReconciliationRuleCreateBody, {
  additionalProperties: false,
});
export type ReconciliationRuleDraft = Static<typeof ReconciliationRuleDraft>;

export const ReconciliationRuleResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  priority: Type.Integer({ description: '1 is tried first.' }),
  amountToleranceAbsolute: AmountString('The absolute amount tolerance, in the line’s currency.'),
  amountToleranceRelative: Type.String({
    pattern: '^0\\.\\d{5}$',
    description: 'The relative amount tolerance, a fraction of the line (0.00500 = 0.5%).',
  }),
  allowTransferFees: Type.Boolean(),
  daysBefore: Type.Integer(),
  daysAfter: Type.Integer(),
  requireAmount: Type.Boolean(),
  requireCounterparty: Type.Boolean(),
  requireReference: Type.Boolean(),
  proposeAt: Type.String({ pattern: '^[01]\\.\\d{4}$' }),
  autoConfirmAt: Nullable(Type.String({ pattern: '^[01]\\.\\d{4}$' })),
  enabled: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  createdBy: Nullable(Type.String()),
  updatedAt: Type.String({ format: 'date-time' }),
  updatedBy: Nullable(Type.String()),
});
export type ReconciliationRuleResponse = Static<typeof ReconciliationRuleResponse>;

export const ReconciliationRuleListResponse = Type.Object({
  items: RulesInOrder(ReconciliationRuleResponse),
  usesDefault: Type.Boolean({
    description: 'True when no rule is enabled: runs use the default rule.',
  }),
});
export type ReconciliationRuleListResponse = Static<typeof ReconciliationRuleListResponse>;

export const ReconciliationRuleReorderBody = RuleReorderBodyOf(MAX_RULES);
export type ReconciliationRuleReorderBody = Static<typeof ReconciliationRuleReorderBody>;

export const ReconciliationRulePreviewBody = Type.Object(
  {
    rules: Type.Array(ReconciliationRuleDraft, {
      maxItems: MAX_RULES * 2,
      description:
        'The rules to try, in priority order, at most 20; only the enabled ones run, and with none enabled the default rule does (as a run would).',
    }),
  },
  { additionalProperties: false },
);
export type ReconciliationRulePreviewBody = Static<typeof ReconciliationRulePreviewBody>;

const Direction = LiteralUnion(['DEBIT', 'CREDIT']);

/** A statement transaction or an item as a preview's sample shows it. */
export const PreviewSide = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Type.Optional(ReconcilableKind),
  date: Type.String({ format: 'date' }),
  description: Type.String(),
  direction: Direction,
  amount: AmountString('Its full amount.'),
  currency: Currency,
});
export type PreviewSide = Static<typeof PreviewSide>;

export const PreviewVerdict = LiteralUnion(['AGREES', 'CONTRADICTS', 'NEW'], {
  description:
    'AGREES: a match already joins exactly these; CONTRADICTS: a match already joins one of them with something else; NEW: none of them is matched yet.',
});
export type PreviewVerdict = Static<typeof PreviewVerdict>;

export const PreviewProposal = Type.Object({
  statementTransactions: Type.Array(PreviewSide),
  items: Type.Array(PreviewSide),
  strategy: LiteralUnion(['ONE_TO_ONE', 'ONE_TO_MANY', 'MANY_TO_ONE']),
  result: MatchResult,
  amount: AmountString('What it would allocate.'),
  confidence: Type.String({ pattern: '^[01]\\.\\d{4}$' }),
  reasons: Type.Array(ProposalReason),
  ruleIndex: Nullable(
    Type.Integer({
      description: 'The place in `rules` of the rule that made it; null for the default rule.',
    }),
  ),
  decision: LiteralUnion(['CONFIRM', 'REVIEW'], {
    description: 'CONFIRM: it would confirm itself; REVIEW: it would wait for a reviewer.',
  }),
  verdict: PreviewVerdict,
});
export type PreviewProposal = Static<typeof PreviewProposal>;

export const ReconciliationRulePreviewResponse = Type.Object({
  from: DateString('The first day looked at: 89 days before `to`.'),
  to: DateString('The organisation’s today (Asia/Jakarta).'),
  statementTransactions: Type.Integer({
    description:
      'Statement transactions of those days considered, as if none were matched yet (archived ones left out).',
  }),
  items: Type.Integer({
    description:
      'Items considered: expected transactions dated from 60 days before `from` to 60 days after `to`, as if none were matched yet.',
  }),
  truncated: Type.Boolean({
    description:
      'True when there were more than 100,000 statement transactions or items: the newest were considered.',
  }),
  proposed: Type.Integer({ description: 'Proposals the rules would make.' }),
  wouldConfirm: Type.Integer({ description: 'Of those, how many would confirm themselves.' }),
  existingMatches: Type.Integer({
    description: 'Matches that exist on the statement transactions considered.',
  }),
  agreeing: Type.Integer({
    description: 'Proposals that join exactly what an existing match joins.',
  }),
  contradicting: Type.Integer({
    description:
      'Proposals that join a statement transaction or an item of an existing match with something else.',
  }),
  missed: Type.Integer({ description: 'Existing matches no proposal agrees with.' }),
  newProposals: Type.Integer({
    description: 'Proposals on statement transactions and items not matched yet.',
  }),
  sample: Type.Array(PreviewProposal, {
    description: 'Up to 10 proposals: contradictions first, then the most confident.',
  }),
  milliseconds: Type.Integer(),
});
export type ReconciliationRulePreviewResponse = Static<typeof ReconciliationRulePreviewResponse>;

/**
 * The matching rules' refusals, `U-TRSY-RR-n`. Each bound has its own code
 * and names its field, so a form shows the message where the value is.
 */
export const reconciliationRuleErrors = defineErrors({
  notFound: { status: 404, code: 'U-TRSY-RR-1', message: 'Matching rule not found.' },
  nameRequired: {
    status: 400,
    code: 'U-TRSY-RR-2',
    message: 'Give the rule a name.',
    field: 'name',
  },
  nameTooLong: {
    status: 400,
    code: 'U-TRSY-RR-3',
    message: 'A rule name can be at most 80 characters.',
    field: 'name',
  },
  nameExists: {
    status: 409,
    code: 'U-TRSY-RR-4',
    message: 'Another matching rule already has this name.',
    field: 'name',
  },
  absoluteTolerance: {
    status: 400,
    code: 'U-TRSY-RR-5',
    message:
      'The amount tolerance must be an amount from 0 to 100,000,000.00, with at most two decimals.',
    field: 'amountToleranceAbsolute',
  },
  relativeTolerance: {
    status: 400,
    code: 'U-TRSY-RR-6',
    message:
      'The percentage tolerance must be from 0% to 10% (a fraction from 0 to 0.1, at most 5 decimals).',
    field: 'amountToleranceRelative',
  },
  dateWindow: {
    status: 400,
    code: 'U-TRSY-RR-7',
    message: 'The date window must be a whole number of days from 0 to 60 on each side.',
  },
  proposeAt: {
    status: 400,
    code: 'U-TRSY-RR-8',
    message: 'The review threshold must be a confidence from 0 to 1, with at most 4 decimals.',
    field: 'proposeAt',
  },
  autoConfirmAt: {
    status: 400,
    code: 'U-TRSY-RR-9',
    message:
      'Self-confirmation must be off, or a confidence from 0.8 to 1 with at most 4 decimals.',
    field: 'autoConfirmAt',
  },
  autoConfirmBelowReview: {
    status: 400,
    code: 'U-TRSY-RR-10',
    message: 'Matches can confirm themselves only at or above the review threshold.',
    field: 'autoConfirmAt',
  },
  tooMany: {
    status: 409,
    code: 'U-TRSY-RR-11',
    message: 'An organisation can keep at most 20 matching rules. Delete one first.',
  },
  reorderDuplicate: {
    status: 400,
    code: 'U-TRSY-RR-12',
    message: 'Each rule can appear only once in the new order.',
    field: 'ruleIds',
  },
  reorderStale: {
    status: 409,
    code: 'U-TRSY-RR-13',
    message:
      'The matching rules changed since the list was loaded. Reload the list and reorder again.',
    field: 'ruleIds',
  },
  previewTooManyRules: {
    status: 400,
    code: 'U-TRSY-RR-14',
    message: 'A preview can try at most 20 rules.',
    field: 'rules',
  },
});

/** What this area writes to the activity log: the kinds of record it names, and each message's English text (the entry's `summary`) from typed values; joined in contracts/activity-log.ts. */
export const RECONCILIATION_RULES_ACTIVITY = areaActivity(['RECONCILIATION_RULE'], {
  /** `priority`: its place in the order, 1 tried first. */
  RECONCILIATION_RULE_CREATED: (v: { name: string; priority: number }) =>
    `Matching rule ${v.name} created (priority ${v.priority})`,
  RECONCILIATION_RULE_CHANGED: (v: { name: string }) => `Matching rule ${v.name} changed`,
  RECONCILIATION_RULE_DELETED: (v: { name: string }) => `Matching rule ${v.name} deleted`,
  /** `count`: how many rules the new order holds. */
  RECONCILIATION_RULES_REORDERED: (v: { count: number }) =>
    `Matching rules reordered (${plural(v.count, 'rule', 'rules')})`,
});
