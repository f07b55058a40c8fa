import { CREDIT_MEMO_LIFECYCLE } from '../../../contracts/invoicing/lifecycles.js';
import { movesRules, needs, type ModuleRules } from '../module.js';

/** Who may call each credit memo mutation: its moves' rules as their lifecycle declares them. */
export const creditMemosRules = {
  creditMemoCreate: needs('credit-memos:manage'),
  creditMemoApply: needs('credit-memos:manage'),
  creditMemoEditDraft: needs('credit-memos:manage'),
  ...movesRules('creditMemo', CREDIT_MEMO_LIFECYCLE),
} satisfies ModuleRules;
