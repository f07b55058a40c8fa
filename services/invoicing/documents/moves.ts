import { documentErrors } from '../../../contracts/invoicing/documents.js';
import type { AccessClaims } from '../../kit/auth.js';
import { commonErrors, errorsOf } from '../../kit/errors.js';
import { declaredTransition, permits, type Lifecycle } from './lifecycle.js';

const kernelErrors = errorsOf(documentErrors);

/**
 * What a move needs before its document is looked for: the permission
 * first (a member who may not act learns nothing of the document), then the
 * reason it requires (1 to 500 characters). Answers the trimmed reason.
 */
export function checkedMove<Status extends string, Action extends string, Message extends string>(
  lifecycle: Lifecycle<Status, Action, Message>,
  action: Action,
  auth: AccessClaims,
  body: { reason?: string | undefined },
): string {
  const declared = declaredTransition(lifecycle, action);
  if (!permits(declared, auth.perms))
    throw commonErrors.forbidden(declared.permissions.join(' or '));
  const reason = body.reason?.trim() ?? '';
  if (declared.reason === 'required' && (reason.length === 0 || reason.length > 500))
    throw kernelErrors.reasonRequired();
  return reason;
}
