/**
 * Runs one matching order (`MatchingOrder`) in a process of its own, started
 * by the treasury service (`matching-process.ts`) with DATABASE_URL in the
 * environment: a run of the engine or a rules preview, with the services'
 * own code, answering its result (`serveOrders`).
 */
import { createDatabase } from '../../kit/database.js';
import { createLogger } from '../../kit/logger.js';
import { serveOrders } from '../../kit/work-processes.js';
import { TREASURY_SCHEMA } from '../database-schema.js';
import type { TreasuryDatabase } from '../db-types.js';
import { ReconciliationRuleService } from '../reconciliation-rules/service.js';
import type { MatchingOrder } from './matching-process.js';
import { ReconciliationService } from './service.js';

const logger = createLogger('treasury-matching');

await serveOrders<MatchingOrder, unknown>(
  async (order) => {
    // A run reads lines and items at once, then writes in one transaction: two connections.
    const db = createDatabase<TreasuryDatabase>({
      url: process.env.DATABASE_URL!,
      schema: TREASURY_SCHEMA,
      max: 2,
    });
    try {
      if (order.task === 'run')
        return await new ReconciliationService(db).run(order.auth, order.body);
      const now = order.now === null ? undefined : new Date(order.now);
      return await new ReconciliationRuleService(db, now && (() => now)).preview(
        order.auth,
        order.body,
      );
    } finally {
      await db.destroy();
    }
  },
  {
    title: (order) => `matching-worker ${order.task} ${order.auth.org}`,
    onError: (error, order) =>
      logger.error(
        { err: error, task: order.task, organizationId: order.auth.org },
        'matching failed',
      ),
  },
);
