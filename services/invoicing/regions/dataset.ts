import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { RegionLevel } from '../../../contracts/invoicing/regions.js';
import { displayName } from './display-name.js';

/** One region of the dataset: its Kemendagri code, its name as shown, its level and the code of the region it lies in. */
export type Region = { code: string; name: string; level: RegionLevel; parentCode: string | null };

/** The regions by code, and each region's children sorted by name (the provinces under ''); undefined for a code without children. */
export type RegionDataset = {
  byCode: ReadonlyMap<string, Region>;
  childrenOf: (parentCode: string) => readonly Region[] | undefined;
};

/**
 * The files of `idn-area-data` (pinned to 3.1.2: 4.x needs Node 22), one per
 * level, each `code,<parent>_code,name` (provinces `code,name`). The package's
 * own reader is asynchronous; the service reads the same files synchronously,
 * once, so that `isDistrict` can serve a synchronous check (formats/indonesia.ts
 * `nikIssue`). The code is MIT; the data is under the Open Database License
 * (ODbL 1.0, the package's data/LICENSE.md), which lets us use and ship it with
 * attribution.
 */
const FILES: readonly { level: RegionLevel; file: string; parentColumn: string | null }[] = [
  { level: 'PROVINCE', file: 'provinces.csv', parentColumn: null },
  { level: 'REGENCY', file: 'regencies.csv', parentColumn: 'province_code' },
  { level: 'DISTRICT', file: 'districts.csv', parentColumn: 'regency_code' },
  { level: 'VILLAGE', file: 'villages.csv', parentColumn: 'district_code' },
];

const DATA_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('idn-area-data/package.json')),
  'data',
);
const byName = new Intl.Collator('id', { sensitivity: 'base', numeric: true });

/**
 * Reads the four files into memory maps. A real CSV parser reads them: no name
 * holds a comma today, but some hold a bare `"` (`Soka"an`, as the source
 * writes it), which `relax_quotes` keeps as a character.
 */
export function loadRegionDataset(dataDir: string = DATA_DIR): RegionDataset {
  const byCode = new Map<string, Region>();
  const children = new Map<string, Region[]>();
  for (const { level, file, parentColumn } of FILES) {
    const rows: Record<string, string>[] = parse(readFileSync(path.join(dataDir, file), 'utf8'), {
      columns: true,
      relax_quotes: true,
      skip_empty_lines: true,
    });
    for (const row of rows) {
      const parentCode = parentColumn ? row[parentColumn]! : null;
      const region: Region = { code: row.code!, name: displayName(row.name!), level, parentCode };
      byCode.set(region.code, region);
      const siblings = children.get(parentCode ?? '');
      if (siblings) siblings.push(region);
      else children.set(parentCode ?? '', [region]);
    }
  }
  // Each list is sorted when first asked for: sorting all 91,592 names up front would double the load.
  const sorted = new Set<string>();
  const childrenOf = (parentCode: string) => {
    const list = children.get(parentCode);
    if (list && !sorted.has(parentCode)) {
      list.sort((a, b) => byName.compare(a.name, b.name) || a.code.localeCompare(b.code));
      sorted.add(parentCode);
    }
    return list;
  };
  return { byCode, childrenOf };
}

let loaded: RegionDataset | null = null;

/** The dataset, read on first use and kept for the life of the process. */
export function regionDataset(): RegionDataset {
  loaded ??= loadRegionDataset();
  return loaded;
}
