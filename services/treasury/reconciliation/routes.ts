import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { created, noContent, routeDocs } from '../../kit/route-docs.js';
import { changeRoute } from '../../kit/write-routes.js';
import { onBehalfOf } from '../../kit/server.js';
import {
  CandidateListQuery,
  CandidateListResponse,
  IdParams,
  LastRunResponse,
  ProposalBatchQuery,
  ProposalBatchResponse,
  ProposalCandidatesQuery,
  ProposalCandidatesResponse,
  ProposalListQuery,
  ProposalListResponse,
  ReconciliationCreateBody,
  ReconciliationListQuery,
  ReconciliationListResponse,
  ReconciliationResponse,
  ReconciliationSettingsBody,
  ReconciliationSettingsResponse,
  RunBody,
  RunResponse,
} from '../../../contracts/treasury/reconciliations.js';
import type { MatchingProcesses } from './matching-process.js';
import type { ReconciliationSettingsService } from './fee-booking.js';
import type { ReconciliationService } from './service.js';

/** What the reconciliation routes are given: the matches' service, the matching engine's processes and the fee settings. */
type ReconciliationRouteOptions = {
  reconciliation: ReconciliationService;
  matching: MatchingProcesses;
  settings: ReconciliationSettingsService;
};

const doc = routeDocs('reconciliation', 400, 401, 403, 404, 409);

/** Where fee-deducted matches book their fee: read and changed. */
const reconciliationSettingsRoutes: FastifyPluginAsyncTypebox<ReconciliationRouteOptions> = async (
  app,
  { settings },
) => {
  app.get(
    '/reconciliation-settings',
    {
      schema: doc('Where fee-deducted matches book their fee (needs reconciliation:read)', {
        response: { 200: ReconciliationSettingsResponse },
      }),
    },
    async (request) => settings.get(request.auth),
  );

  changeRoute(
    app,
    '/reconciliation-settings',
    doc,
    {
      method: 'PUT',
      summary: 'Change where fee-deducted matches book their fee (needs settings:manage)',
      description:
        'Applies to matches made from now on; earlier matches keep where they booked their fee.',
      body: ReconciliationSettingsBody,
      response: ReconciliationSettingsResponse,
    },
    (auth, body) => settings.update(auth, body),
  );
};

/** The matches themselves: listed, read, made by hand and undone. */
const matchRoutes: FastifyPluginAsyncTypebox<ReconciliationRouteOptions> = async (
  app,
  { reconciliation },
) => {
  app.get(
    '/reconciliations',
    {
      schema: doc(
        'The matches of a statement transaction or an expected transaction, oldest first (needs reconciliation:read)',
        {
          querystring: ReconciliationListQuery,
          response: { 200: ReconciliationListResponse },
        },
      ),
    },
    async (request) => reconciliation.list(request.auth, request.query),
  );

  app.get(
    '/reconcilable-items',
    {
      schema: doc(
        'The items a statement transaction could be matched with by hand, a page at a time (needs reconciliation:read)',
        {
          description:
            'Every kind of reconcilable item: the open ones of the line’s direction and currency, on its account, another account of its entity or none; of the kinds the caller may read only. An open amount equal to the line’s first, then the nearest dates. Keyset pagination with `first` (1 to 100, default 20) and `after`; `search` matches the reference, counterparty or description. The first page without a search refreshes the copies of sales invoices and invoice payments from the invoicing service.',
          querystring: CandidateListQuery,
          response: { 200: CandidateListResponse },
        },
      ),
    },
    async (request) =>
      reconciliation.matchCandidates(request.auth, request.query, onBehalfOf(request)),
  );

  app.get(
    '/reconciliations/:id',
    {
      schema: doc('One match with its allocations', {
        params: IdParams,
        response: { 200: ReconciliationResponse },
      }),
    },
    async (request) => reconciliation.get(request.auth, request.params.id),
  );

  app.post(
    '/reconciliations',
    {
      schema: doc(
        'Match statement transactions with items by hand (needs reconciliation:reconcile)',
        {
          description:
            'One statement transaction with up to 8 items, or up to 8 statement transactions with one item; all on one bank account (an item may be on another account of its entity, or on none), one direction, one currency. When the totals differ the match is refused (U-TRSY-RC-3 above, U-TRSY-RC-4 below) unless `partial` accepts allocating the smaller total. Each side keeps what other matches allocated: only what is still open is allocated.',
          body: ReconciliationCreateBody,
          response: { 201: ReconciliationResponse },
        },
      ),
    },
    async (request, reply) =>
      created(
        reply,
        reconciliation.match(request.auth, request.body, 'MANUAL', onBehalfOf(request)),
      ),
  );

  app.delete(
    '/reconciliations/:id',
    {
      schema: doc('Remove one match (needs reconciliation:unreconcile)', {
        description:
          'Its own allocations go; every other match on the same statement transactions and items stays.',
        params: IdParams,
        response: { 204: Type.Null() },
      }),
    },
    async (request, reply) =>
      noContent(reply, reconciliation.remove(request.auth, request.params.id, onBehalfOf(request))),
  );
};

/** The matching engine's runs: one started, the last one read. */
const matchingRunRoutes: FastifyPluginAsyncTypebox<ReconciliationRouteOptions> = async (
  app,
  { reconciliation, matching },
) => {
  app.post(
    '/reconciliations/runs',
    {
      schema: doc(
        'Run the matching engine over the open statement transactions and items (needs reconciliation:reconcile)',
        {
          description:
            'The pending proposals are replaced by this run’s. A proposal the rule confirms by itself becomes an AUTOMATIC match when the caller holds reconciliation:auto-reconcile; otherwise it waits for review like the rest.',
          body: RunBody,
          response: { 200: RunResponse },
        },
      ),
    },
    async (request) => {
      // The copies of sales invoices the engine reads are brought up to date first, on the caller's behalf.
      await reconciliation.refreshRemoteItems(request.auth, onBehalfOf(request));
      return matching.run(request.auth, request.body);
    },
  );

  app.get(
    '/reconciliations/runs/latest',
    {
      schema: doc(
        'When the matching engine last ran for the organisation, null before its first run (needs reconciliation:read)',
        {
          description:
            'A run that proposed nothing counts too: before the first run a statement transaction without a proposal has not been looked at yet.',
          response: { 200: LastRunResponse },
        },
      ),
    },
    async (request) => reconciliation.lastRun(request.auth),
  );
};

/** The engine's proposals: listed, read by id, their alternatives, accepted or rejected. */
const proposalRoutes: FastifyPluginAsyncTypebox<ReconciliationRouteOptions> = async (
  app,
  { reconciliation },
) => {
  app.get(
    '/reconciliation-proposals',
    {
      schema: doc(
        'A page of the pending proposals, most confident first, with how many are pending (needs reconciliation:read)',
        {
          description:
            'Keyset pagination forward with `first` (1 to 200, default 50) and `after`. `statementTransactionId`: only the proposals of that statement transaction.',
          querystring: ProposalListQuery,
          response: { 200: ProposalListResponse },
        },
      ),
    },
    async (request) => reconciliation.proposals(request.auth, request.query),
  );

  app.get(
    '/reconciliation-proposals/batch',
    {
      schema: doc(
        'Proposals by id (repeat `ids`), whatever their status; other organisations’ ids are left out',
        { querystring: ProposalBatchQuery, response: { 200: ProposalBatchResponse } },
      ),
    },
    async (request) => ({
      items: await reconciliation.proposalsByIds(request.auth, request.query.ids),
    }),
  );

  app.get(
    '/reconciliation-proposals/:id/candidates',
    {
      schema: doc(
        'A proposal’s ranked alternatives with their scores, best first (needs reconciliation:read)',
        {
          description:
            'The engine’s best candidates for the proposal’s first statement transaction, ranked again on what is open now: `first` 1 to 3 (default 3). The first is usually the proposal itself; a reviewer who finds it wrong matches another by hand (POST /reconciliations). Empty once the statement transaction is matched in full.',
          params: IdParams,
          querystring: ProposalCandidatesQuery,
          response: { 200: ProposalCandidatesResponse },
        },
      ),
    },
    async (request) =>
      reconciliation.candidates(request.auth, request.params.id, request.query.first),
  );

  app.post(
    '/reconciliation-proposals/:id/accept',
    {
      schema: doc('Accept a pending proposal: its match is made (needs reconciliation:reconcile)', {
        description:
          'Refused with U-TRSY-RC-10 once the proposal was acted on, and with the match’s own errors when its lines or items changed since.',
        params: IdParams,
        response: { 201: ReconciliationResponse },
      }),
    },
    async (request, reply) =>
      created(reply, reconciliation.accept(request.auth, request.params.id, onBehalfOf(request))),
  );

  app.post(
    '/reconciliation-proposals/:id/reject',
    {
      schema: doc('Reject a pending proposal (needs reconciliation:reconcile)', {
        params: IdParams,
        response: { 204: Type.Null() },
      }),
    },
    async (request, reply) =>
      noContent(reply, reconciliation.reject(request.auth, request.params.id)),
  );
};

/** The matches between statement transactions and reconcilable items. */
export const reconciliationRoutes: FastifyPluginAsyncTypebox<ReconciliationRouteOptions> = async (
  app,
  options,
) => {
  await reconciliationSettingsRoutes(app, options);
  await matchRoutes(app, options);
  await matchingRunRoutes(app, options);
  await proposalRoutes(app, options);
};
