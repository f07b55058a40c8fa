import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SECURITY_EVENT_TYPES } from '../../../contracts/account/users.js';
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

  // recordAuthEvent takes its event typed from the contract's list (services/account/sessions/repository.ts),
  // so the compiler refuses any other, however the call passes it on.
  it('the contract’s security events are the values of SecurityEventType, one for one', () => {
    expect([...SECURITY_EVENT_TYPES].sort()).toEqual(securityEventTypeValues().sort());
  });

  it('every value of SecurityEventType has a label in the web client', () => {
    const labelled = new Set(Object.keys(SECURITY_EVENT_LABEL));
    const unlabelled = securityEventTypeValues().filter((value) => !labelled.has(value));
    expect(unlabelled).toEqual([]);
  });
});
