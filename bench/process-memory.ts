import { readdirSync, readFileSync } from 'node:fs';

/** The kernel's figures for a process: resident set now and its peak (high-water mark) so far, in bytes. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kilobytes('VmRSS'), peak: kilobytes('VmHWM') };
}

/** The child processes of `parent` whose command line (or title) holds `name`. */
function childrenNamed(parent: number, name: string): number[] {
  const found: number[] = [];
  for (const task of readdirSync(`/proc/${parent}/task`)) {
    let children = '';
    try {
      children = readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8');
    } catch {
      continue;
    }
    for (const pid of children.split(' ').filter(Boolean).map(Number)) {
      try {
        if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(name)) found.push(pid);
      } catch {
        // it has just ended
      }
    }
  }
  return found;
}

export type ChildMemory = { cmdline: string; peak: number };

/**
 * Samples, every `everyMs`, the product process's resident set and the peak of
 * each of its work processes named `name` (`import-worker`,
 * `matching-worker`): a work process's peak is its kernel high-water mark,
 * read until it ends. `stop` answers the product's resident set before and
 * its peak meanwhile, and each work process seen, by pid, with its last
 * command line (a process names itself after its order) and its peak.
 */
export function sampleWorkProcesses(parent: number, name: string, everyMs = 20) {
  const before = memoryOf(parent);
  let productPeak = before.rss;
  const seen = new Map<number, ChildMemory>();
  const sample = () => {
    productPeak = Math.max(productPeak, memoryOf(parent).rss);
    for (const pid of childrenNamed(parent, name)) {
      try {
        const memory = memoryOf(pid);
        // Read again each time: the process kept ready ahead of an order is named after it when it takes it.
        const entry = seen.get(pid) ?? { cmdline: '', peak: 0 };
        entry.cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        entry.peak = Math.max(entry.peak, memory.rss, memory.peak);
        seen.set(pid, entry);
      } catch {
        // it has just ended
      }
    }
  };
  const timer = setInterval(sample, everyMs);
  return {
    stop(): { product: { before: number; peak: number }; children: Map<number, ChildMemory> } {
      clearInterval(timer);
      sample();
      return { product: { before: before.rss, peak: productPeak }, children: seen };
    },
  };
}
