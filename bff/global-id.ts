/** The object types `node(id:)` can fetch, once: the type and the check of a global id both follow from it. */
export const NODE_TYPE_NAMES = [
  'Counterparty',
  'User',
  'Organization',
  'Role',
  'Passkey',
  'Member',
  'Invitation',
  'ApiKey',
  'BankAccount',
  'Entity',
  'ExpectedTransaction',
  'StatementTransaction',
  'Import',
  'Upload',
  'Reconciliation',
  'ReconciliationProposal',
  'ReconciliationRule',
  'ExceptionTicket',
  'Payment',
  'Transfer',
  'ApprovalRule',
  'PaymentProvider',
  'PaymentRecord',
  'PaymentTransaction',
  'PaymentSettlement',
  'Bill',
  'CashFlowRule',
  'Deposit',
  'CashForecastScenario',
  'CashForecastSnapshot',
  'Customer',
] as const;
export type NodeType = (typeof NODE_TYPE_NAMES)[number];
const NODE_TYPES = new Set<string>(NODE_TYPE_NAMES);

/**
 * Makes an opaque global id from a type and a service id, as the Relay server
 * specification asks: `toGlobalId('Counterparty', 'b1…')` → `Q291bnRlcnBhcnR5OmIx…`.
 */
export function toGlobalId(type: NodeType, id: string): string {
  return Buffer.from(`${type}:${id}`).toString('base64url');
}

/** Reads a global id back; anything malformed or of an unknown type is null, never an exception. */
export function fromGlobalId(globalId: string): { type: NodeType; id: string } | null {
  const text = Buffer.from(globalId, 'base64url').toString('utf8');
  const separator = text.indexOf(':');
  if (separator < 1) return null;
  const type = text.slice(0, separator);
  const id = text.slice(separator + 1);
  if (!NODE_TYPES.has(type) || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  return { type: type as NodeType, id };
}

/** The service id of a global id of the given type: undefined when absent, null when it is not one of that type. */
export function idOfType(
  globalId: string | null | undefined,
  type: NodeType,
): string | null | undefined {
  if (globalId === null || globalId === undefined) return undefined;
  const decoded = fromGlobalId(globalId);
  return decoded?.type === type ? decoded.id : null;
}
