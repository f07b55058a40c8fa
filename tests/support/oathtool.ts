import { execFileSync } from 'node:child_process';

/**
 * A TOTP code from oathtool, an implementation independent of ours (Debian's
 * `oathtool` package), for the step `offsetSteps` away from now.
 */
export function oathtoolCode(base32Secret: string, offsetSteps = 0): string {
  const at = Math.floor(Date.now() / 1000) + offsetSteps * 30;
  return execFileSync('oathtool', ['--totp', '--base32', base32Secret, '--now', `@${at}`], { encoding: 'utf8' }).trim();
}
