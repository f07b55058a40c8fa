import { authorshipOf, type Authorship } from '../../../platform/four-eyes.js';
import type { AccessClaims } from '../../kit/auth.js';
import { declaredTransition, type Lifecycle } from './lifecycle.js';

/** The company's self-approval control, as the account service answers it for the caller. */
type Controls = () => Promise<{ selfApprovalAllowed: boolean }>;

/**
 * The authorship a move with four eyes (an approval) is checked against,
 * read before the move's row lock (`unlocked` reads the document; the
 * control is an HTTP call to the account service, asked only when the
 * caller wrote it). Undefined for a move without four eyes, which reads
 * nothing, and for a document the organisation has not.
 */
export async function authorshipBeforeLock<
  Status extends string,
  Action extends string,
  Message extends string,
>(
  lifecycle: Lifecycle<Status, Action, Message>,
  action: Action,
  auth: AccessClaims,
  unlocked: () => Promise<{ created_by: string } | undefined>,
  controls: Controls,
): Promise<Authorship | undefined> {
  if (!declaredTransition(lifecycle, action).byAnother) return undefined;
  const document = await unlocked();
  return document && authorshipOf(auth.sub, [document.created_by], controls);
}

/**
 * Whether the caller's own documents among `rows` that wait for their
 * decision (`waiting`) may be decided by them: the company's self-approval
 * control, asked of the account service only when it decides something.
 * Without the caller's token (`controls` undefined: a read inside another
 * move) an author is not offered their own approval.
 */
export async function selfApprovalOffered(
  auth: AccessClaims,
  rows: readonly { status: string; created_by: string }[],
  waiting: string,
  controls: Controls | undefined,
): Promise<boolean> {
  const own = rows.some((row) => row.status === waiting && row.created_by === auth.sub);
  if (!own || !controls) return false;
  return (await controls()).selfApprovalAllowed;
}
