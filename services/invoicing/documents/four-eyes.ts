import { documentErrors } from '../../../contracts/invoicing/documents.js';
import { authorshipOf, type Authorship } from '../../../platform/four-eyes.js';
import type { AccountClient, OnBehalfOf } from '../../kit/account-client.js';
import type { AccessClaims } from '../../kit/auth.js';
import { errorsOf } from '../../kit/errors.js';
import {
  actionsFrom,
  declaredTransition,
  transitionFrom,
  type Lifecycle,
  type Transition,
} from './lifecycle.js';
import { checkedMove } from './moves.js';

const kernelErrors = errorsOf(documentErrors);

/** Who wrote a document, when only its author counts. */
const authorOnly = (document: { created_by: string | null }) => [document.created_by];

/** The company's self-approval control, as the account service answers it for the caller. */
export type Controls = () => Promise<{ selfApprovalAllowed: boolean }>;

/** The move asked for, which both of its steps check: the document's lifecycle, the action and who asks. */
export type AskedMove<Status extends string, Action extends string, Message extends string> = {
  lifecycle: Lifecycle<Status, Action, Message>;
  action: Action;
  auth: AccessClaims;
};

/**
 * What a move of documents checks and reads before their row locks: the
 * permission and the reason it needs (checkedMove, so a member who may not
 * act learns nothing of the documents), and, for a move with four eyes (an
 * approval) only, the authorship each is checked against, by id: the
 * documents as read now (`unlocked`, one read for all) and the company's
 * self-approval control (`controls`, an HTTP call to the account service,
 * asked only when the caller wrote one of them, and then once). A document
 * the organisation has not reads as no authorship; the lock then finds it
 * missing.
 */
export async function movesPreparation<
  Document extends { id: string; created_by: string | null },
  Status extends string,
  Action extends string,
  Message extends string,
>(
  asked: AskedMove<Status, Action, Message>,
  body: { reason?: string | undefined },
  reads: {
    unlocked: () => Promise<readonly Document[]>;
    controls: Controls;
    /** Who wrote the document (its author, and whoever submitted it, when it is submitted): its author by default. */
    authors?: (document: Document) => readonly (string | null)[];
  },
): Promise<{ reason: string; authorships: Map<string, Authorship> }> {
  const { lifecycle, action, auth } = asked;
  const reason = checkedMove(lifecycle, action, auth, body);
  const authorships = new Map<string, Authorship>();
  if (!declaredTransition(lifecycle, action).byAnother) return { reason, authorships };
  const authors = reads.authors ?? authorOnly;
  let asking: ReturnType<Controls> | undefined;
  const controls = () => (asking ??= reads.controls());
  for (const document of await reads.unlocked())
    authorships.set(document.id, await authorshipOf(auth.sub, authors(document), controls));
  return { reason, authorships };
}

/**
 * The rows as the API answers them (`respond`, given what the caller may do
 * with each) with the actions `offeredActions` finds: a document reader's
 * `respond` for a kind whose lifecycle has four eyes.
 */
export function respondingWithOffers<
  Row extends { status: Status; created_by: string },
  Response,
  Status extends string,
  Action extends string,
  Message extends string,
>(
  lifecycle: Lifecycle<Status, Action, Message>,
  account: AccountClient,
  respond: (rows: readonly Row[], actionsOf: (row: Row) => string[]) => Promise<Response[]>,
) {
  return async (auth: AccessClaims, rows: readonly Row[], caller?: OnBehalfOf) =>
    respond(
      rows,
      await offeredActions(lifecycle, auth, rows, caller && (() => account.settings(caller))),
    );
}

/**
 * What the caller may do with each of `rows` (what their pages offer), by
 * the lifecycle: a decision on their own work is offered to its author only
 * when the company allows self-approval, which is asked of the account
 * service (`controls`) only when it decides something: some of `rows` are
 * theirs and wait for such a decision. Without the caller's token
 * (`controls` undefined: a read inside another move) an author is not
 * offered their own approval.
 */
export async function offeredActions<
  Status extends string,
  Action extends string,
  Message extends string,
>(
  lifecycle: Lifecycle<Status, Action, Message>,
  auth: AccessClaims,
  rows: readonly { status: Status; created_by: string }[],
  controls: Controls | undefined,
): Promise<(row: { status: Status; created_by: string }) => Action[]> {
  const waiting = new Set<string>(
    lifecycle.transitions.filter((move) => move.byAnother).flatMap((move) => move.from),
  );
  const own = rows.some((row) => waiting.has(row.status) && row.created_by === auth.sub);
  const selfApprovalAllowed = own && controls ? (await controls()).selfApprovalAllowed : false;
  return (row) =>
    actionsFrom(lifecycle, row.status, auth.perms, {
      person: auth.sub,
      authors: [row.created_by],
      selfApprovalAllowed,
    });
}

/**
 * The document a move locked and the transition `action` makes of it for the
 * caller, or the refusal it answers: not found (`notFound`: another
 * organisation's is answered as a missing one), their own work
 * (U-INV-DOC-18, with the `authorship` read before the lock, its authors as
 * the locked row has them) or a status the move may not start from
 * (U-INV-DOC-9). The permission is checked before the lock
 * (movePreparation).
 */
export function lockedTransition<
  Document extends { status: Status; created_by: string | null },
  Status extends string,
  Action extends string,
  Message extends string,
>(
  asked: AskedMove<Status, Action, Message>,
  locked: {
    document: Document | undefined;
    notFound: () => Error;
    /** Who wrote it, as movePreparation read them: its author by default. */
    authors?: (document: Document) => readonly (string | null)[];
    /** The refusal of a decision on one's own work, when the document answers its own. */
    ownWork?: () => Error;
  },
  authorship: Authorship | undefined,
): { document: Document; transition: Transition<Status, Action, Message> } {
  const { document } = locked;
  if (!document) throw locked.notFound();
  const authors = locked.authors ?? authorOnly;
  const { lifecycle, action, auth } = asked;
  const transition = transitionFrom(
    lifecycle,
    action,
    document.status,
    auth.perms,
    authorship && { ...authorship, authors: authors(document) },
  );
  if (transition === 'OWN_WORK') throw (locked.ownWork ?? kernelErrors.ownWork)();
  if (typeof transition === 'string') throw kernelErrors.statusNotValid();
  return { document, transition };
}
