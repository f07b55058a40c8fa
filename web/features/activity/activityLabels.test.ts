import { describe, expect, it } from 'vitest';
import { en, id } from '../../i18n/messageFiles';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_ENTITIES,
  activityActionLabel,
  activityEntityLabel,
} from './activityLabels';

const catalogues: Record<string, Record<string, string>> = { en, id };

describe('activity log labels', () => {
  it('when any action or kind of record is shown, both languages label it', () => {
    const ids = [
      ...ACTIVITY_ACTIONS.map(activityActionLabel),
      ...ACTIVITY_ENTITIES.map(activityEntityLabel),
      activityEntityLabel('SOMETHING_NEW'),
    ].map((label) => label.id);
    for (const [language, catalogue] of Object.entries(catalogues)) {
      expect(ids.filter((key) => !(key in catalogue)).map((key) => `${language}:${key}`)).toEqual(
        [],
      );
    }
  });

  it('names REMOVE_RECONCILIATION and unknown kinds of record sensibly', () => {
    expect(activityActionLabel('REMOVE_RECONCILIATION')).toEqual({
      id: 'activity.action.removeReconciliation',
    });
    expect(activityEntityLabel('BANK_ACCOUNT')).toEqual({ id: 'activity.entity.bankAccount' });
    expect(activityEntityLabel('SOMETHING_NEW')).toEqual({ id: 'activity.entity.other' });
  });
});
