import type { MessageFormatElement } from 'react-intl';

/** A catalogue as react-intl takes it, compiled at build time (vite.config.ts: the browser ships no ICU parser). */
export type Catalogue = Record<string, MessageFormatElement[]>;

/** The areas' catalogue files (an `import.meta.glob` result) as one catalogue. */
export function assembled(files: Record<string, Catalogue>): Catalogue {
  return Object.assign({}, ...Object.values(files));
}
