import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Kind, parse } from 'graphql';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SECURITY_EVENT_LABEL } from '../../../web/features/settings/securityEventLabel.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const ACCOUNT_SERVICE = join(ROOT, 'services', 'account');

/** The account service's source files, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

type RecordedEvents = {
  /** Every event name a `recordAuthEvent` call can write, with where it is written. */
  events: Map<string, string>;
  /** Calls whose event is not a string literal (or a ternary of them): the scan cannot vouch for them. */
  unreadable: string[];
};

/**
 * The `event` of every `recordAuthEvent(db, { …, event })` call, read from the
 * syntax tree: a string literal, or each branch of a ternary
 * (`event: ok ? 'A' : 'B'`), however the condition is written.
 */
function eventsRecordedByTheAccountService(): RecordedEvents {
  const events = new Map<string, string>();
  const unreadable: string[] = [];
  for (const file of sourceFiles(ACCOUNT_SERVICE)) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const where = (node: ts.Node) =>
      `${relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const collect = (expression: ts.Expression) => {
      if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
        events.set(expression.text, where(expression));
      } else if (ts.isConditionalExpression(expression)) {
        collect(expression.whenTrue);
        collect(expression.whenFalse);
      } else if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression)) {
        collect(expression.expression);
      } else {
        unreadable.push(`${where(expression)} ${expression.getText(source)}`);
      }
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = ts.isPropertyAccessExpression(node.expression)
          ? node.expression.name
          : node.expression;
        if (ts.isIdentifier(callee) && callee.text === 'recordAuthEvent') {
          const [, event] = node.arguments;
          const property =
            event && ts.isObjectLiteralExpression(event)
              ? event.properties.find(
                  (candidate): candidate is ts.PropertyAssignment =>
                    ts.isPropertyAssignment(candidate) &&
                    candidate.name.getText(source) === 'event',
                )
              : undefined;
          if (property) collect(property.initializer);
          else unreadable.push(`${where(node)} ${node.getText(source)}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { events, unreadable };
}

/** The values of `enum SecurityEventType` in the checked-in schema. */
function securityEventTypeValues(): string[] {
  const document = parse(readFileSync(join(ROOT, 'schema.graphql'), 'utf8'));
  const definition = document.definitions.find(
    (node) => node.kind === Kind.ENUM_TYPE_DEFINITION && node.name.value === 'SecurityEventType',
  );
  if (!definition || definition.kind !== Kind.ENUM_TYPE_DEFINITION)
    throw new Error('schema.graphql has no enum SecurityEventType');
  return (definition.values ?? []).map((value) => value.name.value);
}

describe('security activity events', () => {
  it('every write to auth_events goes through recordAuthEvent, so scanning its calls finds every event', () => {
    const writers = sourceFiles(ACCOUNT_SERVICE)
      .filter((file) => /insertInto\(\s*['"]auth_events['"]\s*\)/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(writers).toEqual([join('services', 'account', 'sessions', 'repository.ts')]);
  });

  it('every recordAuthEvent call names its event with string literals the scan can read', () => {
    const { events, unreadable } = eventsRecordedByTheAccountService();
    expect(unreadable).toEqual([]);
    expect(events.get('SIGNED_IN')).toMatch(/^services\/account\/sessions\/service\.ts:\d+$/);
    expect(events.has('BACKUP_CODES_REGENERATED')).toBe(true);
    expect(events.has('TRANSACTION_CODE_REFUSED')).toBe(true);
    expect(events.has('BACKUP_CODES')).toBe(false);
  });

  it('every event the account service records is a value of SecurityEventType', () => {
    const values = new Set(securityEventTypeValues());
    const { events } = eventsRecordedByTheAccountService();
    const missing = [...events]
      .filter(([event]) => !values.has(event))
      .map(([event, where]) => `${event} (${where})`);
    expect(missing).toEqual([]);
  });

  it('every value of SecurityEventType has a label in the web client', () => {
    const labelled = new Set(Object.keys(SECURITY_EVENT_LABEL));
    const unlabelled = securityEventTypeValues().filter((value) => !labelled.has(value));
    expect(unlabelled).toEqual([]);
  });
});
