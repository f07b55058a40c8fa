/** What the login page tells a user who arrives from a logout. */
export type LoginNotice = 'session-expired' | 'signed-out';

const KEY = 'kas.loginNotice';

/** Leaves a notice for the login page, across the full page load that follows a logout. */
export function leaveLoginNotice(notice: LoginNotice): void {
  try {
    window.sessionStorage.setItem(KEY, notice);
  } catch {
    // Without storage the login page simply shows no notice.
  }
}

/** Reads the notice a logout left, if any (it is cleared with `clearLoginNotice`). */
export function readLoginNotice(): LoginNotice | null {
  try {
    const value = window.sessionStorage.getItem(KEY);
    return value === 'session-expired' || value === 'signed-out' ? value : null;
  } catch {
    return null;
  }
}

export function clearLoginNotice(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear without storage.
  }
}
