import type { Kysely } from 'kysely';
import type { Logger } from '../../kit/logger.js';
import type { FileStorage } from '../../kit/storage.js';
import type { TreasuryDatabase } from '../db-types.js';
import { deleteUnusedUpload, findUnusedUploads } from './repository.js';
import { isForeignKeyViolation } from '../../kit/database.js';

/** The job that deletes uploads no import used, and how often it runs (every hour, at minute 17). */
export const UPLOAD_CLEANUP_JOB = 'uploads:cleanup';
export const UPLOAD_CLEANUP_CRONTAB = `17 * * * * ${UPLOAD_CLEANUP_JOB}`;
/** An upload no import has used is kept this long ("after a day"). */
export const UNUSED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/**
 * Deletes the uploads (row and stored file) older than `maxAgeMs` that no
 * import refers to, and answers how many went. An upload an import uses
 * stays with its import. Each row goes on its own, under the same condition,
 * so an import started on it meanwhile keeps it (the import's reference
 * makes the delete fail, and the upload is left); the file is removed once
 * its row is gone, so no row ever points to a missing file. `now` is the
 * database's clock unless given (tests give one).
 */
export async function deleteUnusedUploads(
  db: Kysely<TreasuryDatabase>,
  storage: FileStorage,
  {
    now,
    maxAgeMs = UNUSED_UPLOAD_MAX_AGE_MS,
    logger,
  }: { now?: Date; maxAgeMs?: number; logger?: Logger } = {},
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const candidates = await findUnusedUploads(db, { now, maxAgeMs }, BATCH);
    let deletedNow = 0;
    for (const { id } of candidates) {
      const removed = await deleteUnusedUpload(db, id).catch((error: unknown) => {
        // An import started on it between the check and the delete; it stays.
        if (isForeignKeyViolation(error)) return undefined;
        throw error;
      });
      if (!removed) continue;
      deleted += 1;
      deletedNow += 1;
      await storage
        .delete(removed.storage_key)
        .catch((error: unknown) =>
          logger?.warn(
            { err: error, uploadId: id },
            'The file of a deleted upload could not be removed.',
          ),
        );
    }
    if (candidates.length < BATCH || deletedNow === 0) return deleted;
  }
}
