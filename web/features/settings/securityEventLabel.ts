/** The security event types of the schema's `SecurityEventType`. */
export type SecurityEventType =
  | 'SIGN_IN_FAILED'
  | 'PASSWORD_ACCEPTED'
  | 'SIGNED_IN'
  | 'SIGNED_IN_WITH_BACKUP_CODE'
  | 'SIGNED_OUT'
  | 'ORGANIZATION_SWITCHED'
  | 'AUTHENTICATOR_ADDED'
  | 'AUTHENTICATOR_REMOVED'
  | 'BACKUP_CODES_GENERATED'
  | 'BACKUP_CODES_REGENERATED'
  | 'TRANSACTION_CODE_ACCEPTED'
  | 'TRANSACTION_CODE_REFUSED'
  | 'SIGNED_IN_WITH_PASSKEY'
  | 'PASSKEY_ADDED'
  | 'PASSKEY_REMOVED'
  | 'PASSKEY_REPLAY_REFUSED'
  | 'INVITATION_ACCEPTED'
  | 'PASSWORD_RESET_REQUESTED'
  | 'PASSWORD_RESET_LIMITED'
  | 'PASSWORD_RESET'
  | 'PASSWORD_CHANGED'
  | 'PASSWORD_CHANGE_REFUSED'
  | 'SIGNED_IN_WITH_PROVIDER'
  | 'PROVIDER_ACCEPTED';

/** The catalogue message for each security event of the activity history. */
export const SECURITY_EVENT_LABEL: Record<SecurityEventType, { id: string }> = {
  SIGN_IN_FAILED: { id: 'security.activity.event.signInFailed' },
  PASSWORD_ACCEPTED: { id: 'security.activity.event.passwordAccepted' },
  SIGNED_IN: { id: 'security.activity.event.signedIn' },
  SIGNED_IN_WITH_BACKUP_CODE: { id: 'security.activity.event.signedInWithBackupCode' },
  SIGNED_OUT: { id: 'security.activity.event.signedOut' },
  ORGANIZATION_SWITCHED: { id: 'security.activity.event.organizationSwitched' },
  AUTHENTICATOR_ADDED: { id: 'security.activity.event.authenticatorAdded' },
  AUTHENTICATOR_REMOVED: { id: 'security.activity.event.authenticatorRemoved' },
  BACKUP_CODES_GENERATED: { id: 'security.activity.event.backupCodesGenerated' },
  BACKUP_CODES_REGENERATED: { id: 'security.activity.event.backupCodesRegenerated' },
  TRANSACTION_CODE_ACCEPTED: { id: 'security.activity.event.transactionCodeAccepted' },
  TRANSACTION_CODE_REFUSED: { id: 'security.activity.event.transactionCodeRefused' },
  SIGNED_IN_WITH_PASSKEY: { id: 'security.activity.event.signedInWithPasskey' },
  PASSKEY_ADDED: { id: 'security.activity.event.passkeyAdded' },
  PASSKEY_REMOVED: { id: 'security.activity.event.passkeyRemoved' },
  PASSKEY_REPLAY_REFUSED: { id: 'security.activity.event.passkeyReplayRefused' },
  INVITATION_ACCEPTED: { id: 'security.activity.event.invitationAccepted' },
  PASSWORD_RESET_REQUESTED: { id: 'security.activity.event.passwordResetRequested' },
  PASSWORD_RESET_LIMITED: { id: 'security.activity.event.passwordResetLimited' },
  PASSWORD_RESET: { id: 'security.activity.event.passwordReset' },
  PASSWORD_CHANGED: { id: 'security.activity.event.passwordChanged' },
  PASSWORD_CHANGE_REFUSED: { id: 'security.activity.event.passwordChangeRefused' },
  SIGNED_IN_WITH_PROVIDER: { id: 'security.activity.event.signedInWithProvider' },
  PROVIDER_ACCEPTED: { id: 'security.activity.event.providerAccepted' },
};

/** The catalogue message for each log category (the spec's AUTH and TWO_FACTOR_AUTH). */
export const SECURITY_CATEGORY_LABEL: Record<'AUTH' | 'TWO_FACTOR_AUTH', { id: string }> = {
  AUTH: { id: 'security.activity.category.auth' },
  TWO_FACTOR_AUTH: { id: 'security.activity.category.twoFactor' },
};

/** Events that mean something was refused: the table marks them so they stand out. */
export const FAILED_SECURITY_EVENTS: ReadonlySet<string> = new Set([
  'SIGN_IN_FAILED',
  'TRANSACTION_CODE_REFUSED',
  'PASSKEY_REPLAY_REFUSED',
  'PASSWORD_CHANGE_REFUSED',
]);

export function isSecurityEventType(value: string): value is SecurityEventType {
  return Object.hasOwn(SECURITY_EVENT_LABEL, value);
}
