import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { activityRoutes } from '../kit/activity.js';
import { createTokenVerifier } from '../kit/auth.js';
import { createDatabase, isDatabaseReady, migrate } from '../kit/database.js';
import type { Logger } from '../kit/logger.js';
import { RevocationList, revocationsFromAccountService } from '../kit/revocations.js';
import { buildService, type ServiceApp } from '../kit/server.js';
import { bankRoutes } from './banks/routes.js';
import { bankAccountRoutes } from './bank-accounts/routes.js';
import { BankAccountService } from './bank-accounts/service.js';
import { counterpartyRoutes } from './counterparties/routes.js';
import { loadCredentialsKeyring } from './credentials-key.js';
import { entityRoutes } from './entities/routes.js';
import { EntityService } from './entities/service.js';
import { CounterpartyService } from './counterparties/service.js';
import type { TreasuryDatabase } from './db-types.js';

export const TREASURY_SCHEMA = 'treasury';
const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type TreasuryService = { app: ServiceApp; db: Kysely<TreasuryDatabase>; close: () => Promise<void> };

/** Builds the treasury service: bank data, counterparties and, later, the money movements. */
export async function createTreasuryService({ databaseUrl, accountUrl, logger }: { databaseUrl: string; accountUrl: string; logger: Logger }): Promise<TreasuryService> {
  const db = createDatabase<TreasuryDatabase>({ url: databaseUrl, schema: TREASURY_SCHEMA });
  await migrate(db as Kysely<unknown>, TREASURY_SCHEMA, migrations);
  const counterparties = new CounterpartyService(db);
  const entities = new EntityService(db);
  const bankAccounts = new BankAccountService(db, await loadCredentialsKeyring(db), entities);
  const revocations = new RevocationList({ databaseUrl, load: revocationsFromAccountService(accountUrl), logger });
  await revocations.start();
  const app = await buildService({
    title: 'Treasury service',
    description: 'Bank accounts, counterparties, statements, reconciliation, payments and transfers of one organisation per request.',
    logger,
    verifyToken: createTokenVerifier(`${accountUrl}/.well-known/jwks.json`, revocations),
    isReady: () => isDatabaseReady(db as Kysely<unknown>),
    routes: (app) => {
      bankRoutes(app);
      counterpartyRoutes(app, counterparties);
      entityRoutes(app, entities);
      bankAccountRoutes(app, bankAccounts);
      activityRoutes(app, db as Kysely<unknown>);
    },
  });
  return { app, db, close: async () => { await app.close(); await revocations.stop(); await db.destroy(); } };
}
