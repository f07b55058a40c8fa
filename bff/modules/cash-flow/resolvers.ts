import {
  cashFlowErrors,
  type CashFlowRuleBody,
  type CashFlowRuleDraft,
  type CategorisedLine,
} from '../../../contracts/treasury/cash-flow.js';
import type {
  CashCategory,
  CashFlowRuleCreateInput,
  CashFlowRuleDraftInput,
  Resolvers,
} from '../../__generated__/resolvers-types.js';
import { checkPageSize } from '../../connections.js';
import type { Context } from '../../context.js';
import { can, requirePermission } from '../../guards.js';
import { namingField, userErrorOf, withUserErrors } from '../../errors.js';
import { idOfType, toGlobalId } from '../../global-id.js';
import { userOf } from '../profile/loaders.js';
import { ruleDeleted, rulesReordered, ruleUpdated } from '../../ordered-rule-mutations.js';

const COUNTERPARTY_NOT_FOUND = userErrorOf(cashFlowErrors.counterpartyNotFound);
const LINE_NOT_FOUND = userErrorOf(cashFlowErrors.lineNotFound, 'statementTransactionId');

/** The service's "not found" names no field; the mutation's input calls the line `statementTransactionId`. */
const withLineIdField = namingField(cashFlowErrors.lineNotFound.code, 'statementTransactionId');

/** The categorisation rules, an ordered list: changed, deleted and reordered as every such list is. */
const RULES = { type: 'CashFlowRule', notFound: cashFlowErrors.ruleNotFound } as const;

/** A rule's conditions as the service takes them, with the counterparty's service id; undefined when the id names no counterparty. */
function conditionsOf(
  input: CashFlowRuleDraftInput,
): Omit<CashFlowRuleDraft, 'name' | 'enabled'> | undefined {
  let counterpartyId: string | null = null;
  if (input.counterpartyId) {
    const id = idOfType(input.counterpartyId, 'Counterparty');
    if (!id) return undefined;
    counterpartyId = id;
  }
  return {
    category: input.category,
    direction: input.direction ?? null,
    counterpartyId,
    descriptionPattern: input.descriptionPattern ?? null,
    ...(input.descriptionMatch ? { descriptionMatch: input.descriptionMatch } : {}),
    amountMin: input.amountMin ?? null,
    amountMax: input.amountMax ?? null,
  };
}

function bodyOf(input: CashFlowRuleCreateInput): CashFlowRuleBody | undefined {
  const conditions = conditionsOf(input);
  return (
    conditions && {
      name: input.name,
      ...conditions,
      ...(input.enabled === null || input.enabled === undefined ? {} : { enabled: input.enabled }),
    }
  );
}

/** A line's category as the schema shows it: null while uncategorised. */
const assignment = (line: CategorisedLine | null) =>
  line?.category && line.categorySource ? line : null;

/** The cash flow: the report, the lines behind its figures, the rules, and a person's correction of a line. */
export const cashFlowResolvers: Resolvers = {
  Query: {
    cashFlow: async (_root, args, context) => {
      requirePermission(context, 'cash-analysis:read');
      const report = await context.api.cashFlow.report(context.caller, {
        currency: args.currency,
        granularity: args.granularity,
        ...(args.from ? { from: args.from } : {}),
        ...(args.to ? { to: args.to } : {}),
      });
      return report;
    },
    cashFlowLines: async (_root, args, context) => {
      requirePermission(context, 'cash-analysis:read');
      requirePermission(context, 'statements:read');
      checkPageSize('first', args.first);
      const category = args.uncategorised ? 'UNCATEGORISED' : (args.category ?? undefined);
      const page = await context.api.cashFlow.lines(context.caller, {
        currency: args.currency,
        ...(args.from ? { from: args.from } : {}),
        ...(args.to ? { to: args.to } : {}),
        ...(args.direction ? { direction: args.direction } : {}),
        ...(category ? { category } : {}),
        ...(args.first === null || args.first === undefined ? {} : { first: args.first }),
        ...(args.after ? { after: args.after } : {}),
      });
      for (const { node } of page.items) {
        context.loaders.lineCategory.prime(node.line.id, node.category);
        context.loaders.statementTransaction.prime(node.line.id, node.line);
      }
      return {
        edges: page.items.map(({ cursor, node }) => ({ cursor, node: node.line })),
        pageInfo: page.pageInfo,
        totalCount: page.totalCount,
        total: page.total,
        currency: args.currency,
      };
    },
    cashFlowRules: async (_root, _args, context) => {
      requirePermission(context, 'cash-analysis:read');
      return (await context.loaders.cashFlowRules.load('all')).items;
    },
  },
  Mutation: {
    cashFlowRuleCreate: async (_root, { input }, context) => {
      const body = bodyOf(input);
      if (!body) return { rule: null, userErrors: [COUNTERPARTY_NOT_FOUND] };
      const result = await withUserErrors(() =>
        context.api.cashFlow.rules.create(context.caller, body),
      );
      return result.ok
        ? { rule: result.value, userErrors: [] }
        : { rule: null, userErrors: result.userErrors };
    },
    cashFlowRuleUpdate: (_root, { input: { ruleId, ...fields } }, context) =>
      ruleUpdated(RULES, ruleId, (id) => {
        const body = bodyOf(fields);
        return body
          ? context.api.cashFlow.rules.update(context.caller, id, body)
          : COUNTERPARTY_NOT_FOUND;
      }),
    cashFlowRuleDelete: (_root, { input }, context) =>
      ruleDeleted(
        RULES,
        input.ruleId,
        (id) => context.api.cashFlow.rules.delete(context.caller, id),
        async () => (await context.api.cashFlow.listRules(context.caller)).items,
      ),
    cashFlowRulesReorder: (_root, { input }, context) =>
      rulesReordered(
        RULES,
        input.ruleIds,
        async (ids) => (await context.api.cashFlow.reorderRules(context.caller, ids)).items,
      ),
    cashFlowRulePreview: async (_root, { input }, context) => {
      const conditions = conditionsOf(input);
      if (!conditions) return { preview: null, userErrors: [COUNTERPARTY_NOT_FOUND] };
      const result = await withUserErrors(() =>
        context.api.cashFlow.previewRule(context.caller, conditions),
      );
      return result.ok
        ? { preview: result.value, userErrors: [] }
        : { preview: null, userErrors: result.userErrors };
    },
    cashFlowRulesApply: async (_root, _args, context) => {
      const result = await withUserErrors(() => context.api.cashFlow.applyRules(context.caller));
      return result.ok
        ? { result: result.value, userErrors: [] }
        : { result: null, userErrors: result.userErrors };
    },
    statementTransactionCategorize: async (_root, { input }, context) => {
      const id = idOfType(input.statementTransactionId, 'StatementTransaction');
      if (!id) return { statementTransaction: null, userErrors: [LINE_NOT_FOUND] };
      const result = await withUserErrors(() =>
        context.api.cashFlow.categorize(context.caller, id, input.category ?? null),
      );
      if (!result.ok)
        return {
          statementTransaction: null,
          userErrors: result.userErrors.map(withLineIdField),
        };
      context.loaders.lineCategory.clear(id).prime(id, result.value);
      // The line itself is the statements module's, read with statements:read.
      const statementTransaction = can(context, 'statements:read')
        ? await context.loaders.statementTransaction.load(id)
        : null;
      return { statementTransaction, userErrors: [] };
    },
  },
  StatementTransaction: {
    cashCategory: async (line, _args, context) =>
      can(context, 'cash-analysis:read')
        ? assignment(await context.loaders.lineCategory.load(line.id))
        : null,
  },
  CashCategoryAssignment: {
    category: (line) => line.category as CashCategory,
    source: (line) => line.categorySource!,
    rule: async (line, _args, context: Context) =>
      line.ruleId
        ? ((await context.loaders.cashFlowRules.load('all')).items.find(
            (rule) => rule.id === line.ruleId,
          ) ?? null)
        : null,
  },
  CashFlowReport: {
    periods: (report) => report.periods.map((period) => ({ ...period, currency: report.currency })),
    inflows: (report) => report.inflows.map((row) => ({ ...row, currency: report.currency })),
    outflows: (report) => report.outflows.map((row) => ({ ...row, currency: report.currency })),
    totalInflow: (report) => ({ amount: report.totalInflow, currency: report.currency }),
    totalOutflow: (report) => ({ amount: report.totalOutflow, currency: report.currency }),
    net: (report) => ({ amount: report.net, currency: report.currency }),
  },
  CashFlowPeriod: {
    inflow: (period) => ({ amount: period.inflow, currency: period.currency }),
    outflow: (period) => ({ amount: period.outflow, currency: period.currency }),
    net: (period) => ({ amount: period.net, currency: period.currency }),
  },
  CashFlowRow: {
    category: (row) => row.category as CashCategory | null,
    amounts: (row) => row.amounts.map((amount) => ({ amount, currency: row.currency })),
    total: (row) => ({ amount: row.total, currency: row.currency }),
  },
  CashFlowLineConnection: {
    total: (page) => ({ amount: page.total, currency: page.currency }),
  },
  CashFlowRule: {
    id: (rule) => toGlobalId('CashFlowRule', rule.id),
    category: (rule) => rule.category as CashCategory,
    counterparty: (rule, _args, context) =>
      rule.counterparty && can(context, 'counterparties:read')
        ? context.loaders.counterparty.load(rule.counterparty.id)
        : null,
    counterpartyAlias: (rule) => rule.counterparty?.alias ?? null,
    createdBy: (rule, _args, context) => userOf(context, rule.createdBy),
    updatedBy: (rule, _args, context) => userOf(context, rule.updatedBy),
  },
  CashFlowPreviewLine: {
    statementTransactionId: (line) => toGlobalId('StatementTransaction', line.id),
    amount: (line) => ({ amount: line.amount, currency: line.currency }),
    category: (line) => line.category as CashCategory | null,
  },
};
