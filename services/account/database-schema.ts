import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ColumnTypes } from '../kit/database.js';

/** The PostgreSQL schema the account service's tables live in. */
export const ACCOUNT_SCHEMA = 'account';

/** The account service's migrations, `NNNN-name.sql`, applied in order. */
export const ACCOUNT_MIGRATIONS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

/** The schema of the account service's job queue (graphile-worker's tables, which it migrates itself): webhook deliveries. */
export const ACCOUNT_JOBS_SCHEMA = 'account_jobs';

/** The column types the migrations cannot tell (JSON shapes, bytea), for `npm run db-types` (services/kit/database.ts `ColumnTypes`). */
export const ACCOUNT_COLUMN_TYPES: ColumnTypes = {
  columns: {
    'signing_keys.private_jwk': 'ColumnType<Record<string, unknown>, string, string>',
    'signing_keys.public_jwk': 'ColumnType<Record<string, unknown>, string, string>',
    'passkeys.public_key': 'Uint8Array',
    'webhook_delivery_attempts.request_headers':
      'ColumnType<Record<string, string>, string, string>',
    'webhook_delivery_attempts.response_headers':
      'ColumnType<Record<string, string> | null, string | null, string | null>',
  },
};
