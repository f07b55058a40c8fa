/** How the position's accounts may be grouped (the schema's `CashPositionGrouping`), in the switch's order. */
export const POSITION_GROUPINGS = ['BANK', 'ENTITY', 'CURRENCY'] as const;
export type PositionGrouping = (typeof POSITION_GROUPINGS)[number];
