import { describe, expect, it } from 'vitest';
import { en, id } from '../../i18n/messageFiles';
import {
  ACTION_WORDS,
  KIND_WORDS,
  METHOD_LABEL,
  PAYMENT_STATUS_TONES,
  TAB_LABEL,
} from './paymentLabels';

/** The message ids the screens build from tables and action names rather than write out. */
function builtIds(): string[] {
  return [
    ...Object.values(PAYMENT_STATUS_TONES).map((tone) => tone.label.id),
    ...Object.values(TAB_LABEL).map((label) => label.id),
    ...Object.values(METHOD_LABEL).flatMap((label) => [label.name.id, label.speed.id]),
    ...Object.values(KIND_WORDS).flatMap((words) => Object.values(words).map((word) => word.id)),
    ...Object.values(ACTION_WORDS).flatMap((words) => [words.button.id, words.done.id]),
    ...['approve', 'resend', 'reject', 'cancel'].flatMap((dialog) => [
      `payments.${dialog}.title`,
      `payments.${dialog}.intro`,
      `payments.${dialog}.submit`,
    ]),
  ];
}

describe('the payments screens’ words', () => {
  it('every status, tab, method, action and dialog has its words in English and Indonesian', () => {
    for (const catalogue of [en, id] as Record<string, string>[]) {
      expect(builtIds().filter((key) => !(key in catalogue))).toEqual([]);
    }
  });

  it('the tabs read as the spec names them', () => {
    const messages = en as Record<string, string>;
    expect(Object.values(TAB_LABEL).map((label) => messages[label.id])).toEqual([
      'All',
      'Needs Approval',
      'Scheduled',
      'In Progress',
      'Sent',
      'Failed',
      'Cancelled/Rejected',
    ]);
  });
});
