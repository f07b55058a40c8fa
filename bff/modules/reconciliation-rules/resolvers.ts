import {
  reconciliationRuleErrors,
  RULE_FIELDS,
  type PreviewSide,
  type ReconciliationRuleCreateBody,
  type ReconciliationRuleDraft,
  type ReconciliationRuleUpdateBody,
} from '../../../contracts/treasury/reconciliation-rules.js';
import type {
  ReconciliationRuleDraftInput,
  Resolvers,
} from '../../__generated__/resolvers-types.js';
import { requirePermission } from '../../guards.js';
import { withUserErrors } from '../../errors.js';
import { toGlobalId } from '../../global-id.js';
import { givenClearing, withoutNulls } from '../../upstream/fields.js';
import { userOf } from '../profile/loaders.js';
import { ruleDeleted, rulesReordered, ruleUpdated } from '../../ordered-rule-mutations.js';

/** The fields of a rule's input that the service cannot clear: null there means "keep it". Only `autoConfirmAt` is cleared by null (self-confirmation off). */
const KEPT_WHEN_NULL: ReadonlySet<string> = new Set(
  RULE_FIELDS.filter((field) => field !== 'autoConfirmAt'),
);

/** A draft's fields as the service takes them: null is "not given", as for a new rule. */
const draftOf = (input: ReconciliationRuleDraftInput): ReconciliationRuleDraft =>
  withoutNulls({ ...input });

/** The matching rules, an ordered list: changed, deleted and reordered as every such list is. */
const RULES = { type: 'ReconciliationRule', notFound: reconciliationRuleErrors.notFound } as const;

/** Matching rules: the set, create, update, delete, reorder, and the preview of a draft. */
export const reconciliationRuleResolvers: Resolvers = {
  Query: {
    reconciliationRules: (_root, _args, context) => {
      requirePermission(context, 'reconciliation:read');
      return context.loaders.reconciliationRuleSet.load('all');
    },
  },
  Mutation: {
    reconciliationRuleCreate: async (_root, { input }, context) => {
      const body: ReconciliationRuleCreateBody = {
        ...withoutNulls({ ...input }),
        name: input.name,
      };
      const result = await withUserErrors(() =>
        context.api.reconciliationRules.rules.create(context.caller, body),
      );
      return result.ok
        ? { rule: result.value, userErrors: [] }
        : { rule: null, userErrors: result.userErrors };
    },
    reconciliationRuleUpdate: (_root, { input: { ruleId, ...fields } }, context) =>
      ruleUpdated(RULES, ruleId, (id) => {
        const body = givenClearing(fields, KEPT_WHEN_NULL) as ReconciliationRuleUpdateBody;
        return context.api.reconciliationRules.rules.update(context.caller, id, body);
      }),
    reconciliationRuleDelete: async (_root, { input }, context) => {
      const { rules: ruleSet, ...answer } = await ruleDeleted(
        RULES,
        input.ruleId,
        (id) => context.api.reconciliationRules.rules.delete(context.caller, id),
        () => context.api.reconciliationRules.listRules(context.caller),
      );
      return { ...answer, ruleSet };
    },
    reconciliationRulesReorder: async (_root, { input }, context) => {
      const { rules: ruleSet, userErrors } = await rulesReordered(RULES, input.ruleIds, (ids) =>
        context.api.reconciliationRules.reorderRules(context.caller, ids),
      );
      return { ruleSet, userErrors };
    },
    reconciliationRulesPreview: async (_root, { input }, context) => {
      const result = await withUserErrors(() =>
        context.api.reconciliationRules.previewRules(context.caller, {
          rules: input.rules.map(draftOf),
        }),
      );
      return result.ok
        ? { preview: result.value, userErrors: [] }
        : { preview: null, userErrors: result.userErrors };
    },
  },
  ReconciliationRuleSet: {
    rules: (set) => set.items,
  },
  ReconciliationRule: {
    id: (rule) => toGlobalId('ReconciliationRule', rule.id),
    createdBy: (rule, _args, context) => userOf(context, rule.createdBy),
    updatedBy: (rule, _args, context) => userOf(context, rule.updatedBy),
  },
  ReconciliationPreviewProposal: {
    amount: (proposal) => ({
      amount: proposal.amount,
      currency: proposal.statementTransactions[0]!.currency,
    }),
    confidence: (proposal) => Number(proposal.confidence),
    reasons: (proposal) =>
      proposal.reasons.map((reason) => ({
        ...reason,
        values: Object.entries(reason.values).map(([name, value]) => ({
          name,
          value: String(value),
        })),
      })),
  },
  ReconciliationPreviewRecord: {
    recordId: (record: PreviewSide) =>
      toGlobalId(record.kind ? 'ExpectedTransaction' : 'StatementTransaction', record.id),
    amount: (record) => ({ amount: record.amount, currency: record.currency }),
  },
};
