import { createHash } from 'node:crypto';
import { defaultRule, propose } from '../../services/treasury/reconciliation/engine/engine.js';
import type {
  EngineItem,
  MatchingRule,
} from '../../services/treasury/reconciliation/engine/types.js';
import { generateSample } from './sample.js';

/**
 * A digest of everything the engine answers on the labelled sample (its
 * proposals and each line's candidates, in order): an optimisation that must
 * not change a single answer is checked by running this before and after.
 * `node --import tsx bench/reconciliation/fingerprint-engine.ts [lines] [seed]`.
 */
const lines = Number(process.argv[2] ?? 20_000);
const seed = process.argv[3] === undefined ? undefined : Number(process.argv[3]);
const sample = generateSample({ lines, ...(seed === undefined ? {} : { seed }) });
const json = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));
const rules: Record<string, MatchingRule[]> = {
  default: [{ ...defaultRule(), autoConfirmAt: 0.97 }],
  tolerant: [
    {
      ...defaultRule(),
      id: 'strict',
      require: { amount: true, counterparty: false, reference: true },
      autoConfirmAt: 0.95,
    },
    {
      ...defaultRule(),
      id: 'tolerant',
      amountTolerance: { absolute: 500_000n, relative: 0.01 },
      dateWindow: { before: 3, after: 5 },
    },
  ],
};
const withoutCounterparties: EngineItem[] = sample.items.map((item) => ({
  ...item,
  counterparty: null,
}));
for (const [name, ruleSet] of Object.entries(rules)) {
  for (const [variant, items] of [
    ['counterparties', sample.items],
    ['none', withoutCounterparties],
  ] as const) {
    // The proposals of a run that keeps no candidates (as the service runs it), and the candidates of one that does.
    const { proposals } = propose(sample.lines, items, ruleSet);
    const { candidatesByLine } = propose(sample.lines, items, ruleSet, { candidates: true });
    const hash = createHash('sha256');
    for (const proposal of proposals) hash.update(json(proposal));
    for (const line of sample.lines) hash.update(json(candidatesByLine.get(line.id) ?? null));
    console.log(
      `${name} ${variant}: ${proposals.length} proposals, ${candidatesByLine.size} lines with candidates, ${hash.digest('hex').slice(0, 16)}`,
    );
  }
}
