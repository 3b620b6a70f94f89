import { inflateSync } from 'node:zlib';

/**
 * The OpenType font inside a WOFF file (each table zlib-compressed when that made it smaller), as
 * HarfBuzz reads fonts: the WOFF 1.0 layout (w3.org/TR/WOFF), header 44 bytes, a 20-byte entry per table.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const tableCount = woff.readUInt16BE(12);
  const tables = Array.from({ length: tableCount }, (_, index) => {
    const entry = 44 + index * 20;
    const [tag, offset, storedLength, length, checksum] = [0, 4, 8, 12, 16].map((at) => woff.readUInt32BE(entry + at));
    const stored = woff.subarray(offset!, offset! + storedLength!);
    return { tag: tag!, checksum: checksum!, data: storedLength! < length! ? inflateSync(stored) : stored };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const directoryEnd = 12 + tableCount * 16;
  const sfnt = Buffer.alloc(tables.reduce((size, table) => size + padded(table.data.length), directoryEnd));
  const searchPower = 2 ** Math.floor(Math.log2(tableCount));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(tableCount, 4);
  sfnt.writeUInt16BE(searchPower * 16, 6);
  sfnt.writeUInt16BE(Math.log2(searchPower), 8);
  sfnt.writeUInt16BE((tableCount - searchPower) * 16, 10);
  let offset = directoryEnd;
  tables.forEach(({ tag, checksum, data }, index) => {
    const record = 12 + index * 16;
    sfnt.writeUInt32BE(tag, record);
    sfnt.writeUInt32BE(checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(data.length, record + 12);
    data.copy(sfnt, offset);
    offset += padded(data.length);
  });
  return sfnt;
}
