/**
 * Waits until `check` holds, asking again every `stepMs`, for what lands
 * asynchronously (a NOTIFY, a message on a socket); fails the test when it
 * still does not hold after `ms`.
 */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  ms = 1_000,
  stepMs = 20,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still not so after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}
