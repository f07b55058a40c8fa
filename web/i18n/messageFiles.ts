import type { Language } from './language';

/**
 * The message catalogues as their files hold them: one pair per area
 * (`web/features/<area>/messages/{en,id}.json`), one for the shared domain
 * components (`web/domain/messages/`) and one for what every screen shares
 * (`web/i18n/messages/`: the UI kit, layout, navigation, errors), found by the pattern, so a new area brings
 * its own pair and edits no list. The app takes them compiled and in parts
 * (catalogues.ts); tests, and the one screen that needs a message in a
 * language other than the current one (messageIn.ts), read them here.
 */
const files = import.meta.glob<Record<string, string>>('../**/messages/{en,id}.json', {
  eager: true,
  import: 'default',
});

/** One catalogue file: where it is (relative to web/), its language and its messages. */
export type MessageFile = { path: string; language: Language; messages: Record<string, string> };

export const MESSAGE_FILES: readonly MessageFile[] = Object.entries(files).map(
  ([path, messages]) => ({
    // The glob names a file relative to this folder (`./messages/en.json`, `../features/…`).
    path: new URL(path, 'file:///web/i18n/').pathname.replace(/^\/web\//, ''),
    language: path.endsWith('/id.json') ? 'id' : 'en',
    messages,
  }),
);

const assemble = (language: Language): Record<string, string> =>
  Object.assign(
    {},
    ...MESSAGE_FILES.filter((file) => file.language === language).map((file) => file.messages),
  );

/** Every English message, all areas together. */
export const en: Record<string, string> = assemble('en');
/** Every Indonesian message, all areas together. */
export const id: Record<string, string> = assemble('id');
