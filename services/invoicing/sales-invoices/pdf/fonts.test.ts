import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './fonts.js';

const inter = readFileSync(
  createRequire(import.meta.url).resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
);

/** The sfnt's tables by tag: where each starts and how long it is. */
function directory(sfnt: Buffer): Map<string, { offset: number; length: number }> {
  const tables = new Map<string, { offset: number; length: number }>();
  for (let index = 0; index < sfnt.readUInt16BE(4); index += 1) {
    const entry = 12 + index * 16;
    tables.set(sfnt.toString('latin1', entry, entry + 4), {
      offset: sfnt.readUInt32BE(entry + 8),
      length: sfnt.readUInt32BE(entry + 12),
    });
  }
  return tables;
}

const wholeChecksum = (sfnt: Buffer) => {
  let sum = 0;
  for (let at = 0; at < sfnt.length; at += 4) sum = (sum + sfnt.readUInt32BE(at)) >>> 0;
  return sum;
};

describe('a WOFF font unwrapped for pdfkit', () => {
  it('is the TrueType font it wraps: every table, head’s magic number in place, the whole font’s checksum right', () => {
    const sfnt = woffToSfnt(inter);
    const tables = directory(sfnt);
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    expect([...tables.keys()]).toEqual([
      'GDEF',
      'GPOS',
      'GSUB',
      'OS/2',
      'STAT',
      'cmap',
      'gasp',
      'glyf',
      'head',
      'hhea',
      'hmtx',
      'loca',
      'maxp',
      'name',
      'post',
    ]);
    const head = tables.get('head')!;
    expect(head.length).toBe(54);
    expect(sfnt.readUInt32BE(head.offset + 12)).toBe(0x5f0f3cf5);
    expect(wholeChecksum(sfnt)).toBe(0xb1b0afba);
  });

  it('leaves out the tables named, and its checksum then differs from the whole font’s', () => {
    const whole = woffToSfnt(inter);
    const unkerned = woffToSfnt(inter, ['GPOS']);
    expect(directory(unkerned).has('GPOS')).toBe(false);
    expect(directory(unkerned).size).toBe(directory(whole).size - 1);
    expect(wholeChecksum(unkerned)).toBe(0xb1b0afba);
    const adjustment = (sfnt: Buffer) => sfnt.readUInt32BE(directory(sfnt).get('head')!.offset + 8);
    expect(adjustment(unkerned)).not.toBe(adjustment(whole));
  });

  it('refuses what is not a WOFF 1.0 font', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2 is another format'))).toThrow('not a WOFF 1.0 font');
  });
});
