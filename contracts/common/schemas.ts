import { Type, type Static, type TSchema } from 'typebox';

/** A value or null: `Nullable(Type.String())`. */
export const Nullable = <T extends TSchema>(schema: T, options?: { description?: string }) => Type.Union([schema, Type.Null()], options);

/** `/:id` of a record addressed by its uuid. */
export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export type IdParams = Static<typeof IdParams>;

/** Where a keyset page sits in its list (the Relay connection's page info). */
export const PageInfo = Type.Object({
  hasNextPage: Type.Boolean(),
  hasPreviousPage: Type.Boolean(),
  startCursor: Type.Union([Type.String(), Type.Null()]),
  endCursor: Type.Union([Type.String(), Type.Null()]),
});
export type PageInfo = Static<typeof PageInfo>;

/** A positive-or-zero money amount as the API answers it: a decimal string with exactly two decimals (`"1500000.00"`), never a number. */
export const AmountString = (description: string) => Type.String({ pattern: '^\\d{1,18}\\.\\d{2}$', description });
