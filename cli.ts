import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { createOrganizationWithOwner } from './services/account/organizations/service.js';
import { ACCOUNT_SCHEMA } from './services/account/database-schema.js';
import type { AccountDatabase } from './services/account/db-types.js';
import { createDatabase, migrate } from './services/kit/database.js';
import { databaseUrlFile, startEmbeddedPostgres } from './services/kit/embedded-postgres.js';
import { ServiceError } from './services/kit/errors.js';
import { loadCredentialsKeyring, resealCredentials } from './services/treasury/credentials-key.js';
import type { TreasuryDatabase } from './services/treasury/db-types.js';
import { TREASURY_SCHEMA } from './services/treasury/database-schema.js';
import { fileURLToPath } from 'node:url';
import { BackupError, backupDatabase, restoreDatabase } from './system-backup.js';

const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  org:create --name <name> --owner-email <email> --owner-password <password> [--owner-name <name>] [--username <handle>]
      Creates an organisation with its default roles and its owner; prints JSON with their ids.
  credentials:rotate
      Seals every stored bank credential again under TREASURY_CREDENTIALS_KEY, opening
      those sealed under an older key listed in TREASURY_CREDENTIALS_PREVIOUS_KEYS.
      Rotate a key: configure the new key as TREASURY_CREDENTIALS_KEY and the old one
      among the previous keys, restart, run this, then drop the old key.

The database is DATABASE_URL, else the embedded one under DATA_DIR (default ./.data),
reusing the server of a running \`npm start\`.`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

const [command, ...rest] = process.argv.slice(2);
if (!command || command === '--help' || command === 'help') {
  process.stdout.write(`${USAGE}\n`);
  process.exit(command ? 0 : 2);
}
const COMMANDS = ['org:create', 'credentials:rotate', 'backup', 'restore'];
if (!COMMANDS.includes(command)) fail(`Unknown command "${command}".\n\n${USAGE}`);
if (command === 'credentials:rotate' && !process.env.TREASURY_CREDENTIALS_KEY) {
  fail(
    'credentials:rotate needs the new key in TREASURY_CREDENTIALS_KEY and the old one in TREASURY_CREDENTIALS_PREVIOUS_KEYS.',
  );
}

let values: {
  out?: string;
  from?: string;
  name?: string;
  'owner-email'?: string;
  'owner-password'?: string;
  'owner-name'?: string;
  username?: string;
} = {};
if (command !== 'credentials:rotate')
  try {
    ({ values } = parseArgs({
      args: rest,
      options:
        command === 'backup'
          ? { out: { type: 'string' } }
          : command === 'restore'
            ? { from: { type: 'string' } }
            : {
                name: { type: 'string' },
                'owner-email': { type: 'string' },
                'owner-password': { type: 'string' },
                'owner-name': { type: 'string' },
                username: { type: 'string' },
              },
      strict: true,
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n\n${USAGE}`);
  }
const REQUIRED = {
  'org:create': ['name', 'owner-email', 'owner-password'],
  backup: ['out'],
  restore: ['from'],
} as const;
for (const required of REQUIRED[command as keyof typeof REQUIRED] ?? []) {
  if (!values[required]) fail(`--${required} is required.\n\n${USAGE}`);
}

// A missing backup is refused before any database is started or reached.
if (command === 'restore' && !existsSync(values.from!)) fail(`No backup file at ${values.from}.`);

const dataDir = path.resolve(process.env.DATA_DIR ?? './.data');
let databaseUrl = process.env.DATABASE_URL;
let stopDatabase = async () => {};
if (!databaseUrl && existsSync(databaseUrlFile(dataDir)))
  databaseUrl = readFileSync(databaseUrlFile(dataDir), 'utf8').trim();
if (!databaseUrl) {
  const embedded = await startEmbeddedPostgres({ dataDir });
  databaseUrl = embedded.url;
  stopDatabase = embedded.stop;
}

const here = path.dirname(fileURLToPath(import.meta.url));
let exitCode = 0;
try {
  if (command === 'credentials:rotate') await rotateCredentials(databaseUrl);
  else if (command === 'backup') {
    await backupDatabase(databaseUrl, path.resolve(values.out!));
    process.stdout.write(`Backup written to ${path.resolve(values.out!)}\n`);
  } else if (command === 'restore') {
    await restoreDatabase(databaseUrl, path.resolve(values.from!));
    process.stdout.write(`Restored ${path.resolve(values.from!)}\n`);
  } else await createOrganization(databaseUrl);
} catch (error) {
  exitCode = error instanceof ServiceError || error instanceof BackupError ? 2 : 1;
  process.stderr.write(
    `${error instanceof ServiceError ? `${error.code}: ${error.message}` : error instanceof BackupError ? error.message : String(error)}\n`,
  );
} finally {
  await stopDatabase();
}

/**
 * A service's database, brought to its latest migration first (the command may
 * run before the product ever started on it), for `work`, and closed after.
 */
async function withServiceDatabase<Database>(
  url: string,
  schema: string,
  service: 'account' | 'treasury',
  work: (db: Kysely<Database>) => Promise<void>,
): Promise<void> {
  const db = createDatabase<Database>({ url, schema, max: 2 });
  try {
    await migrate(
      db as Kysely<unknown>,
      schema,
      path.join(here, 'services', service, 'migrations'),
    );
    await work(db);
  } finally {
    await db.destroy();
  }
}

function createOrganization(url: string): Promise<void> {
  return withServiceDatabase<AccountDatabase>(url, ACCOUNT_SCHEMA, 'account', async (db) => {
    const result = await createOrganizationWithOwner(db, {
      name: values.name!,
      username: values.username,
      ownerEmail: values['owner-email']!,
      ownerPassword: values['owner-password']!,
      ownerName: values['owner-name'],
    });
    process.stdout.write(
      JSON.stringify(
        { organization: result.organization, owner: result.owner, roles: result.roles },
        null,
        2,
      ) + '\n',
    );
  });
}

function rotateCredentials(url: string): Promise<void> {
  return withServiceDatabase<TreasuryDatabase>(url, TREASURY_SCHEMA, 'treasury', async (db) => {
    const keyring = await loadCredentialsKeyring(db);
    const result = await resealCredentials(db, keyring);
    process.stdout.write(JSON.stringify({ keyId: keyring.currentKeyId, ...result }) + '\n');
  });
}
process.exit(exitCode);
