// What a zip file (an xlsx) says it holds, read from its central directory without inflating anything: the
// entries and their uncompressed sizes. A spreadsheet that would inflate past a cap (a zip bomb) is refused from
// this alone (docs/product/activity-tickets.md).

export interface ZipSummary {
  entries: number;
  /** The sum of the entries' uncompressed sizes as declared. */
  uncompressed: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const ZIP64 = 0xffffffff;

/** The summary, or null when the bytes are not a zip this reader understands (zip64 included: never needed here). */
export function readZipDirectory(bytes: Buffer): ZipSummary | null {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== 0x04034b50) return null;
  // The end record sits in the last 22 bytes plus a comment of at most 65535.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--) {
    if (bytes.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const entries = bytes.readUInt16LE(end + 10);
  const offset = bytes.readUInt32LE(end + 16);
  if (entries === 0xffff || offset === ZIP64) return null;
  let at = offset;
  let uncompressed = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) return null;
    const size = bytes.readUInt32LE(at + 24);
    if (size === ZIP64) return null;
    uncompressed += size;
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return { entries, uncompressed };
}
