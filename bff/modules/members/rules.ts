import { needs, type ModuleRules } from '../module.js';

/** Who may call each members mutation. */
export const membersRules = {
  memberInvite: needs('members:manage'),
  memberDeactivate: needs('members:manage'),
  memberActivate: needs('members:manage'),
  memberRemove: needs('members:manage'),
  memberReactivate: needs('members:manage'),
  memberRoleSet: needs('members:manage'),
  invitationResend: needs('members:manage'),
  invitationCancel: needs('members:manage'),
} satisfies ModuleRules;
