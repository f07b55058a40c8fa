import { Type, type Static } from 'typebox';

/** A bank of the catalogue (spec: the banks accounts can be held at), by its clearing code. */
export const BankResponse = Type.Object({
  code: Type.String(),
  name: Type.String(),
  automatedTypes: Type.Array(Type.String(), {
    description: 'The internet banking an automated (crawler) connection of this bank can read.',
  }),
});
export type BankResponse = Static<typeof BankResponse>;

export const BankListResponse = Type.Object({ items: Type.Array(BankResponse) });
export type BankListResponse = Static<typeof BankListResponse>;
