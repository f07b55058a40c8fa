import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeDocs } from '../../kit/route-docs.js';
import { recordWriteRoutes } from '../../kit/write-routes.js';
import {
  ReconciliationRuleCreateBody,
  ReconciliationRuleListResponse,
  ReconciliationRulePreviewBody,
  ReconciliationRulePreviewResponse,
  ReconciliationRuleReorderBody,
  ReconciliationRuleResponse,
  ReconciliationRuleUpdateBody,
} from '../../../contracts/treasury/reconciliation-rules.js';
import type { MatchingProcesses } from '../reconciliation/matching-process.js';
import type { ReconciliationRuleService } from './service.js';

const doc = routeDocs('reconciliation-rules', 400, 401, 403, 404, 409);

const WRITE_PERMISSIONS =
  'Needs reconciliation:reconcile, and also reconciliation:auto-reconcile when after the change an enabled rule confirms matches by itself (a rename alone excepted).';

/** The organisation's matching rules, in priority order, and the dry run of a draft. */
export const reconciliationRuleRoutes: FastifyPluginAsyncTypebox<{
  rules: ReconciliationRuleService;
  matching: MatchingProcesses;
}> = async (app, { rules, matching }) => {
  app.get(
    '/reconciliation-rules',
    {
      schema: doc('The matching rules in priority order (needs reconciliation:read)', {
        response: { 200: ReconciliationRuleListResponse },
      }),
    },
    async (request) => rules.list(request.auth),
  );

  recordWriteRoutes(
    app,
    '/reconciliation-rules',
    doc,
    {
      create: {
        summary: 'Add a matching rule, tried after the others',
        description: `At most 20 per organisation; names unique whatever their case. Fields left out take the default rule’s values; self-confirmation is off unless \`autoConfirmAt\` is given. ${WRITE_PERMISSIONS}`,
        body: ReconciliationRuleCreateBody,
        response: ReconciliationRuleResponse,
      },
      update: {
        method: 'PATCH',
        summary: 'Change a matching rule',
        description: `A field left out keeps its value; \`autoConfirmAt: null\` turns self-confirmation off. ${WRITE_PERMISSIONS}`,
        body: ReconciliationRuleUpdateBody,
        response: ReconciliationRuleResponse,
      },
      remove: {
        summary: 'Delete a matching rule; those after it move up',
        description: WRITE_PERMISSIONS,
      },
    },
    rules,
  );

  app.put(
    '/reconciliation-rules/order',
    {
      schema: doc('Put the matching rules in a new order', {
        description: `\`ruleIds\` lists every rule of the organisation once, the first tried first. An id the organisation does not have is not found (U-TRSY-RR-1); a list missing a rule added since is refused (U-TRSY-RR-13). ${WRITE_PERMISSIONS}`,
        body: ReconciliationRuleReorderBody,
        response: { 200: ReconciliationRuleListResponse },
      }),
    },
    async (request) => rules.reorder(request.auth, request.body),
  );

  app.post(
    '/reconciliation-rules/preview',
    {
      schema: doc(
        'What draft rules would match on the last 90 days, writing nothing (needs reconciliation:read)',
        {
          description:
            'Runs the matching engine with the draft rules over the statement transactions booked in the 90 days up to the organisation’s today (Asia/Jakarta) and the expected transactions dated within 60 days of them, as if none were matched yet, and holds its proposals against the matches that exist. Reads at most 100,000 statement transactions and 100,000 items (the newest; `truncated` says when more were left out).',
          body: ReconciliationRulePreviewBody,
          response: { 200: ReconciliationRulePreviewResponse },
        },
      ),
    },
    async (request) => matching.preview(request.auth, request.body),
  );
};
