import { en, id } from './messageFiles';
import type { Language } from './language';

const CATALOGUES: Record<Language, Record<string, string>> = { en, id };

/**
 * A catalogue message in a given language rather than the current one: for
 * the confirmation shown right after the user switched language, which the
 * current render's `intl` would still give in the old one.
 */
export function messageIn(language: Language, id: string): string {
  return CATALOGUES[language][id] ?? CATALOGUES.en[id] ?? id;
}
