import { execFileSync } from 'node:child_process';

/**
 * A TOTP code from oathtool, an implementation independent of ours (Debian's
 * `oathtool` package), for the step `offsetSteps` away from now.
 */
export function oathtoolCode(base32Secret: string, offsetSteps = 0): string {
  const at = Math.floor(Date.now() / 1000) + offsetSteps * 30;
  return execFileSync('oathtool', ['--totp', '--base32', base32Secret, '--now', `@${at}`], {
    encoding: 'utf8',
  }).trim();
}

/**
 * A six-digit code that is none of the authenticator's codes for the steps next to now (the
 * ones a service accepts): 000000, or 111111 should 000000 happen to be one of them.
 */
export const wrongTotpCode = (base32Secret: string): string =>
  [-1, 0, 1].some((offset) => oathtoolCode(base32Secret, offset) === '000000')
    ? '111111'
    : '000000';

/** The TOTP time step of now (30 s steps). */
export const currentStep = () => Math.floor(Date.now() / 30_000);

/**
 * Confirms a new authenticator app with oathtool's code of the step before
 * now, sent by `confirm` (true when the service accepts it), and answers the
 * codes of the steps from then on, one per call: the service spends each
 * step once and takes those next to now. A confirmation refused because a
 * step boundary passed on the way (the service then reads the code as two
 * steps old: under load, one member in twenty) is sent again with a fresh
 * code; any other refusal throws. `codes` caps how many a test may take.
 */
export async function confirmAuthenticator(
  secret: string,
  confirm: (code: string) => Promise<boolean>,
  options: { codes?: number } = {},
): Promise<() => string> {
  let base = currentStep();
  while (!(await confirm(oathtoolCode(secret, -1)))) {
    if (currentStep() === base) throw new Error('the authenticator set-up was refused');
    base = currentStep();
  }
  let used = 0;
  return () => {
    if (options.codes !== undefined && used === options.codes)
      throw new Error(`a test approver has ${options.codes} codes`);
    return oathtoolCode(secret, base + used++ - currentStep());
  };
}
