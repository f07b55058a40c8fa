import type { AccountClient, OnBehalfOf } from '../../kit/account-client.js';
import type { AccessClaims } from '../../kit/auth.js';

/**
 * The company's self-approval control for what a document list offers the
 * caller, asked of the account service only when it decides something: some
 * of `rows` wait for the caller's own approval. Without the caller's token (a
 * read inside another move) an author is not offered their own approval.
 */
export async function selfApprovalFor(
  account: AccountClient,
  auth: AccessClaims,
  rows: readonly { status: string; created_by: string | null }[],
  caller: OnBehalfOf | undefined,
): Promise<boolean> {
  const own = rows.some((row) => row.status === 'PENDING_APPROVAL' && row.created_by === auth.sub);
  if (!own || !caller) return false;
  return (await account.settings(caller)).selfApprovalAllowed;
}
