import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CashFlowLinesQuery,
  CashFlowLinesResponse,
  CashFlowQuery,
  CashFlowResponse,
  CashFlowRuleBody,
  CashFlowRuleDraft,
  CashFlowRuleListResponse,
  CashFlowRulePreviewResponse,
  CashFlowRuleReorderBody,
  CashFlowRuleResponse,
  CashFlowRulesApplyResponse,
  CategorisedLine,
  IdParams,
  LineCategoriesQuery,
  LineCategoriesResponse,
  LineCategoryBody,
} from '../../../contracts/treasury/cash-flow.js';
import { routeDocs } from '../../kit/route-docs.js';
import { changeRoute, recordWriteRoutes } from '../../kit/write-routes.js';
import type { CashFlowService } from './service.js';

const doc = routeDocs('cash-flow', 400, 401, 403, 404, 409);

const MANAGE = 'Needs reconciliation:reconcile.';

type CashFlowRouteOptions = { cashFlow: CashFlowService };

/** The cash flow report (`/cash-flow`), the lines behind it and their categories. */
const cashFlowReportRoutes: FastifyPluginAsyncTypebox<CashFlowRouteOptions> = async (
  app,
  { cashFlow },
) => {
  app.get(
    '/cash-flow',
    {
      schema: doc('Inflows and outflows by category and period (needs cash-analysis:read)', {
        description:
          'The statement transactions of the accounts in `currency` (never mixed), booked from `from` to `to` and not archived, summed by direction, cash category and week (Monday to Sunday) or month. Uncategorised lines are a row of their own. At most 60 periods.',
        querystring: CashFlowQuery,
        response: { 200: CashFlowResponse },
      }),
    },
    async (request) => cashFlow.report(request.auth, request.query),
  );

  app.get(
    '/cash-flow/lines',
    {
      schema: doc(
        'The statement transactions behind a figure, newest first (needs cash-analysis:read and statements:read)',
        {
          description:
            '`category` is a cash category or UNCATEGORISED; `direction` DEBIT or CREDIT; both optional. Keyset pagination with `first`/`after`.',
          querystring: CashFlowLinesQuery,
          response: { 200: CashFlowLinesResponse },
        },
      ),
    },
    async (request) => cashFlow.lines(request.auth, request.query),
  );

  app.get(
    '/cash-flow/line-categories',
    {
      schema: doc(
        'The categories of statement transactions by id (repeat `ids`); other organisations’ ids are left out (needs cash-analysis:read)',
        {
          querystring: LineCategoriesQuery,
          response: { 200: LineCategoriesResponse },
        },
      ),
    },
    async (request) => ({ items: await cashFlow.lineCategories(request.auth, request.query.ids) }),
  );

  app.put(
    '/cash-flow/lines/:id/category',
    {
      schema: doc('Correct a statement transaction’s category, or hand it back to the rules', {
        description: `A category is the person’s (MANUAL): rules never change it. \`category: null\` hands the line back to the rules, which decide it at once. ${MANAGE}`,
        params: IdParams,
        body: LineCategoryBody,
        response: { 200: CategorisedLine },
      }),
    },
    async (request) =>
      cashFlow.setLineCategory(request.auth, request.params.id, request.body.category),
  );
};

/** The categorisation rules (`/cash-flow-rules`): their order, a preview of one, and their run over the lines. */
const cashFlowRuleRoutes: FastifyPluginAsyncTypebox<CashFlowRouteOptions> = async (
  app,
  { cashFlow },
) => {
  app.get(
    '/cash-flow-rules',
    {
      schema: doc('The categorisation rules in priority order (needs cash-analysis:read)', {
        response: { 200: CashFlowRuleListResponse },
      }),
    },
    async (request) => cashFlow.listRules(request.auth),
  );

  recordWriteRoutes(
    app,
    '/cash-flow-rules',
    doc,
    {
      create: {
        summary: 'Add a categorisation rule, tried after the others',
        description: `At most 200 per organisation; names unique whatever their case; at least one condition. New statement transactions are categorised by the enabled rules as they arrive; lines already there when \`/cash-flow-rules/apply\` is called. ${MANAGE}`,
        body: CashFlowRuleBody,
        response: CashFlowRuleResponse,
      },
      update: {
        method: 'PUT',
        summary: 'Change a categorisation rule: every field again; its priority stays',
        description: MANAGE,
        body: CashFlowRuleBody,
        response: CashFlowRuleResponse,
      },
      remove: {
        summary: 'Delete a categorisation rule; those after it move up',
        description: `Lines it categorised keep their category until the rules are applied again. ${MANAGE}`,
      },
    },
    {
      create: (auth, body) => cashFlow.createRule(auth, body),
      update: (auth, id, body) => cashFlow.updateRule(auth, id, body),
      remove: (auth, id) => cashFlow.deleteRule(auth, id),
    },
  );

  changeRoute(
    app,
    '/cash-flow-rules/order',
    doc,
    {
      method: 'PUT',
      summary: 'Put the categorisation rules in a new order',
      description: `\`ruleIds\` lists every rule once, the first tried first (U-TRSY-CF-13 when one was added or deleted since). ${MANAGE}`,
      body: CashFlowRuleReorderBody,
      response: CashFlowRuleListResponse,
    },
    (auth, body) => cashFlow.reorderRules(auth, body),
  );

  app.post(
    '/cash-flow-rules/preview',
    {
      schema: doc(
        'How many statement transactions a draft rule would match, writing nothing (needs cash-analysis:read)',
        {
          description:
            'The draft’s conditions on their own, over the organisation’s lines not archived (the newest 200,000 at most).',
          body: CashFlowRuleDraft,
          response: { 200: CashFlowRulePreviewResponse },
        },
      ),
    },
    async (request) => cashFlow.previewRule(request.auth, request.body),
  );

  app.post(
    '/cash-flow-rules/apply',
    {
      schema: doc('Apply the rules to the statement transactions already there', {
        description: `Every line not archived that a person has not categorised gets the first matching enabled rule’s category, or none. ${MANAGE}`,
        response: { 200: CashFlowRulesApplyResponse },
      }),
    },
    async (request) => cashFlow.applyRules(request.auth),
  );
};

/** The cash flow report, the lines behind it and their categories, and the categorisation rules. */
export const cashFlowRoutes: FastifyPluginAsyncTypebox<CashFlowRouteOptions> = async (
  app,
  options,
) => {
  await cashFlowReportRoutes(app, options);
  await cashFlowRuleRoutes(app, options);
};
