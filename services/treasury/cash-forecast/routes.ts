import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CashForecastQuery,
  CashForecastResponse,
  IdParams,
  MAX_COMPARED_SCENARIOS,
  ScenarioBatchResponse,
  ScenarioCreateBody,
  ScenarioListResponse,
  ScenarioResponse,
  ScenarioUpdateBody,
  SnapshotBatchQuery,
  SnapshotBatchResponse,
  SnapshotComparisonResponse,
  SnapshotCreateBody,
  SnapshotListQuery,
  SnapshotListResponse,
  SnapshotResponse,
} from '../../../contracts/treasury/cash-forecast.js';
import { routeDocs } from '../../kit/route-docs.js';
import { createRoute, recordWriteRoutes, removeRoute } from '../../kit/write-routes.js';
import type { CashForecastService } from './service.js';

const doc = routeDocs('cash forecast', 400, 401, 403, 404, 409);

/** The forecast itself. */
const forecastReadRoutes: FastifyPluginAsyncTypebox<{ forecast: CashForecastService }> = async (
  app,
  { forecast },
) => {
  app.get(
    '/cash-forecast',
    {
      schema: doc(
        'The cash forecast of a currency: 12 periods from today (needs cash-analysis:read)',
        {
          description: `Weekly (ISO weeks in Asia/Jakarta) or monthly; period 1 runs from today to the end of the current week or month. Opening balance: the currency's accounts' latest available balances. Each period's inflows and outflows per category, each split into known items, recurring items and the learned baseline; the items and recurring occurrences behind them. Up to ${MAX_COMPARED_SCENARIOS} scenarios (repeat \`scenarioIds\`) are computed beside it.`,
          querystring: CashForecastQuery,
          response: { 200: CashForecastResponse },
        },
      ),
    },
    async (request) => forecast.forecast(request.auth, request.query),
  );
};

/** The forecast's scenarios: listed, read, made, changed and removed. */
const scenarioRoutes: FastifyPluginAsyncTypebox<{ forecast: CashForecastService }> = async (
  app,
  { forecast },
) => {
  app.get(
    '/cash-forecast/scenarios',
    {
      schema: doc('The organisation’s scenarios, by name (needs cash-analysis:read)', {
        response: { 200: ScenarioListResponse },
      }),
    },
    async (request) => ({
      items: await forecast.listScenarios(request.auth),
    }),
  );

  app.get(
    '/cash-forecast/scenarios/batch',
    {
      schema: doc('Scenarios by id (repeat `ids`); other organisations’ ids are left out', {
        querystring: SnapshotBatchQuery,
        response: { 200: ScenarioBatchResponse },
      }),
    },
    async (request) => ({ items: await forecast.findScenarios(request.auth, request.query.ids) }),
  );

  app.get(
    '/cash-forecast/scenarios/:id',
    { schema: doc('One scenario', { params: IdParams, response: { 200: ScenarioResponse } }) },
    async (request) => forecast.getScenario(request.auth, request.params.id),
  );

  recordWriteRoutes(
    app,
    '/cash-forecast/scenarios',
    doc,
    {
      create: {
        summary:
          'Create a scenario, from its adjustments or as a copy of another (needs expected-transactions:manage)',
        description:
          'The name is unique per organisation (U-TRSY-FC-4). With `copyOf`, the copy starts from that scenario’s adjustments, then the ones given.',
        body: ScenarioCreateBody,
        response: ScenarioResponse,
      },
      update: {
        method: 'PUT',
        summary:
          'Change a scenario: its name and every adjustment again (needs expected-transactions:manage)',
        body: ScenarioUpdateBody,
        response: ScenarioResponse,
      },
      remove: {
        summary:
          'Delete a scenario; frozen forecasts of it keep its name (needs expected-transactions:manage)',
      },
    },
    {
      create: (auth, body) => forecast.createScenario(auth, body),
      update: (auth, id, body) => forecast.updateScenario(auth, id, body),
      remove: (auth, id) => forecast.deleteScenario(auth, id),
    },
  );
};

/** The forecast's snapshots: listed, taken, removed, and compared with what happened. */
const snapshotRoutes: FastifyPluginAsyncTypebox<{ forecast: CashForecastService }> = async (
  app,
  { forecast },
) => {
  app.get(
    '/cash-forecast/snapshots',
    {
      schema: doc('The organisation’s frozen forecasts, newest first (needs cash-analysis:read)', {
        querystring: SnapshotListQuery,
        response: { 200: SnapshotListResponse },
      }),
    },
    async (request) => ({
      items: await forecast.listSnapshots(request.auth, request.query.currency),
    }),
  );

  app.get(
    '/cash-forecast/snapshots/batch',
    {
      schema: doc('Frozen forecasts by id (repeat `ids`); other organisations’ ids are left out', {
        querystring: SnapshotBatchQuery,
        response: { 200: SnapshotBatchResponse },
      }),
    },
    async (request) => ({ items: await forecast.findSnapshots(request.auth, request.query.ids) }),
  );

  createRoute(
    app,
    '/cash-forecast/snapshots',
    doc,
    {
      summary:
        'Freeze the forecast, or a scenario of it, as computed now (needs expected-transactions:manage)',
      description:
        'Keeps its periods, category lines and items; it never changes afterwards. Names are unique per organisation (U-TRSY-FC-12).',
      body: SnapshotCreateBody,
      response: SnapshotResponse,
    },
    (auth, body) => forecast.createSnapshot(auth, body),
  );

  removeRoute(
    app,
    '/cash-forecast/snapshots',
    doc,
    { summary: 'Delete a frozen forecast (needs expected-transactions:manage)' },
    (auth, id) => forecast.deleteSnapshot(auth, id),
  );

  app.get(
    '/cash-forecast/snapshots/:id/comparison',
    {
      schema: doc('A frozen forecast against what happened since (needs cash-analysis:read)', {
        description:
          'Per period and per category and flow: the frozen figure, what the statement lines of the currency’s accounts show so far, and the variance; per frozen item, what reconciliation has matched of its record since it was frozen.',
        params: IdParams,
        response: { 200: SnapshotComparisonResponse },
      }),
    },
    async (request) => forecast.compare(request.auth, request.params.id),
  );
};

export const cashForecastRoutes: FastifyPluginAsyncTypebox<{
  forecast: CashForecastService;
}> = async (app, options) => {
  await forecastReadRoutes(app, options);
  await scenarioRoutes(app, options);
  await snapshotRoutes(app, options);
};
