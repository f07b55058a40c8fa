import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Files to plant: each file's text by its path relative to the folder. */
export type PlantedFiles = Record<string, string>;

/** Writes each file under `root`, making the folders it stands in. */
export function plantFiles(root: string, files: PlantedFiles): void {
  for (const [file, text] of Object.entries(files)) {
    const target = path.join(root, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
}

/** A new temporary folder named from `prefix`, holding only the planted files: its path. */
export function plantedFolder(prefix: string, files: PlantedFiles): string {
  const root = mkdtempSync(path.join(os.tmpdir(), prefix));
  plantFiles(root, files);
  return root;
}
