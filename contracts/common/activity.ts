import { Type, type Static } from 'typebox';

/**
 * The spec's activity log actions (section 3). Written as literals, not mapped
 * from a list: a union built from an array's `map` has `never` as its static type.
 */
export const ActivityAction = Type.Union([
  Type.Literal('CREATED'),
  Type.Literal('UPDATED'),
  Type.Literal('DELETED'),
  Type.Literal('RECONCILED'),
  Type.Literal('REMOVE_RECONCILIATION'),
  Type.Literal('APPROVED'),
  Type.Literal('CANCELLED'),
  Type.Literal('REJECTED'),
  Type.Literal('FAILED'),
]);
export type ActivityAction = Static<typeof ActivityAction>;
export const ACTIVITY_ACTIONS: readonly ActivityAction[] = ActivityAction.anyOf.map(
  (literal) => literal.const,
);

/** `GET /activity` of every service: its part of the organisation's activity log. */
export const ActivityQuery = Type.Object({
  first: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  after: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'The cursor of the last entry of the previous page.',
    }),
  ),
  from: Type.Optional(
    Type.String({ format: 'date-time', description: 'Entries at or after this instant.' }),
  ),
  to: Type.Optional(
    Type.String({ format: 'date-time', description: 'Entries before this instant.' }),
  ),
  actorId: Type.Optional(Type.String({ format: 'uuid' })),
  entity: Type.Optional(Type.String({ maxLength: 60 })),
  entityIds: Type.Optional(
    Type.Array(Type.String({ maxLength: 60 }), {
      minItems: 1,
      maxItems: 100,
      description: 'Only changes to these records (a document and those made from it).',
    }),
  ),
  action: Type.Optional(ActivityAction),
});
export type ActivityQuery = Static<typeof ActivityQuery>;

export const ActivityEntryResponse = Type.Object({
  id: Type.String(),
  cursor: Type.String(),
  occurredAt: Type.String({ format: 'date-time' }),
  actorId: Type.Union([Type.String(), Type.Null()]),
  entity: Type.String(),
  entityId: Type.String(),
  action: Type.String(),
  summary: Type.String({ description: 'The description in English, with plain values.' }),
  description: Type.Union(
    [
      Type.Object({
        message: Type.String({
          description:
            'One of the log’s messages (ACTIVITY_MESSAGES), for example `EXPECTED_TRANSACTION_CREATED`.',
        }),
        values: Type.Record(
          Type.String(),
          Type.Union([
            Type.String(),
            Type.Number(),
            Type.Object({ amount: Type.String(), currency: Type.String() }),
            Type.Object({ date: Type.String() }),
          ]),
        ),
      }),
      Type.Null(),
    ],
    {
      description:
        'What happened, as a message and its typed values; null for entries written before descriptions were kept.',
    },
  ),
  changes: Type.Array(
    Type.Object({
      field: Type.String(),
      before: Type.Union([Type.String(), Type.Null()]),
      after: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
export type ActivityEntryResponse = Static<typeof ActivityEntryResponse>;

export const ActivityPage = Type.Object({
  items: Type.Array(ActivityEntryResponse),
  hasNextPage: Type.Boolean(),
});
export type ActivityPage = Static<typeof ActivityPage>;

/** `GET /activity/actors`: who made the changes this service logged. */
export const ActivityActorsResponse = Type.Object({ ids: Type.Array(Type.String()) });
export type ActivityActorsResponse = Static<typeof ActivityActorsResponse>;
