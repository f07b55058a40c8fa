/** A message catalogue compiled to react-intl's message AST at build time (vite.config.ts, compiledMessages). */
declare module '*.json?compiled-messages' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
