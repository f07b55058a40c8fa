/** The catalogue message for each counterparty type, as the spec shows them. */
export const COUNTERPARTY_TYPE_LABEL: Record<'COMPANY' | 'INDIVIDUAL', { id: string }> = {
  COMPANY: { id: 'counterparty.type.company' },
  INDIVIDUAL: { id: 'counterparty.type.individual' },
};

export function isCounterpartyType(value: string): value is 'COMPANY' | 'INDIVIDUAL' {
  return value === 'COMPANY' || value === 'INDIVIDUAL';
}
