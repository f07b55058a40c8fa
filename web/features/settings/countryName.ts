import { localeOf } from '../../i18n/format';
import type { Language } from '../../i18n/language';

const ALPHA_2 = /^[A-Z]{2}$/;

/**
 * The name of a country, from its ISO 3166 alpha-2 code, in the interface
 * language (`Intl.DisplayNames`, so no list of names ships with the app).
 * Answers null for a missing or malformed code, so the caller shows "Unknown";
 * a well-formed code the runtime does not know comes back as the code itself.
 *
 * @example countryName('ID', 'en') // "Indonesia"
 * @example countryName('NL', 'id') // "Belanda"
 */
export function countryName(code: string | null | undefined, language: Language): string | null {
  const normalized = code?.trim().toUpperCase();
  if (!normalized || !ALPHA_2.test(normalized)) return null;
  try {
    return (
      new Intl.DisplayNames(localeOf(language), { type: 'region', fallback: 'code' }).of(
        normalized,
      ) ?? normalized
    );
  } catch {
    return normalized;
  }
}
