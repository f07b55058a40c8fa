import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { createTokenVerifier } from '../kit/auth.js';
import { createDatabase, isDatabaseReady, migrate } from '../kit/database.js';
import type { Logger } from '../kit/logger.js';
import { buildService, type ServiceApp } from '../kit/server.js';
import type { AccountDatabase } from './db-types.js';
import { sessionRoutes } from './sessions/routes.js';
import { SessionService } from './sessions/service.js';
import { createMailer } from '../kit/mailer.js';
import { invitationRoutes } from './invitations/routes.js';
import { InvitationService } from './invitations/service.js';
import { passwordResetRoutes } from './password-resets/routes.js';
import { PasswordResetService } from './password-resets/service.js';
import { readLockoutPolicy, type LockoutPolicy } from './sessions/lockout.js';
import { loadSigningKeys } from './signing-keys.js';
import { twoFactorRoutes } from './two-factor/routes.js';
import { createSecretBox, loadSecretKey } from './two-factor/secret-box.js';
import { TwoFactorService } from './two-factor/service.js';
import { userRoutes } from './users/routes.js';

export const ACCOUNT_SCHEMA = 'account';
const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type AccountService = { app: ServiceApp; db: Kysely<AccountDatabase>; close: () => Promise<void> };

/** Builds the account service: identity, organisations, roles, sessions and the token signing keys. */
export async function createAccountService({
  databaseUrl,
  logger,
  lockout = readLockoutPolicy(),
}: {
  databaseUrl: string;
  logger: Logger;
  lockout?: LockoutPolicy;
}): Promise<AccountService> {
  const db = createDatabase<AccountDatabase>({ url: databaseUrl, schema: ACCOUNT_SCHEMA });
  await migrate(db as Kysely<unknown>, ACCOUNT_SCHEMA, migrations);
  const keys = await loadSigningKeys(db);
  const secretKey = await loadSecretKey(db);
  const twoFactor = new TwoFactorService(db, createSecretBox(secretKey), secretKey);
  const sessions = new SessionService(db, keys, twoFactor, lockout);
  const appUrl = (process.env.APP_URL || `http://localhost:${process.env.PORT || 4000}`).replace(/\/$/, '');
  const mailer = createMailer(db as Kysely<unknown>);
  const passwordResets = new PasswordResetService(db, mailer, appUrl, (error) => logger.error({ err: error }, 'password reset mail failed'));
  const invitations = new InvitationService(db, mailer, appUrl);
  const app = await buildService({
    title: 'Account service',
    description: 'Identity, organisations, members, roles and sessions. Signs the access tokens the other services verify.',
    logger,
    verifyToken: createTokenVerifier(keys.getKey),
    isReady: () => isDatabaseReady(db as Kysely<unknown>),
    routes: (app) => {
      app.get('/.well-known/jwks.json', { config: { public: true }, schema: { summary: 'Public keys that sign access tokens', tags: ['keys'] } }, async () => keys.jwks);
      sessionRoutes(app, sessions);
      userRoutes(app, db, twoFactor);
      twoFactorRoutes(app, twoFactor, db);
      passwordResetRoutes(app, passwordResets);
      invitationRoutes(app, invitations, sessions);
    },
  });
  return { app, db, close: async () => { await app.close(); await db.destroy(); } };
}
