import { checkSample, generateSample } from './sample.js';

/**
 * Prints a labelled sample to look at: 30 example lines with the items they
 * truly pay, the lines and items of each situation, and the self-check's
 * verdict; then times a full-size sample (100,000 lines by default).
 *
 *   node --import tsx bench/reconciliation/print-sample.ts [lines] [seed]
 */
const lines = Number(process.argv[2] ?? 2000);
const seed = process.argv[3] === undefined ? undefined : Number(process.argv[3]);
const sample = generateSample({ lines, seed });
const items = new Map(sample.items.map((item) => [item.id, item]));
const money = (cents: bigint) =>
  (cents / 100n).toLocaleString('en-US') +
  (cents % 100n ? `.${String(cents % 100n).padStart(2, '0')}` : '');

const step = Math.max(1, Math.floor(sample.lines.length / 30));
for (let index = 0; index < sample.lines.length && index / step < 30; index += step) {
  const line = sample.lines[index]!;
  console.log(
    `${line.id} ${line.date} ${line.bankAccountId.split('-')[2]!.padEnd(7)} ${line.direction.padEnd(6)} ${money(line.open).padStart(15)}  ${line.description}${line.reference ? `  [ref ${line.reference}]` : ''}`,
  );
  const paid = sample.truth.get(line.id)?.itemIds ?? [];
  if (!paid.length) console.log('    pays nothing expected');
  for (const id of paid) {
    const item = items.get(id)!;
    console.log(
      `    pays ${item.id} ${item.date} ${money(item.open).padStart(15)}  ${item.counterparty?.names.join(' / ')}  refs ${item.references.join(', ')}`,
    );
  }
}

console.log(`\n${sample.lines.length} lines, ${sample.items.length} items`);
for (const [name, counts] of Object.entries(sample.situations).sort(
  (a, b) => b[1].lines - a[1].lines,
)) {
  console.log(
    `  ${name.padEnd(30)} ${String(counts.lines).padStart(7)} lines (${((counts.lines / sample.lines.length) * 100).toFixed(1).padStart(4)}%) ${String(counts.items).padStart(7)} items`,
  );
}
const paidItems = new Set([...sample.truth.values()].flatMap((entry) => entry.itemIds));
console.log(
  `  lines with nothing expected: ${[...sample.truth.values()].filter((entry) => !entry.itemIds.length).length}; items no line pays: ${sample.items.length - paidItems.size}`,
);

const problems = checkSample(sample);
console.log(
  problems.length
    ? `self-check: ${problems.length} problems\n  ${problems.slice(0, 20).join('\n  ')}`
    : 'self-check: sound',
);

const full = Number(process.env.SAMPLE_FULL_LINES ?? 100_000);
if (full > 0) {
  const started = performance.now();
  const large = generateSample({ lines: full, seed });
  const generated = performance.now();
  const largeProblems = checkSample(large);
  console.log(
    `${full} lines, ${large.items.length} items generated in ${((generated - started) / 1000).toFixed(2)} s, checked in ${((performance.now() - generated) / 1000).toFixed(2)} s: ${largeProblems.length ? `${largeProblems.length} problems` : 'sound'}`,
  );
  for (const [name, counts] of Object.entries(large.situations).sort(
    (a, b) => b[1].lines - a[1].lines,
  )) {
    console.log(
      `  ${name.padEnd(30)} ${String(counts.lines).padStart(7)} lines (${((counts.lines / large.lines.length) * 100).toFixed(1).padStart(4)}%) ${String(counts.items).padStart(7)} items`,
    );
  }
}
process.exitCode = problems.length ? 1 : 0;
