import type { Logger } from 'pino';
import { RevocationList, revocationsFromAccountService } from '../platform/revocations.js';

/** The sessions revoked within the last access-token lifetime (platform/revocations.ts): the BFF refuses their tokens and closes their sockets. */
export type SessionRevocations = RevocationList;

/** The BFF's revocation list: LISTENs where it has the database, and loads the account service's list. */
export function sessionRevocations(
  accountUrl: string,
  databaseUrl: string | undefined,
  logger: Logger,
): SessionRevocations {
  if (!databaseUrl)
    logger.warn(
      'DATABASE_URL is not set: revoked sessions are known only as of start; their access tokens work until they expire',
    );
  return new RevocationList({
    databaseUrl,
    load: revocationsFromAccountService(accountUrl),
    logger,
  });
}
