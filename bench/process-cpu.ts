import { readFileSync } from 'node:fs';

/** A process's CPU seconds so far, from the kernel (user and system). */
export function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime, in the kernel's USER_HZ ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
