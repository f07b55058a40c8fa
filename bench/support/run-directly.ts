/**
 * Runs a benchmark when its file is the script node was started with (`npx tsx bench/<name>.ts`), and
 * exits non-zero when it missed its target, as `npm run bench` does: a FAIL printed is a FAIL answered.
 */
export async function runWhenMain(
  moduleUrl: string,
  run: () => Promise<{ passed: boolean }>,
): Promise<void> {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  const result = await run();
  process.exitCode = result.passed ? 0 : 1;
}
