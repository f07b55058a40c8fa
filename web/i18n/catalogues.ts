import { assembled, type Catalogue } from './compiledCatalogue';
import type { Language } from './language';

/**
 * The message catalogues in memory, each assembled from the areas' files
 * (messageFiles.ts says where they are). English ships in the app's first chunk
 * (it is also every missing message's fallback); Indonesian is a chunk of its
 * own, loaded before the first render or when chosen, so the sign-in page
 * downloads one catalogue rather than both.
 */
const en: Catalogue = assembled(
  // The public part of every area's English catalogue (catalogueParts.ts).
  import.meta.glob<Catalogue>('../**/messages/en.json', {
    eager: true,
    query: '?compiled-messages&part=public',
    import: 'default',
  }),
);
const loaded: Partial<Record<Language, Catalogue>> = { en };
let appMessages: Promise<void> | null = null;

/**
 * Adds the English messages of the screens behind sign-in (catalogueParts.ts)
 * to the English catalogue, once; the app's layout waits for it before it
 * renders. The object react-intl already holds gains them, so no message
 * looked up after this resolves is missing.
 */
export function loadAppMessages(): Promise<void> {
  appMessages ??= import('./englishAppMessages').then(
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
  if (language === 'id') loaded.id = (await import('./indonesianMessages')).default;
}

/** A loaded catalogue, or English until it is. */
export function catalogue(language: Language): Catalogue {
  return loaded[language] ?? en;
}
