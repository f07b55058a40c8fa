/** The catalogue prefixes of the two rules screens: the cash flow's categorisation rules and the reconciliation's matching rules. */
export const RULE_MESSAGES = ['cashFlow.rules', 'reconciliation.rulesPage'] as const;
export type RuleMessages = (typeof RULE_MESSAGES)[number];

/**
 * The ids a rules screen reads under its catalogue prefix: the list, a card,
 * the editor and the delete dialog (ruleMessages.test.ts checks that both
 * catalogues hold them for both screens).
 *
 * @example ruleMessageIds('cashFlow.rules').reordered // 'cashFlow.rules.reordered'
 */
export function ruleMessageIds(messages: RuleMessages) {
  const id = (suffix: string) => `${messages}.${suffix}`;
  return {
    add: id('add'),
    emptyTitle: id('emptyTitle'),
    emptyBody: id('emptyBody'),
    reordered: id('reordered'),
    priority: id('priority'),
    enabled: id('enabled'),
    disabled: id('disabled'),
    createTitle: id('createTitle'),
    editTitle: id('editTitle'),
    name: id('form.name'),
    enabledField: id('form.enabled'),
    preview: id('preview'),
    cancel: id('cancel'),
    create: id('create'),
    save: id('save'),
    created: id('created'),
    updated: id('updated'),
    deleted: id('deleted'),
    deleteTitle: id('deleteDialog.title'),
    deleteBody: id('deleteDialog.body'),
    deleteConfirm: id('deleteDialog.confirm'),
  };
}
