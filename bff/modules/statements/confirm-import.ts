import { importErrors, type ImportKind } from '../../../contracts/treasury/imports.js';
import type { Context } from '../../context.js';
import { userErrorOf, withUserErrors } from '../../errors.js';
import { idOfType } from '../../global-id.js';

const IMPORT_NOT_FOUND = userErrorOf(importErrors.notFound, 'importId');

/**
 * Imports anyway a file of this kind that had only warnings (every kind's
 * `…ImportConfirm`): another kind's import, another organisation's or none
 * is not found.
 */
export async function confirmImport(context: Context, kind: ImportKind, importGlobalId: string) {
  const id = idOfType(importGlobalId, 'Import');
  const current = id ? await context.loaders.import.load(id) : null;
  if (!id || !current || current.kind !== kind)
    return { import: null, userErrors: [IMPORT_NOT_FOUND] };
  const result = await withUserErrors(() =>
    context.api.statements.confirmImport(context.caller, id),
  );
  return result.ok
    ? { import: result.value, userErrors: [] }
    : { import: null, userErrors: result.userErrors };
}
