import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, visit, type ASTNode } from 'graphql';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** How a deprecation reason ends: the last day the deprecated part is still served. */
const REMOVAL_DATE = /Removed after (\d{4}-\d{2}-\d{2})\.$/;

/** A schema member's coordinate (`Type.field`, `Type.field(arg:)`, `Input.field`, `Enum.VALUE`) from its ancestors. */
function coordinate(ancestors: readonly (ASTNode | readonly ASTNode[])[]): string {
  const named = ancestors.filter(
    (node): node is ASTNode & { name: { value: string } } => !Array.isArray(node) && 'name' in node,
  );
  return named
    .map((node, i) =>
      node.kind === Kind.INPUT_VALUE_DEFINITION && named[i - 1]?.kind === Kind.FIELD_DEFINITION
        ? `(${node.name.value}:)`
        : `${i > 0 ? '.' : ''}${node.name.value}`,
    )
    .join('');
}

/**
 * Each `@deprecated` in an SDL text whose reason does not end in "Removed after YYYY-MM-DD." with
 * a real date, as `coordinate: reason`.
 */
function deprecationsWithoutRemovalDate(sdl: string): string[] {
  const found: string[] = [];
  visit(parse(sdl), {
    Directive(node, _key, _parent, _path, ancestors) {
      if (node.name.value !== 'deprecated') return;
      const argument = node.arguments?.find((arg) => arg.name.value === 'reason');
      const reason = argument?.value.kind === Kind.STRING ? argument.value.value : '';
      const date = REMOVAL_DATE.exec(reason)?.[1];
      const real =
        date !== undefined && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);
      if (!real) found.push(`${coordinate(ancestors)}: ${reason || '(no reason)'}`);
    },
  });
  return found;
}

describe('deprecations in the public schema', () => {
  it('each say why, what to use instead and the last day they are served: "… Removed after 2027-03-31."', () => {
    const sdl = readFileSync(path.join(ROOT, 'schema.graphql'), 'utf8');
    expect(
      deprecationsWithoutRemovalDate(sdl),
      'Give each @deprecated(reason:) in the modules’ schema.graphql a reason that ends in ' +
        '"Removed after YYYY-MM-DD." (docs/integrators.md, "Versioning and deprecation"), then `npm run schema`',
    ).toEqual([]);
  });

  it('the check finds a deprecation without a date, without a reason, or with a date that is no day', () => {
    const sdl = `
      type Query {
        "Old."
        a: Int @deprecated(reason: "Use \`b\`.")
        "Older."
        c(d: Int @deprecated): Int
        "Kept."
        e: Int @deprecated(reason: "Use \`b\`. Removed after 2027-03-31.")
        "Wrong day."
        f: Int @deprecated(reason: "Use \`b\`. Removed after 2027-02-30.")
      }
      input Filter {
        "Old."
        g: Int @deprecated(reason: "Use h.")
        "New."
        h: Int
      }
      enum Kind {
        "Gone."
        OLD @deprecated(reason: "Use NEW. Removed on 2027-03-31.")
        "New."
        NEW
      }
    `;
    expect(deprecationsWithoutRemovalDate(sdl)).toEqual([
      'Query.a: Use `b`.',
      'Query.c(d:): (no reason)',
      'Query.f: Use `b`. Removed after 2027-02-30.',
      'Filter.g: Use h.',
      'Kind.OLD: Use NEW. Removed on 2027-03-31.',
    ]);
  });
});
