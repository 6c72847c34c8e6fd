import { inflateSync } from 'node:zlib';

const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

/** A WOFF file that is not one, or whose tables do not fit in it. */
export class BadWoffError extends Error {
  override name = 'BadWoffError';
}

const aligned = (length: number) => (length + 3) & ~3;

/**
 * A WOFF (1.0) font as the TrueType/OpenType file it wraps: each table inflated with Node's zlib. fontkit's
 * own inflater refuses some of Noto Sans TC's tables (the file of the commonest characters among them), and
 * a plain font is also what pdf-lib parses fastest, once per printed worksheet.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < WOFF_HEADER || view.getUint32(0) !== 0x774f4646) throw new BadWoffError('not WOFF');
  const numTables = view.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const at = WOFF_HEADER + index * WOFF_ENTRY;
    const offset = view.getUint32(at + 4);
    const compLength = view.getUint32(at + 8);
    const length = view.getUint32(at + 12);
    if (offset + compLength > woff.byteLength) throw new BadWoffError('table past the end');
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < length ? new Uint8Array(inflateSync(stored)) : stored;
    if (data.byteLength !== length) throw new BadWoffError('table of the wrong length');
    return { tag: view.getUint32(at), checksum: view.getUint32(at + 16), data };
  });
  const size = tables.reduce(
    (sum, table) => sum + aligned(table.data.byteLength),
    SFNT_HEADER + numTables * SFNT_ENTRY,
  );
  const sfnt = new Uint8Array(size);
  const out = new DataView(sfnt.buffer);
  const entrySelector = Math.floor(Math.log2(Math.max(1, numTables)));
  out.setUint32(0, view.getUint32(4));
  out.setUint16(4, numTables);
  out.setUint16(6, 2 ** entrySelector * 16);
  out.setUint16(8, entrySelector);
  out.setUint16(10, numTables * 16 - 2 ** entrySelector * 16);
  let offset = SFNT_HEADER + numTables * SFNT_ENTRY;
  for (const [index, table] of tables.entries()) {
    const at = SFNT_HEADER + index * SFNT_ENTRY;
    out.setUint32(at, table.tag);
    out.setUint32(at + 4, table.checksum);
    out.setUint32(at + 8, offset);
    out.setUint32(at + 12, table.data.byteLength);
    sfnt.set(table.data, offset);
    offset += aligned(table.data.byteLength);
  }
  return sfnt;
}
