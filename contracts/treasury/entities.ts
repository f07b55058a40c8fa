import { areaActivity } from '../common/activity-text.js';
import { Type, type Static } from 'typebox';
import { defineErrors, nameRequiredError } from '../common/errors.js';

export { IdParams } from '../common/schemas.js';

/** The longest entity name. */
export const ENTITY_NAME_MAX = 120;

export const EntityResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  isDefault: Type.Boolean({
    description: 'The organisation’s default entity: it cannot be renamed or deleted.',
  }),
  bankAccountCount: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type EntityResponse = Static<typeof EntityResponse>;

export const EntityListResponse = Type.Object({ items: Type.Array(EntityResponse) });
export type EntityListResponse = Static<typeof EntityListResponse>;

/** A new entity, or a new name for one. */
export const EntityNameBody = Type.Object(
  { name: Type.String({ maxLength: 500 }) },
  { additionalProperties: false },
);
export type EntityNameBody = Static<typeof EntityNameBody>;

export const entityErrors = defineErrors({
  nameExists: {
    status: 409,
    code: 'U-TRSY-EN-1',
    message: 'An entity with this name already exists.',
    field: 'name',
  },
  defaultProtected: {
    status: 409,
    code: 'U-TRSY-EN-2',
    message: 'The default entity cannot be renamed or deleted.',
  },
  holdsAccounts: {
    status: 409,
    code: 'U-TRSY-EN-3',
    message: 'This entity holds bank accounts. Move them to another entity first.',
  },
  notFound: { status: 404, code: 'U-TRSY-EN-4', message: 'Entity not found.' },
  nameRequired: nameRequiredError('U-TRSY-EN-5', 'entity', ENTITY_NAME_MAX),
});

/** What this area writes to the activity log: the kinds of record it names, and each message's English text (the entry's `summary`) from typed values; joined in contracts/activity-log.ts. */
export const ENTITIES_ACTIVITY = areaActivity(['ENTITY'], {
  ENTITY_CREATED: (v: { name: string }) => `Entity ${v.name} created`,
  ENTITY_RENAMED: (v: { name: string; newName: string }) =>
    `Entity ${v.name} renamed to ${v.newName}`,
  ENTITY_DELETED: (v: { name: string }) => `Entity ${v.name} deleted`,
});
