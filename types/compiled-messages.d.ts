/** A message catalogue compiled to react-intl's message AST at build time (vite.config.ts, compiledMessages). */
declare module '*.json?compiled-messages' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

/** One part of the English catalogue (web/i18n/catalogueParts.ts). */
declare module '*.json?compiled-messages&part=public' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?compiled-messages&part=app' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
