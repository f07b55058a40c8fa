import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The PostgreSQL schema the account service's tables live in. */
export const ACCOUNT_SCHEMA = 'account';

/** The account service's migrations, `NNNN-name.sql`, applied in order. */
export const ACCOUNT_MIGRATIONS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);
