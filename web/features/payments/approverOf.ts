import type { Approver } from './orderActions';

type Viewer = {
  readonly permissions: readonly string[];
  readonly user: { readonly id: string };
  readonly role: { readonly name: string };
  readonly organization: { readonly selfApprovalAllowed: boolean };
};

/** The viewer as approving their own orders weighs them: who, in which role, whether they may approve the kind, whether the company allows self-approval. */
export function approverOf(viewer: Viewer | null | undefined, permission: string): Approver {
  return {
    id: viewer?.user.id ?? '',
    role: viewer?.role.name ?? '',
    mayApprove: viewer?.permissions.includes(permission) ?? false,
    selfApprovalAllowed: viewer?.organization.selfApprovalAllowed ?? false,
  };
}
