/**
 * The matching engine's view of the world: plain values, no database. Money
 * is in integer cents (`bigint`): exact, and fast to compare and add on the
 * hundred thousand lines a run may read.
 */

export type Direction = 'DEBIT' | 'CREDIT';

/** What lines and items share: where the money moves, which way, how much is still open, and when. */
export type EngineSide = {
  id: string;
  /** A line's account; an item's expected account, or null when any account of the organisation may carry it. */
  bankAccountId: string | null;
  /** The entity that holds the account: an item expected on another account of it may match. */
  entityId: string | null;
  direction: Direction;
  currency: string;
  /** What is still open, in cents. */
  open: bigint;
  /** A line's booking date, an item's due or expected date, `YYYY-MM-DD`. */
  date: string;
  description: string;
};

/** A statement transaction with something left to reconcile. */
export type EngineLine = EngineSide & { bankAccountId: string; reference: string | null };

/**
 * Anything a statement line can pay or be paid by: an expected transaction
 * today; a payment, a transfer in progress or a bill later. The engine knows
 * only this shape, so a new kind plugs in without changing it.
 */
export type EngineItem = EngineSide & {
  kind: string;
  /** The counterparty as banks may write it: legal name, alias, and the account numbers it pays from or to. */
  counterparty: { names: string[]; accountNumbers: string[] } | null;
  /** Identifiers that may appear on the line: external id, invoice numbers, virtual accounts (the item's additional data). */
  references: string[];
};

/** Why a proposal was made, as a code the web words in the reader's language, its values, and the English text. */
export type Reason = { code: ReasonCode; values: Record<string, string | number>; text: string };

export type ReasonCode =
  | 'AMOUNT_EQUAL'
  | 'AMOUNT_MINUS_FEE'
  | 'AMOUNT_WITHIN_TOLERANCE'
  | 'AMOUNT_LESS_WITHHOLDING'
  | 'AMOUNT_DIFFERENT'
  | 'SUM_EQUAL'
  | 'DATE_SAME_DAY'
  | 'DATE_AFTER'
  | 'DATE_BEFORE'
  | 'COUNTERPARTY_NAME'
  | 'COUNTERPARTY_ACCOUNT'
  | 'REFERENCE_FOUND'
  | 'REFERENCE_CUT'
  | 'DESCRIPTION_SIMILAR'
  | 'OTHER_CANDIDATES'
  | 'COUNTERPARTY_OTHER'
  | 'REVERSAL_PAIR';

export type Strategy = 'ONE_TO_ONE' | 'ONE_TO_MANY' | 'MANY_TO_ONE';

export type Proposal = {
  strategy: Strategy;
  lineIds: string[];
  items: { kind: string; id: string }[];
  /** What would be allocated, in cents: the smaller of the two totals. */
  amount: bigint;
  result: 'FULL_MATCH' | 'PARTIAL_MATCH';
  /** 0 to 1: how sure the engine is that this is the right match. */
  confidence: number;
  reasons: Reason[];
  /** The rule that made it (its id), whose thresholds decide what happens next. */
  ruleId: string;
  /** CONFIRM: the rule confirms it by itself; REVIEW: it waits for a reviewer. */
  decision: 'CONFIRM' | 'REVIEW';
};

/**
 * One matching rule of an organisation. Rules are tried in priority order; a
 * candidate is judged by the first rule whose required fields agree.
 */
export type MatchingRule = {
  id: string;
  name: string;
  /** An amount counts as agreeing within this many cents, or this fraction of the line (0.01 = 1%), whichever is larger. */
  amountTolerance: { absolute: bigint; relative: number };
  /** Whether a line may be the item less (or, outgoing, plus) a known transfer fee. */
  allowTransferFees: boolean;
  /** How many days a line may be booked before or after the item's date. */
  dateWindow: { before: number; after: number };
  /** Fields that must agree for this rule to propose a match. */
  require: { amount: boolean; counterparty: boolean; reference: boolean };
  /** Proposals at or above this confidence confirm themselves; null: never (the default). */
  autoConfirmAt: number | null;
  /** Proposals below this are not made at all; between it and autoConfirmAt they wait for review. */
  proposeAt: number;
};
