import { Readable } from 'node:stream';

/**
 * Reads an uploaded file up to the end of its first line (or `maxBytes`), so
 * an import can tell the file's delimiter before its CSV parser starts, and
 * answers what was read with the whole file again as a stream. Every chunk,
 * of the head and after it, reports the bytes read so far to `onProgress`
 * (the runner's progress).
 */
export async function readFirstLine(
  source: AsyncIterable<Buffer | string>,
  onProgress: (bytes: number) => void,
  maxBytes = 64 * 1024,
): Promise<{ head: string; file: Readable }> {
  const iterator = source[Symbol.asyncIterator]();
  let bytes = 0;
  const counted = (value: Buffer | string): Buffer => {
    const chunk = typeof value === 'string' ? Buffer.from(value) : value;
    bytes += chunk.length;
    onProgress(bytes);
    return chunk;
  };
  const head: Buffer[] = [];
  let text = '';
  while (!/[\r\n]/.test(text) && bytes < maxBytes) {
    const next = await iterator.next();
    if (next.done) break;
    const chunk = counted(next.value);
    head.push(chunk);
    text += chunk.toString('utf8');
  }
  async function* chunks() {
    yield* head;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield counted(next.value);
    }
  }
  return { head: text, file: Readable.from(chunks()) };
}
