import { execFileSync } from 'node:child_process';

/**
 * The lines `git grep -n <options>` finds in the tracked files under `root`,
 * each as `path:line: text`; none when nothing matches (git grep answers 1
 * then). Any other failure is thrown.
 */
export function gitGrep(root: string, options: readonly string[]): string[] {
  try {
    return execFileSync('git', ['grep', '-n', ...options], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
  } catch (error) {
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}
