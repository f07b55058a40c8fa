import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURES = path.join(import.meta.dirname, 'features');
const AREA_PATHS = import.meta.glob<readonly string[]>('./features/*/paths.ts', {
  eager: true,
  import: 'AREA_PATHS',
});

/**
 * The paths an area's routes module declares, read from its source as the
 * router sees them: a route object's `path: '/…'`, or a route-making helper's
 * first argument (`ordersRoute('/payments', …)`).
 */
function declaredPaths(area: string): string[] {
  const file = readdirSync(path.join(FEATURES, area)).find((name) => name.endsWith('Routes.tsx'));
  if (!file) return [];
  const source = readFileSync(path.join(FEATURES, area, file), 'utf8');
  return [...source.matchAll(/(?:path: |\w+Route\()'(\/[^']*)'/g)].map((match) => match[1]!);
}

describe('area routes', () => {
  const areas = readdirSync(FEATURES).filter(
    (area) => declaredPaths(area).length > 0 || `./features/${area}/paths.ts` in AREA_PATHS,
  );

  it('are found: an area with a routes module lists its paths in paths.ts', () => {
    expect(areas.length).toBeGreaterThanOrEqual(14);
    expect(areas.filter((area) => !(`./features/${area}/paths.ts` in AREA_PATHS))).toEqual([]);
  });

  it.each(areas)('%s: paths.ts names exactly the paths its routes module answers', (area) => {
    const listed = [...AREA_PATHS[`./features/${area}/paths.ts`]!].sort();
    expect(listed).toEqual([...new Set(declaredPaths(area))].sort());
  });
});
