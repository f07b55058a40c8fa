import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The PostgreSQL schema the invoicing service's tables live in. */
export const INVOICING_SCHEMA = 'invoicing';

/** The invoicing service's migrations, `NNNN-name.sql`, applied in order. */
export const INVOICING_MIGRATIONS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);
