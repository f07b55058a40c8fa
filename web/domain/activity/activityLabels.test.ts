import { describe, expect, it } from 'vitest';
import { en, id } from '../../i18n/messageFiles';
import {
  ACTIVITY_ACTIONS,
  activityActionLabel,
  activityEntityLabel,
  labelledEntities,
} from './activityLabels';

const catalogues: Record<string, Record<string, string>> = { en, id };

describe('activity log labels', () => {
  it('when any action or kind of record is shown, both languages label it', () => {
    for (const [language, catalogue] of Object.entries(catalogues)) {
      const ids = [
        ...ACTIVITY_ACTIONS.map(activityActionLabel),
        ...labelledEntities(en).map((entity) => activityEntityLabel(entity, catalogue)),
        activityEntityLabel('SOMETHING_NEW', catalogue),
      ].map((label) => label.id);
      expect(ids.filter((key) => !(key in catalogue)).map((key) => `${language}:${key}`)).toEqual(
        [],
      );
      expect(ids.filter((key) => key === 'activity.entity.other')).toHaveLength(1);
    }
  });

  it('reads the kinds of record from the catalogue, and names REMOVE_RECONCILIATION and unknown kinds sensibly', () => {
    expect(
      labelledEntities({
        'activity.entity.bankAccount': '',
        'activity.entity.other': '',
        'activity.entity.bill': '',
        'nav.bills': '',
      }),
    ).toEqual(['BANK_ACCOUNT', 'BILL']);
    expect(activityActionLabel('REMOVE_RECONCILIATION')).toEqual({
      id: 'activity.action.removeReconciliation',
    });
    expect(activityEntityLabel('BANK_ACCOUNT', en)).toEqual({ id: 'activity.entity.bankAccount' });
    expect(activityEntityLabel('SOMETHING_NEW', en)).toEqual({ id: 'activity.entity.other' });
  });
});
