const BACKUP_CODE = /^([a-z0-9]{4})-?([a-z0-9]{4})$/i;

/**
 * A typed backup code in the xxxx-xxxx form the server expects, or null when
 * it is not one. Spaces are dropped and a missing dash is put back.
 *
 * @example normalizeBackupCode(' ab12 cd34 ') // "ab12-cd34"
 */
export function normalizeBackupCode(typed: string): string | null {
  const match = BACKUP_CODE.exec(typed.replace(/\s+/g, ''));
  return match ? `${match[1]}-${match[2]}` : null;
}
