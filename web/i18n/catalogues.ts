import type { MessageFormatElement } from 'react-intl';
import enPublic from './en.json?compiled-messages&part=public';
import type { Language } from './language';

/** A catalogue as react-intl takes it, compiled at build time (vite.config.ts: the browser ships no ICU parser). */
type Catalogue = Record<string, MessageFormatElement[]>;

/**
 * The message catalogues in memory. English ships in the app's first chunk
 * (it is also every missing message's fallback); Indonesian is a chunk of its
 * own, loaded before the first render or when chosen, so the sign-in page
 * downloads one catalogue rather than both.
 */
const en: Catalogue = { ...enPublic };
const loaded: Partial<Record<Language, Catalogue>> = { en };
let appMessages: Promise<void> | null = null;

/**
 * Adds the English messages of the screens behind sign-in (catalogueParts.ts)
 * to the English catalogue, once; the app's layout waits for it before it
 * renders. The object react-intl already holds gains them, so no message
 * looked up after this resolves is missing.
 */
export function loadAppMessages(): Promise<void> {
  appMessages ??= import('./en.json?compiled-messages&part=app').then(
    (part) => void Object.assign(en, part.default),
    (error: unknown) => {
      appMessages = null;
      throw error;
    },
  );
  return appMessages;
}

/** Loads a language's catalogue (once); when that fails, English stands in. */
export async function loadCatalogue(language: Language): Promise<void> {
  if (loaded[language]) return;
  if (language === 'id') loaded.id = (await import('./id.json?compiled-messages')).default;
}

/** A loaded catalogue, or English until it is. */
export function catalogue(language: Language): Catalogue {
  return loaded[language] ?? en;
}
