import { PUBLIC, SIGNED_IN, type ModuleRules } from '../module.js';

/** Who may call each session mutation. */
export const sessionRules = {
  signIn: PUBLIC,
  signInTwoFactor: PUBLIC,
  signInTwoFactorSetupStart: PUBLIC,
  signInTwoFactorSetupConfirm: PUBLIC,
  signOut: PUBLIC,
  invitationAccept: PUBLIC,
  passwordResetRequest: PUBLIC,
  passwordResetComplete: PUBLIC,
  passwordChange: SIGNED_IN,
  organizationSwitch: SIGNED_IN,
  authenticatorSetupStart: SIGNED_IN,
  authenticatorSetupConfirm: SIGNED_IN,
  authenticatorRemove: SIGNED_IN,
  backupCodesGenerate: SIGNED_IN,
} satisfies ModuleRules;
