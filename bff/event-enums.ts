import { EVENT_VOCABULARY, type EventType } from '../contracts/common/events.js';

/**
 * The GraphQL enums of the subscriptions' `change` fields, written from the
 * event vocabulary (contracts/common/events.ts): each type that names an enum
 * gives its changes, each with its description, so a subscription answers
 * exactly the changes a service may publish. Types that share an enum
 * (`payment.updated`, `transfer.updated`) must give it the same changes.
 * `assembleSchema` (schema.ts) adds them to the modules' slices.
 */
export function eventEnumsSlice(): string {
  const enums = new Map<string, { description: string; changes: Record<string, string> }>();
  for (const type of Object.keys(EVENT_VOCABULARY) as EventType[]) {
    const definition: (typeof EVENT_VOCABULARY)[EventType] = EVENT_VOCABULARY[type];
    if (!('graphql' in definition)) continue;
    const { name, description } = definition.graphql;
    const seen = enums.get(name);
    if (seen && JSON.stringify(seen.changes) !== JSON.stringify(definition.changes))
      throw new Error(`${type} gives the enum ${name} other changes than a type before it`);
    enums.set(name, { description, changes: definition.changes });
  }
  return [...enums]
    .map(([name, { description, changes }]) => {
      const values = Object.entries(changes).map(
        ([change, text]) => `  ${quoted(text)}\n  ${change}`,
      );
      return `${quoted(description)}\nenum ${name} {\n${values.join('\n')}\n}\n`;
    })
    .join('\n');
}

const quoted = (text: string) => `"""${text}"""`;
