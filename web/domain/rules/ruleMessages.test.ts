import { describe, expect, it } from 'vitest';
import { en, id } from '../../i18n/messageFiles';
import { RULE_MESSAGES, ruleMessageIds } from './ruleMessages';

describe("the rules screens' words", () => {
  it('when either rules screen reads its words, both catalogues hold every one of them', () => {
    const ids = RULE_MESSAGES.flatMap((messages) => Object.values(ruleMessageIds(messages)));
    expect(ids).toHaveLength(42);
    expect(ids).toContain('cashFlow.rules.deleteDialog.confirm');
    expect(ids).toContain('reconciliation.rulesPage.form.enabled');
    expect(ids.filter((key) => !(key in en) || !(key in id))).toEqual([]);
  });
});
