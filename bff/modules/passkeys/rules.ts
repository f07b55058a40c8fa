import { PUBLIC, SIGNED_IN, type ModuleRules } from '../module.js';

/** Who may call each passkeys mutation. */
export const passkeysRules = {
  passkeySignInStart: PUBLIC,
  passkeySignIn: PUBLIC,
  passkeyRegistrationStart: SIGNED_IN,
  passkeyRegister: SIGNED_IN,
  passkeyRename: SIGNED_IN,
  passkeyRemove: SIGNED_IN,
} satisfies ModuleRules;
