import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where a service keeps its files: the folder given, else STORAGE_DIR, else `files` under DATA_DIR (`./.data`), resolved. */
export function storageDirOf(given: string | undefined): string {
  return path.resolve(
    given ?? (process.env.STORAGE_DIR || path.resolve(process.env.DATA_DIR || './.data', 'files')),
  );
}

/** What a stored file came to. */
export type StoredFile = { key: string; size: number; sha256: string };

/** Why a file was refused while it streamed in. */
export class StorageLimitError extends Error {
  constructor(
    readonly reason: 'TOO_LARGE' | 'WRONG_TYPE',
    message: string,
  ) {
    super(message);
  }
}

export type PutOptions = {
  /** Refuse the file as soon as more than this many bytes arrive. */
  maxBytes: number;
  /** Judges the file by its first bytes (up to 64 KiB, or all of a smaller file); return a reason to refuse it. */
  sniff?: (head: Buffer) => string | null;
};

/**
 * Where uploads and exports are kept. The default is a local folder; a
 * deployment with many instances puts an S3-compatible store behind the same
 * three calls.
 */
export interface FileStorage {
  /** Streams a file in, enforcing the limit and the content check while it arrives; nothing is kept of a refused file. */
  put(prefix: string, source: Readable, options: PutOptions): Promise<StoredFile>;
  /** Streams a stored file out. */
  get(key: string): Readable;
  delete(key: string): Promise<void>;
}

const SNIFF_BYTES = 64 * 1024;

/** Counts, hashes and checks the bytes going past, and stops the stream at the limit. */
class Inspector extends Transform {
  size = 0;
  private readonly hash = createHash('sha256');
  private head: Buffer[] = [];
  private headSize = 0;
  private sniffed = false;

  constructor(private readonly options: PutOptions) {
    super();
  }

  override _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    done: (error?: Error | null, data?: Buffer) => void,
  ): void {
    this.size += chunk.length;
    if (this.size > this.options.maxBytes) {
      done(
        new StorageLimitError(
          'TOO_LARGE',
          `The file is larger than ${this.options.maxBytes} bytes.`,
        ),
      );
      return;
    }
    this.hash.update(chunk);
    if (!this.sniffed) {
      this.head.push(chunk);
      this.headSize += chunk.length;
      if (this.headSize >= SNIFF_BYTES) {
        const refused = this.sniff();
        if (refused) return done(new StorageLimitError('WRONG_TYPE', refused));
      }
    }
    done(null, chunk);
  }

  override _flush(done: (error?: Error | null) => void): void {
    const refused = this.sniffed ? null : this.sniff();
    done(refused ? new StorageLimitError('WRONG_TYPE', refused) : null);
  }

  private sniff(): string | null {
    this.sniffed = true;
    const head = Buffer.concat(this.head).subarray(0, SNIFF_BYTES);
    this.head = [];
    return this.options.sniff?.(head) ?? null;
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}

/** Files in a folder on this machine, under `<root>/<prefix>/<uuid>`. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!/^[\w-]+(\/[\w.-]+)+$/.test(key) || key.includes('..'))
      throw new Error(`Invalid storage key ${key}`);
    return path.join(this.root, key);
  }

  async put(prefix: string, source: Readable, options: PutOptions): Promise<StoredFile> {
    const key = `${prefix}/${randomUUID()}`;
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const inspector = new Inspector(options);
    // The source is piped in rather than made part of the pipeline: a refused
    // file must not destroy it. An HTTP request body that is destroyed half-way
    // stops Node reading the connection, and the caller's answer and the
    // connection's next request would wait behind the unread rest; left alone,
    // the caller drains it (source.resume()) and the connection stays usable.
    const broken = (error?: Error) =>
      inspector.destroy(error ?? new Error('The upload ended before the whole file arrived.'));
    const closed = () => {
      if (!source.readableEnded) broken();
    };
    source.once('error', broken).once('close', closed).pipe(inspector);
    try {
      await pipeline(inspector, createWriteStream(target, { flags: 'wx' }));
    } catch (error) {
      source.unpipe(inspector);
      await fs.rm(target, { force: true });
      throw error;
    } finally {
      source.off('error', broken).off('close', closed);
    }
    return { key, size: inspector.size, sha256: inspector.digest() };
  }

  get(key: string): Readable {
    return createReadStream(this.pathOf(key), { highWaterMark: 256 * 1024 });
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }
}

/**
 * Whether the first bytes of a file look like a CSV (text) rather than a
 * spreadsheet, PDF, image or other binary: the spec accepts CSV only for bulk
 * imports, and an .xlsx renamed to .csv should be refused with a clear word.
 */
export function csvSniff(head: Buffer): string | null {
  if (head.length === 0) return null;
  const magic = head.subarray(0, 4).toString('latin1');
  if (magic.startsWith('PK')) return 'This is a spreadsheet (XLSX) or ZIP file, not a CSV file.';
  if (magic.startsWith('%PDF')) return 'This is a PDF file, not a CSV file.';
  if (head.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])))
    return 'This is an Excel (XLS) file, not a CSV file.';
  if (head.includes(0)) return 'This is a binary file, not a CSV file.';
  return null;
}
