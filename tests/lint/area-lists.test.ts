import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { activityAreaList, areaLists, bffAreaList } from '../../scripts/area-lists.js';
import { plantFiles } from '../support/planted-files.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A copy of the folders the lists are written from, to plant an area in. */
function copyOfTheAreas(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'kas-area-lists-'));
  cpSync(path.join(ROOT, 'bff/modules'), path.join(root, 'bff/modules'), { recursive: true });
  cpSync(path.join(ROOT, 'contracts'), path.join(root, 'contracts'), { recursive: true });
  return root;
}

describe('the lists that join the areas', () => {
  it('are what the areas’ folders give (run `npm run areas` after adding an area)', async () => {
    for (const { file, text } of await areaLists(ROOT))
      expect(readFileSync(file, 'utf8'), path.relative(ROOT, file)).toBe(text);
  });

  it('take in a new area from its folders alone', async () => {
    const root = copyOfTheAreas();
    plantFiles(root, {
      'bff/modules/delivery-notes/index.ts':
        'export const deliveryNotesModule = defineModule({});\n',
      'contracts/invoicing/delivery-notes.ts':
        "export const DELIVERY_NOTES_ACTIVITY = areaActivity(['SALES_ORDER'], {});\n",
    });
    const bff = (await bffAreaList(root)).text;
    expect(bff).toContain("import { deliveryNotesModule } from './delivery-notes/index.js';");
    expect(bff).toMatch(/^ {2}deliveryNotes: deliveryNotesModule,$/m);
    const activity = (await activityAreaList(root)).text;
    expect(activity).toContain(
      "import { DELIVERY_NOTES_ACTIVITY } from './invoicing/delivery-notes.js';",
    );
    expect(activity).toMatch(/^ {2}DELIVERY_NOTES_ACTIVITY,$/m);
  });

  it('refuse a module folder whose index does not export its module by the folder’s name', async () => {
    const root = copyOfTheAreas();
    plantFiles(root, {
      'bff/modules/delivery-notes/index.ts': 'export const ordersModule = defineModule({});\n',
    });
    await expect(bffAreaList(root)).rejects.toThrow(
      'bff/modules/delivery-notes/index.ts does not export deliveryNotesModule',
    );
  });

  it('leave out the shared base, which the module index puts first itself', async () => {
    const bff = (await bffAreaList(ROOT)).text;
    for (const base of ['scalarsModule', 'commonModule', 'nodeModule'])
      expect(bff).not.toContain(base);
  });
});
