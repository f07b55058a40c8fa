import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en, id } from './messageFiles';

/** Where the codes are written: the services' contract (each module's errors) and the services themselves. */
const sourceDirs = ['contracts', 'services'].map((dir) =>
  path.resolve(import.meta.dirname, '..', '..', dir),
);

/** Every `U-{area}-{module}-{n}` code the services can answer, read from their contract and source. */
function serviceCodes(): string[] {
  const codes = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        for (const match of readFileSync(full, 'utf8').matchAll(
          /'(U-(?:ACC|TRSY|INV)-[A-Z]+-\d+)'/g,
        ))
          codes.add(match[1]!);
      }
    }
  };
  for (const dir of sourceDirs) walk(dir);
  return [...codes].sort();
}

describe('service error codes', () => {
  it('finds the codes the services use', () => {
    expect(serviceCodes()).toEqual(expect.arrayContaining(['U-ACC-AU-1', 'U-TRSY-CP-2']));
  });

  it('every code has an English and an Indonesian message', () => {
    const missing = serviceCodes().flatMap((code) => [
      ...(`error.${code}` in en ? [] : [`en: error.${code}`]),
      ...(`error.${code}` in id ? [] : [`id: error.${code}`]),
    ]);
    expect(missing).toEqual([]);
  });

  it('no code means two things: each is defined once, as an error or as an import issue', () => {
    const seen = new Map<string, string[]>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
          // Doc comments' examples left out.
          const text = readFileSync(full, 'utf8')
            .split('\n')
            .filter((line) => !/^\s*\*/.test(line))
            .join('\n');
          // An error's definition (`code: 'U-…'`) or an import issue's message (`'U-…': '…'`).
          for (const match of text.matchAll(
            /code: '(U-(?:ACC|TRSY|INV)-[A-Z]+-\d+)'|'(U-(?:ACC|TRSY|INV)-[A-Z]+-\d+)': ['`]/g,
          )) {
            const code = (match[1] ?? match[2])!;
            seen.set(code, [...(seen.get(code) ?? []), path.relative(sourceDirs[0]!, full)]);
          }
        }
      }
    };
    walk(sourceDirs[0]!);
    expect(
      [...seen]
        .filter(([, places]) => places.length > 1)
        .map(([code, places]) => `${code}: ${places.join(', ')}`),
    ).toEqual([]);
  });
});
