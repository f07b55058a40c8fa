import { Type, type TSchema } from 'typebox';

/**
 * The shapes the lists of rules kept in an order of their own share (the
 * cash-flow categorisation rules, the reconciliation rules): the list in
 * that order, and the body that sets a new one.
 */

/** An organisation's rules of `rule`'s shape, the first tried first. */
export const RulesInOrder = <Rule extends TSchema>(rule: Rule) =>
  Type.Array(rule, { description: 'In priority order, the first tried first.' });

/** A new order of the organisation's rules, of which it may have `maxRules`: their ids, at most twice as many. */
export const RuleReorderBodyOf = (maxRules: number) =>
  Type.Object(
    {
      ruleIds: Type.Array(Type.String({ format: 'uuid' }), {
        maxItems: maxRules * 2,
        description:
          'Every rule of the organisation, once each, in the new order (the first is tried first).',
      }),
    },
    { additionalProperties: false },
  );
