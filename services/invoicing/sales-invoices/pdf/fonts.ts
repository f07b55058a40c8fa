import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER_BYTES = 44;
const WOFF_ENTRY_BYTES = 20;
const SFNT_HEADER_BYTES = 12;
const SFNT_ENTRY_BYTES = 16;
const padded = (length: number) => (length + 3) & ~3;
const tagName = (tag: number) =>
  String.fromCharCode(tag >>> 24, (tag >> 16) & 255, (tag >> 8) & 255, tag & 255);

/**
 * The OpenType (sfnt) font a WOFF 1.0 file wraps (W3C WOFF §4–5): each table
 * inflated where it was compressed, laid out again 4-byte aligned behind an
 * sfnt table directory, checksums as the WOFF recorded them. fontkit reads
 * WOFF too, but inflates it in JavaScript for every document (most of a
 * 500-line invoice's time); inflated once here with zlib, every PDF reads
 * the plain font. (fontkit's WOFF2 reading breaks its own subsetting, so the
 * @fontsource WOFF files are the ones to use.) The tables named in `omit`
 * (four-letter tags) are left out.
 */
export function woffToSfnt(woff: Buffer, omit: readonly string[] = []): Buffer {
  if (woff.length < WOFF_HEADER_BYTES || woff.readUInt32BE(0) !== WOFF_SIGNATURE)
    throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const tables = Array.from({ length: woff.readUInt16BE(12) }, (_, index) => {
    const entry = WOFF_HEADER_BYTES + index * WOFF_ENTRY_BYTES;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const original = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    const data = compressed < original ? inflateSync(stored) : stored;
    if (data.length !== original) throw new Error('a WOFF table is not the length it says');
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data };
  }).filter((table) => !omit.includes(tagName(table.tag)));
  const count = tables.length;
  const directory = SFNT_HEADER_BYTES + count * SFNT_ENTRY_BYTES;
  const sfnt = Buffer.alloc(
    tables.reduce((size, table) => size + padded(table.data.length), directory),
  );
  const power = 2 ** Math.floor(Math.log2(count));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(power * SFNT_ENTRY_BYTES, 6); // searchRange
  sfnt.writeUInt16BE(Math.log2(power), 8); // entrySelector
  sfnt.writeUInt16BE((count - power) * SFNT_ENTRY_BYTES, 10); // rangeShift
  let offset = directory;
  let head: number | undefined;
  tables.forEach((table, index) => {
    const entry = SFNT_HEADER_BYTES + index * SFNT_ENTRY_BYTES;
    sfnt.writeUInt32BE(table.tag, entry);
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(offset, entry + 8);
    sfnt.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(sfnt, offset);
    if (tagName(table.tag) === 'head') head = offset;
    offset += padded(table.data.length);
  });
  if (head !== undefined) {
    // The whole font's checksum, in `head` (OpenType `head` table): changed when a table is left out.
    sfnt.writeUInt32BE(0, head + 8);
    let sum = 0;
    for (let at = 0; at < sfnt.length; at += 4) sum = (sum + sfnt.readUInt32BE(at)) >>> 0;
    sfnt.writeUInt32BE((0xb1b0afba - sum) >>> 0, head + 8);
  }
  return sfnt;
}

const resolve = createRequire(import.meta.url).resolve;

/** A face of the product's fonts as @fontsource ships it (Latin: all Indonesian and English need). */
const fontsource = (family: 'inter' | 'rubik', weight: number, omit: readonly string[] = []) =>
  woffToSfnt(
    readFileSync(resolve(`@fontsource/${family}/files/${family}-latin-${weight}-normal.woff`)),
    omit,
  );

/**
 * The web app's fonts (web/theme/system.ts), for the PDF to look like the
 * product: Inter for the text (400, and 600 for bold), Rubik for headings
 * (500, and 600 for bold). By the name each is registered under. Amounts
 * take Inter without its OpenType layout tables: without positioning (GPOS,
 * where its kerning is), since kerned `1.145.833` reads as `1145.833` and
 * its tabular figures would cost a 500-line invoice three times the time
 * (pdfkit caches no layout made with OpenType features); without
 * substitutions (GSUB), which change no figure but whose contextual rules
 * fontkit matched for every distinct amount, half a long invoice's time.
 */
export function productFonts(): Record<string, Buffer> {
  return {
    'Inter-Regular': fontsource('inter', 400),
    'Inter-SemiBold': fontsource('inter', 600),
    'InterFigures-Regular': fontsource('inter', 400, ['GPOS', 'GSUB']),
    'InterFigures-SemiBold': fontsource('inter', 600, ['GPOS', 'GSUB']),
    'Rubik-Medium': fontsource('rubik', 500),
    'Rubik-SemiBold': fontsource('rubik', 600),
  };
}
