import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The schema members without a description, by coordinate (`Type`, `Type.field`, `Type.field(arg:)`,
 * `Input.field`, `Enum.VALUE`): every type, field, argument, input field and enum value is
 * described, because GraphiQL and introspection show the descriptions to integrators. GraphQL's own
 * types (introspection, the built-in scalars) are its to describe.
 */
function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const check = (coordinate: string, description: string | null | undefined) => {
    if (!description?.trim()) missing.push(coordinate);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    check(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type))
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.description);
        for (const arg of field.args)
          check(`${type.name}.${field.name}(${arg.name}:)`, arg.description);
      }
    if (isInputObjectType(type))
      for (const field of Object.values(type.getFields()))
        check(`${type.name}.${field.name}`, field.description);
    if (isEnumType(type))
      for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
  }
  return missing;
}

describe('descriptions in the public schema', () => {
  it('every type, field, argument, input field and enum value has one', () => {
    const schema = buildSchema(readFileSync(path.join(ROOT, 'schema.graphql'), 'utf8'));
    expect(
      undescribed(schema),
      'Describe each of these in its module’s bff/modules/<area>/schema.graphql (what it is, its unit or ' +
        'form, when it is null, the permission it needs), then `npm run schema`',
    ).toEqual([]);
  });

  it('the check finds each kind of member left undescribed, and leaves GraphQL’s own types alone', () => {
    const schema = buildSchema(`
      "Root."
      type Query {
        "Described."
        a(
          "Described."
          x: Int
          y: Int
        ): Kind
        b: Int
      }
      "Described."
      enum Kind {
        "Described."
        ONE
        TWO
      }
      input Filter {
        "Described."
        c: Int
        d: Int
      }
      interface Named {
        name: String
      }
    `);
    expect(undescribed(schema)).toEqual([
      'Query.a(y:)',
      'Query.b',
      'Kind.TWO',
      'Filter',
      'Filter.d',
      'Named',
      'Named.name',
    ]);
  });
});
