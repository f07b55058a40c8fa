/** The actions of the activity log, in the spec's order. */
export const ACTIVITY_ACTIONS = [
  'CREATED',
  'UPDATED',
  'DELETED',
  'RECONCILED',
  'REMOVE_RECONCILIATION',
  'APPROVED',
  'CANCELLED',
  'REJECTED',
  'FAILED',
] as const;

/** The badge colour of each action: green for good news, red for refusals and failures. */
export const ACTION_COLOUR: Record<string, string> = {
  CREATED: 'green',
  UPDATED: 'blue',
  DELETED: 'red',
  RECONCILED: 'teal',
  REMOVE_RECONCILIATION: 'orange',
  APPROVED: 'green',
  CANCELLED: 'gray',
  REJECTED: 'red',
  FAILED: 'red',
};

const camel = (value: string) =>
  value.toLowerCase().replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** The catalogue message of an action (`activity.action.created`, …). */
export function activityActionLabel(action: string): { id: string } {
  return { id: `activity.action.${camel(action)}` };
}

/** The catalogue message of a description (`activity.message.EXPECTED_TRANSACTION_CREATED`, …), one per `ActivityMessage`. */
export function activityMessageLabel(message: string): { id: string } {
  return { id: `activity.message.${message}` };
}

const ENTITY_LABEL = 'activity.entity.';
const OTHER_ENTITY = 'activity.entity.other';

/**
 * The kinds of record a catalogue labels (the schema's `ActivityEntityKind`):
 * each area's catalogue names the kinds its service logs
 * (`activity.entity.bankAccount` for BANK_ACCOUNT), so the entity filter
 * offers a new area's kinds without a list here;
 * tests/integration/activity-log.test.ts holds them to what the services write.
 */
export function labelledEntities(messages: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(messages)
    .filter((key) => key.startsWith(ENTITY_LABEL) && key !== OTHER_ENTITY)
    .map((key) =>
      key
        .slice(ENTITY_LABEL.length)
        .replace(/[A-Z]/g, (letter) => `_${letter}`)
        .toUpperCase(),
    );
}

/** The catalogue message of a kind of record; one the catalogue does not label (newer than the client) reads as "Other record". */
export function activityEntityLabel(
  entity: string,
  messages: Readonly<Record<string, unknown>>,
): { id: string } {
  const id = `${ENTITY_LABEL}${camel(entity)}`;
  return { id: id in messages ? id : OTHER_ENTITY };
}
