import { describe, expect, it } from 'vitest';
import { en, id } from '../../i18n/messageFiles';
import { CONTROL_MESSAGES, CONTROLS, controlMessage } from './paymentControls';

describe('the payment controls table', () => {
  it('when a control builds its message ids, both catalogues have every one', () => {
    const ids = CONTROLS.flatMap((control) =>
      CONTROL_MESSAGES.map((message) => controlMessage(control, message).id),
    );
    expect(ids).toContain('controls.selfApproval.turnedOff');
    for (const catalogue of [en, id] as Record<string, string>[]) {
      expect(ids.filter((key) => !(key in catalogue))).toEqual([]);
    }
  });
});
