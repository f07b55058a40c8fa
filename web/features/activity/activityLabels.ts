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

/**
 * Every kind of record the services log (the schema's `ActivityEntityKind`),
 * for the entity filter and the labels; tests/integration/activity-log.test.ts
 * checks it against what the services write.
 */
export const ACTIVITY_ENTITIES = [
  'COUNTERPARTY',
  'MEMBER',
  'INVITATION',
  'ROLE',
  'ORGANIZATION',
  'API_KEY',
  'BANK_ACCOUNT',
  'ENTITY',
  'EXCEPTION',
  'EXPECTED_TRANSACTION',
  'STATEMENT_TRANSACTION',
  'RECONCILIATION',
  'RECONCILIATION_RULE',
  'IMPORT',
  'EXPORT',
  'PAYMENT',
  'PAYMENT_PROVIDER',
  'PAYMENT_RECORD',
  'TRANSFER',
  'APPROVAL_RULE',
  'BILL',
  'CASH_FLOW_RULE',
  'DEPOSIT',
  'FX_RATE',
  'CUSTOMER',
] as const;

const KNOWN_ENTITIES: ReadonlySet<string> = new Set(ACTIVITY_ENTITIES);

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

/** The catalogue message of a kind of record; one the client does not know yet reads as "Other record". */
export function activityEntityLabel(entity: string): { id: string } {
  return {
    id: KNOWN_ENTITIES.has(entity) ? `activity.entity.${camel(entity)}` : 'activity.entity.other',
  };
}
