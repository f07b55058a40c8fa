import type { Kysely } from 'kysely';
import { activityRoutes } from '../kit/activity.js';
import { createTokenVerifier } from '../kit/auth.js';
import { createDatabase, isDatabaseReady, migrate } from '../kit/database.js';
import { refreshNameKeys } from '../kit/name-keys.js';
import type { Logger } from '../kit/logger.js';
import { RevocationList } from '../../platform/revocations.js';
import { buildService, routeModule, type RouteModule, type ServiceApp } from '../kit/server.js';
import { serviceMetrics, type ServiceMetrics } from '../kit/metrics.js';
import type { AccountDatabase } from './db-types.js';
import { secondFactorRoutes, sessionRoutes } from './sessions/routes.js';
import { SessionService } from './sessions/service.js';
import { createMailer } from '../kit/mailer.js';
import { invitationRoutes } from './invitations/routes.js';
import { InvitationService } from './invitations/service.js';
import { passwordResetRoutes } from './password-resets/routes.js';
import { PasswordResetService } from './password-resets/service.js';
import { Lockout, readLockoutPolicy, type LockoutPolicy } from './sessions/lockout.js';
import { loadSigningKeys, type SigningKeys } from './signing-keys.js';
import { readSocialSignInConfig, type SocialSignInConfig } from './social-sign-in/config.js';
import { socialSignInRoutes } from './social-sign-in/routes.js';
import { SocialSignInService } from './social-sign-in/service.js';
import { twoFactorRoutes } from './two-factor/routes.js';
import { createSecretBox, loadSecretKey } from './two-factor/secret-box.js';
import { TwoFactorService } from './two-factor/service.js';
import { userRoutes } from './users/routes.js';
import { UserService } from './users/service.js';
import { readWebAuthnConfig, type WebAuthnConfig } from './passkeys/config.js';
import { passkeyRoutes } from './passkeys/routes.js';
import { organizationRoutes } from './organizations/routes.js';
import { OrganizationSettingsService } from './organizations/service.js';
import { roleRoutes } from './roles/routes.js';
import { apiKeyRoutes } from './api-keys/routes.js';
import { readApiKeyTokenSeconds } from './api-keys/service.js';
import { apiKeyErrors } from './api-keys/errors.js';
import { ApiKeyService } from './api-keys/service.js';
import { apiCostRoutes } from './api-cost/routes.js';
import {
  ApiCostService,
  BUCKET_PRUNE_CRONTAB,
  BUCKET_PRUNE_JOB,
  readCostBucketDefaults,
  type CostBucketDefaults,
} from './api-cost/service.js';
import { memberRoutes } from './members/routes.js';
import { readMaxMembers } from './members/rules.js';
import { MemberService } from './members/service.js';
import { RoleService } from './roles/service.js';
import { passwordChangeRoutes } from './password-change/routes.js';
import { PasswordChangeService } from './password-change/service.js';
import { PasskeyService } from './passkeys/service.js';
import type { WebhookConfig } from './webhooks/config.js';
import { startWebhooks, type Webhooks } from './webhooks/module.js';
import { webhookRoutes } from './webhooks/routes.js';
import { LocalFileStorage, storageDirOf } from '../kit/storage.js';
import { bulkOperationRoutes } from './bulk-operations/routes.js';
import { BulkOperationService } from './bulk-operations/service.js';

import { ACCOUNT_MIGRATIONS, ACCOUNT_SCHEMA } from './database-schema.js';

export { ACCOUNT_SCHEMA };

/** Paths of a user's own identity and security, refused to API keys. */
const USER_ONLY_PATHS = /^\/(me|two-factor|passkeys|sessions|security-activity)(\/|\?|$)/;

export type AccountService = {
  app: ServiceApp;
  db: Kysely<AccountDatabase>;
  /** Integrators' webhooks: their dispatch starts once the services whose events they carry listen. */
  webhooks: Webhooks;
  close: () => Promise<void>;
};

/**
 * What the account service registers on its root before its modules: a
 * user's own identity and security are not for integrators' API keys (a root
 * hook, so that it reaches the modules' routes), and the keys' JWKS.
 */
function rootRoutes(app: ServiceApp, keys: SigningKeys): void {
  app.addHook('preHandler', async (request) => {
    if (request.auth?.kind === 'api_key' && USER_ONLY_PATHS.test(request.url))
      throw apiKeyErrors.userOnly();
  });
  app.get(
    '/.well-known/jwks.json',
    {
      config: { public: true },
      schema: { summary: 'Public keys that sign access tokens', tags: ['keys'] },
    },
    async () => keys.jwks,
  );
}

/** What the account service is built with: its database and logger, and what tests or a deployment set over the environment's defaults. */
export type AccountOptions = {
  databaseUrl: string;
  logger: Logger;
  lockout?: LockoutPolicy;
  /** The most members plus open invitations an organisation may have; `MAX_MEMBERS` unless given. */
  maxMembers?: number;
  /** The relying party for passkeys; read from the environment unless given. */
  webauthn?: WebAuthnConfig;
  /** The OpenID Connect provider for social sign-in; null turns it off. Default: from the environment. */
  socialSignIn?: SocialSignInConfig | null;
  /** The GraphQL cost buckets of organisations that set none; `COST_BUCKET_*` unless given. */
  costBuckets?: CostBucketDefaults;
  /** Webhook settings over `WEBHOOK_*` (a test's short retry schedule, its local receiver allowed). */
  webhooks?: Partial<WebhookConfig>;
  /** How long the access token an API key is traded for lives, at most 15 minutes; `API_KEY_TOKEN_SECONDS` unless given. */
  apiKeyTokenSeconds?: number;
  /** Where bulk operations' files are kept (STORAGE_DIR, else under DATA_DIR, unless given). */
  storageDir?: string;
};

/** Builds the account service: identity, organisations, roles, sessions and the token signing keys. */
export async function createAccountService(options: AccountOptions): Promise<AccountService> {
  const settings = accountSettings(options);
  const metrics = serviceMetrics('account');
  const db = await openAccountDatabase(options.databaseUrl, metrics);
  const parts = await accountParts(options, settings, db, metrics);
  const { keys, revocations, webhooks } = parts;
  const app = await buildService({
    metrics,
    title: 'Account service',
    description:
      'Identity, organisations, members, roles and sessions. Signs the access tokens the other services verify.',
    logger: options.logger,
    // Neither secrets shown once (answers) nor passwords and codes (whose body hash could be guessed offline) are kept; the header is ignored there.
    idempotency: {
      db: db as Kysely<unknown>,
      secretAnswerRoutes: [
        '/api-keys',
        '/webhook-endpoints',
        '/webhook-endpoints/:id/rotate-secret',
        '/me/password',
        '/two-factor/authenticator/confirm',
        '/two-factor/authenticator/remove',
        '/two-factor/backup-codes',
      ],
      unkeyedRoutes: [
        '/api-keys/token',
        '/sessions/switch',
        '/api-cost/take',
        '/two-factor/authenticator',
        '/two-factor/verify-transaction',
        '/passkeys/registration-options',
      ],
    },
    verifyToken: createTokenVerifier(keys.getKey, revocations),
    isReady: () => isDatabaseReady(db as Kysely<unknown>),
    routes: (app) => rootRoutes(app, keys),
    modules: accountModules(parts),
  });
  return {
    app,
    db,
    webhooks,
    close: async () => {
      await app.close();
      await webhooks.stop();
      await revocations.stop();
      await db.destroy();
    },
  };
}

/** The account service's settings: the ones given, the others read from the environment, before anything starts. */
function accountSettings(options: AccountOptions) {
  return {
    lockout: options.lockout ?? readLockoutPolicy(),
    maxMembers: options.maxMembers ?? readMaxMembers(),
    socialSignIn:
      options.socialSignIn === undefined ? readSocialSignInConfig() : options.socialSignIn,
    costBuckets: options.costBuckets ?? readCostBucketDefaults(),
    apiKeyTokenSeconds: options.apiKeyTokenSeconds ?? readApiKeyTokenSeconds(),
    storageDir: options.storageDir,
  };
}

type AccountSettings = ReturnType<typeof accountSettings>;

/** The account service's database, migrated, its role names written before look-alike keys were kept given theirs (migrations/0018). */
async function openAccountDatabase(
  databaseUrl: string,
  metrics: ServiceMetrics | undefined,
): Promise<Kysely<AccountDatabase>> {
  const db = createDatabase<AccountDatabase>({ url: databaseUrl, schema: ACCOUNT_SCHEMA, metrics });
  await migrate(db as Kysely<unknown>, ACCOUNT_SCHEMA, ACCOUNT_MIGRATIONS);
  await refreshNameKeys(
    db as Kysely<unknown>,
    [{ table: 'roles', name: 'name', key: 'name_key' }],
    'account:name-keys',
  );
  return db;
}

/** What the account service's routes share: its keys, settings and the services made once per instance. */
type AccountParts = Awaited<ReturnType<typeof accountParts>>;

/**
 * The account service's signing keys and shared services, made once per
 * instance: the list of revoked sessions listening and the integrators'
 * webhooks (with the pruning of cost buckets among their recurring tasks)
 * started.
 */
async function accountParts(
  options: AccountOptions,
  settings: AccountSettings,
  db: Kysely<AccountDatabase>,
  metrics: ServiceMetrics | undefined,
) {
  const { databaseUrl, logger } = options;
  const { costBuckets } = settings;
  // One lockout for every service that checks a password or a code (its counts live in the database).
  const lockout = new Lockout(db, settings.lockout);
  const keys = await loadSigningKeys(db);
  const secretKey = await loadSecretKey(db);
  const twoFactor = new TwoFactorService(db, createSecretBox(secretKey), secretKey, lockout);
  const appUrl = (process.env.APP_URL || `http://localhost:${process.env.PORT || 4000}`).replace(
    /\/$/,
    '',
  );
  const passkeys = new PasskeyService(db, options.webauthn ?? readWebAuthnConfig(appUrl));
  const sessions = new SessionService(db, keys, twoFactor, passkeys, lockout);
  const revocations = new RevocationList({
    databaseUrl,
    load: () => sessions.recentRevocations(),
    logger,
  });
  await revocations.start();
  const mailer = createMailer(db as Kysely<unknown>);
  const apiCost = new ApiCostService(db, costBuckets);
  const webhooks = await startWebhooks({
    db,
    databaseUrl,
    keys,
    mailer,
    appUrl,
    logger,
    metrics,
    overrides: options.webhooks,
    recurring: [
      { task: BUCKET_PRUNE_JOB, crontab: BUCKET_PRUNE_CRONTAB, run: () => apiCost.prune() },
    ],
  });
  return {
    db,
    logger,
    appUrl,
    keys,
    twoFactor,
    passkeys,
    sessions,
    revocations,
    mailer,
    apiCost,
    webhooks,
    ...settings,
    lockout,
  };
}

/** The account service's route modules, in the order they are registered; the services only routes use are made here. */
function accountModules(parts: AccountParts): RouteModule[] {
  const { db, logger, appUrl, lockout, costBuckets, maxMembers, socialSignIn } = parts;
  const { apiKeyTokenSeconds } = parts;
  const { keys, twoFactor, passkeys, sessions, mailer, apiCost, webhooks } = parts;
  const passwordResets = new PasswordResetService(db, mailer, appUrl, (error) =>
    logger.error({ err: error }, 'password reset mail failed'),
  );
  const invitations = new InvitationService(db, mailer, appUrl, maxMembers, lockout);
  return [
    routeModule(sessionRoutes, { sessions }),
    routeModule(secondFactorRoutes, { sessions }),
    routeModule(userRoutes, { users: new UserService(db, twoFactor) }),
    routeModule(twoFactorRoutes, { twoFactor }),
    routeModule(passkeyRoutes, { passkeys }),
    routeModule(organizationRoutes, {
      settings: new OrganizationSettingsService(db, twoFactor, costBuckets),
    }),
    routeModule(apiCostRoutes, { apiCost }),
    routeModule(roleRoutes, { roles: new RoleService(db) }),
    routeModule(apiKeyRoutes, { apiKeys: new ApiKeyService(db, keys, apiKeyTokenSeconds) }),
    routeModule(webhookRoutes, { webhooks: webhooks.service }),
    routeModule(bulkOperationRoutes, {
      bulkOperations: new BulkOperationService(
        db,
        new LocalFileStorage(storageDirOf(parts.storageDir)),
        () => undefined,
      ),
    }),
    routeModule(memberRoutes, { members: new MemberService(db, maxMembers), invitations }),
    routeModule(passwordChangeRoutes, {
      passwords: new PasswordChangeService(db, mailer, lockout, (error) =>
        logger.error({ err: error }, 'password change mail failed'),
      ),
    }),
    routeModule(passwordResetRoutes, { resets: passwordResets }),
    routeModule(invitationRoutes, { invitations, sessions }),
    routeModule(socialSignInRoutes, {
      social: new SocialSignInService(db, sessions, socialSignIn, (error, step) =>
        logger.warn({ err: error, step }, 'social sign-in provider failed'),
      ),
    }),
    routeModule(activityRoutes, { db: db as Kysely<unknown> }),
  ];
}
