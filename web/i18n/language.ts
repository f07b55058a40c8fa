/** The interface languages of the product. */
export type Language = 'en' | 'id';

export const LANGUAGES: readonly Language[] = ['en', 'id'];

const COOKIE_NAME = 'language';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'id';
}

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** Writes the `language` cookie the server and the next visit read: path /, one year, SameSite=Lax. */
export function writeLanguageCookie(language: Language): void {
  document.cookie = `${COOKIE_NAME}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/**
 * Indonesian when the browser's preferred languages put Indonesian before
 * English, English otherwise.
 *
 * @example preferredLanguage(['id-ID', 'en-US']) === 'id'
 */
export function preferredLanguage(browserLanguages: readonly string[]): Language {
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'id' || primary === 'in') return 'id';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

/**
 * The language to start with (ARCHITECTURE: "Default language"): the
 * `language` cookie wins; without a supported one, the browser's preference
 * decides and is written to the cookie.
 */
export function initialLanguage(): Language {
  const fromCookie = readCookie(COOKIE_NAME);
  if (isLanguage(fromCookie)) return fromCookie;
  const browser = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  const chosen = preferredLanguage(browser);
  writeLanguageCookie(chosen);
  return chosen;
}

const SIGNED_OUT_CHOICE_KEY = 'kas.languageChoice';

/**
 * Remembers, for this tab, a language chosen with the switch while signed out
 * (on the sign-in page): the sign-in that follows keeps it rather than the
 * user's saved language, and saves it (see `ViewerLanguageSwitch`).
 */
export function rememberSignedOutChoice(language: Language): void {
  try {
    sessionStorage.setItem(SIGNED_OUT_CHOICE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode); the saved language then applies.
  }
}

/** The language chosen while signed out in this tab, if any, and forgets it. */
export function takeSignedOutChoice(): Language | null {
  try {
    const chosen = sessionStorage.getItem(SIGNED_OUT_CHOICE_KEY);
    sessionStorage.removeItem(SIGNED_OUT_CHOICE_KEY);
    return isLanguage(chosen) ? chosen : null;
  } catch {
    return null;
  }
}
