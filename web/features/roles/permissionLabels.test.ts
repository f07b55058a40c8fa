import { describe, expect, it } from 'vitest';
import { PERMISSION_AREAS } from '../../../contracts/account/permissions';
import { en, id } from '../../i18n/messageFiles';
import { permissionActionLabel, permissionAreaLabel } from './permissionLabels';

const catalogues: Record<string, Record<string, string>> = { en, id };
const areas = Object.keys(PERMISSION_AREAS);
const actions = [...new Set(Object.values(PERMISSION_AREAS).flat())];

describe('permission labels', () => {
  it('when a permission is named area:action, its labels are the area and the action messages', () => {
    expect(permissionAreaLabel('payments')).toEqual({ id: 'permission.area.payments' });
    expect(permissionActionLabel('reconciliation:auto-reconcile')).toEqual({
      id: 'permission.action.auto-reconcile',
    });
    expect(permissionActionLabel('approve')).toEqual({ id: 'permission.action.approve' });
  });

  it('when the permission catalogue has an area, both languages label it', () => {
    expect(areas).toHaveLength(26);
    for (const [language, catalogue] of Object.entries(catalogues)) {
      const missing = areas
        .map((area) => permissionAreaLabel(area).id)
        .filter((key) => !(key in catalogue));
      expect(missing, language).toEqual([]);
    }
  });

  it('when the permission catalogue has an action, both languages label it', () => {
    expect(actions).toHaveLength(14);
    for (const [language, catalogue] of Object.entries(catalogues)) {
      const missing = actions
        .map((action) => permissionActionLabel(action).id)
        .filter((key) => !(key in catalogue));
      expect(missing, language).toEqual([]);
    }
  });

  it('when a permission label exists, it belongs to the catalogue (no label outlives its permission)', () => {
    const expected = [
      ...areas.map((area) => permissionAreaLabel(area).id),
      ...actions.map((action) => permissionActionLabel(action).id),
    ].sort();
    for (const catalogue of Object.values(catalogues)) {
      expect(
        Object.keys(catalogue)
          .filter((key) => key.startsWith('permission.'))
          .sort(),
      ).toEqual(expected);
    }
  });
});
