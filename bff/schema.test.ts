import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isObjectType,
  isUnionType,
  type GraphQLNamedType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { assembleSchema, SCHEMA_PATH } from './schema.js';

/** The object types a subscription field answers: its own type, or each member of its union. */
function answeredTypes(type: GraphQLNamedType): GraphQLNamedType[] {
  return isUnionType(type) ? [...type.getTypes()] : [type];
}

describe('the public schema', () => {
  it('when the modules’ slices are assembled, they give the checked-in schema.graphql exactly (run `npm run schema` after changing a slice)', () => {
    expect(readFileSync(SCHEMA_PATH, 'utf8')).toBe(assembleSchema());
  });

  it('every subscription’s `change` field is an enum of the event vocabulary’s changes, never a free String', () => {
    const schema = buildSchema(assembleSchema());
    const changes = Object.values(schema.getSubscriptionType()!.getFields())
      .flatMap((field) => answeredTypes(getNamedType(field.type)))
      .filter(isObjectType)
      .flatMap((type) => {
        const change = type.getFields().change;
        return change ? [[type.name, getNamedType(change.type)] as const] : [];
      });
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.filter(([, type]) => !isEnumType(type)).map(([name]) => name)).toEqual([]);
  });
});
