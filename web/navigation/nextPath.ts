/** The sign-in page's query parameter naming where to go once signed in (`/?next=%2Fcounterparties%3Fsearch%3Dx`). */
export const NEXT_PARAM = 'next';

/** Kept for the round trip of a social sign-in, which leaves the site and comes back to `/u` or `/?twoFactor=`. */
const STORAGE_KEY = 'kas.signIn.next';

/** An origin no real URL has: a value that resolves elsewhere is not a path of this app. */
const BASE = 'https://kas.invalid';

/** Pages a return to would only sign in again or sign out. */
const NOT_A_DESTINATION = new Set(['/', '/logout', '/u', '/r']);

/**
 * The in-app location a `next` value names, or null when it names anything
 * else. Only a relative path of this origin is taken: `//evil.com` and
 * `/\evil.com` are another host to a browser, `https://evil.com` is absolute,
 * and tabs or newlines are dropped by the URL parser (WHATWG URL, "C0 control
 * or space"), turning `/\t/evil.com` into `//evil.com`; all are refused, so the
 * sign-in page never becomes an open redirect.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((char) => char <= '\u001f' || char === '\u007f' || char === '\\'))
    return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || NOT_A_DESTINATION.has(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

/** The sign-in page that returns to `location` (a path with its search) after signing in. */
export function signInPathFor(location: string): string {
  const next = safeNextPath(location);
  return next ? `/?${NEXT_PARAM}=${encodeURIComponent(next)}` : '/';
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage blocked by the browser's settings: the return then works for password sign-in only
  }
}

/**
 * Where the sign-in page at `search` should go once signed in: its own
 * `?next=`, kept for a social sign-in's round trip; else, when the page is that
 * round trip's return (`?twoFactor=`, `?twoFactorSetup=`, `?error=`), the one
 * kept before it; else nowhere (a plain visit forgets an old one).
 */
export function rememberNext(search: string): string | null {
  const params = new URLSearchParams(search);
  const next = safeNextPath(params.get(NEXT_PARAM));
  if (next) {
    storage()?.setItem(STORAGE_KEY, next);
    return next;
  }
  const returning = ['twoFactor', 'twoFactorSetup', 'error'].some((name) => params.has(name));
  if (returning) return safeNextPath(storage()?.getItem(STORAGE_KEY));
  storage()?.removeItem(STORAGE_KEY);
  return null;
}

/** The kept destination, once: signing in uses it up. */
export function takeNext(): string | null {
  const next = safeNextPath(storage()?.getItem(STORAGE_KEY));
  storage()?.removeItem(STORAGE_KEY);
  return next;
}
