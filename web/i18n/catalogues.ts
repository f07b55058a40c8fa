import en from './en.json';
import type { Language } from './language';

/**
 * The message catalogues in memory. English ships in the app's first chunk
 * (it is also every missing message's fallback); Indonesian is a chunk of its
 * own, loaded before the first render or when chosen, so the sign-in page
 * downloads one catalogue rather than both.
 */
const loaded: Partial<Record<Language, Record<string, string>>> = { en };

/** Loads a language's catalogue (once); when that fails, English stands in. */
export async function loadCatalogue(language: Language): Promise<void> {
  if (loaded[language]) return;
  if (language === 'id') loaded.id = (await import('./id.json')).default;
}

/** A loaded catalogue, or English until it is. */
export function catalogue(language: Language): Record<string, string> {
  return loaded[language] ?? en;
}
