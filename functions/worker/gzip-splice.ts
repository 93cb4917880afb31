/**
 * A gzip answer joined from pieces compressed at different times (docs/decisions/380): fixed runs
 * of a page deflated once, each ending in a full flush (byte-aligned, no back reference into what
 * came before, so any bytes may stand before it), and small per-request values between them.
 * The CRC-32 of the whole is combined from each run's stored CRC (zlib's crc32_combine, in JS:
 * a 32-step multiply per run instead of reading the run's plain bytes again).
 */
import * as zlib from "node:zlib";

/** A fixed run: its raw deflate bytes (ending in a full flush), and what the trailer needs of its plain bytes. */
export type DeflatedRun = { deflated: Uint8Array; crc: number; length: number; shift: number };

const POLY = 0xedb88320;
const TABLE = new Uint32Array(256);
for (let n = 0; n < 256; n++) {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ POLY : c >>> 1;
  TABLE[n] = c >>> 0;
}

/** The CRC-32 of `bytes` continued from `crc` (the CRC of what came before them), as zlib's crc32(). */
export function crc32InJs(bytes: Uint8Array, crc = 0): number {
  let c = ~crc >>> 0;
  for (let i = 0; i < bytes.length; i++) c = TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return ~c >>> 0;
}

/**
 * zlib's own crc32 where the runtime has it (workerd's node:zlib, Node 22): a value's CRC in JS was
 * a fortieth of a spliced page's CPU in the profile (ADR 380).
 */
const nativeCrc32 = (zlib as { crc32?: (data: Uint8Array, value?: number) => number }).crc32;
export const crc32 = nativeCrc32 ? (bytes: Uint8Array, crc = 0) => nativeCrc32(bytes, crc) : crc32InJs;

/** a·b modulo the CRC polynomial (zlib's multmodp, bits reflected). */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^n) modulo P, n = 0..31. */
const POWERS = new Uint32Array(32);
POWERS[0] = 0x40000000;
for (let n = 1; n < 32; n++) POWERS[n] = multiplyModP(POWERS[n - 1], POWERS[n - 1]);

/** The operator that moves a CRC past `length` bytes (zlib's crc32_combine_gen). */
export function crcShift(length: number): number {
  let p = 0x80000000;
  for (let k = 3, n = length; n; n = Math.floor(n / 2), k++) if (n & 1) p = multiplyModP(POWERS[k & 31], p);
  return p >>> 0;
}

/** The CRC of A then B from A's CRC, B's CRC and B's shift (zlib's crc32_combine_op). */
export const combineCrc = (crcA: number, crcB: number, shiftB: number) => (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;

/** Deflates one fixed run once: byte-aligned at its end, nothing in it refers to what stands before it. */
export function deflateRun(plain: Uint8Array): DeflatedRun {
  const deflated = zlib.deflateRawSync(plain, { finishFlush: zlib.constants.Z_FULL_FLUSH });
  return {
    deflated: new Uint8Array(deflated.buffer, deflated.byteOffset, deflated.byteLength),
    crc: crc32(plain),
    length: plain.byteLength,
    shift: crcShift(plain.byteLength),
  };
}

/** A value as stored deflate blocks (no compression): its own bytes behind a 5-byte header per 64 KiB. */
export function storedBlocks(plain: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(plain.byteLength / 0xffff));
  const out = new Uint8Array(plain.byteLength + blocks * 5);
  let at = 0;
  for (let start = 0, block = 0; block < blocks; block++, start += 0xffff) {
    const size = Math.min(0xffff, plain.byteLength - start);
    // BFINAL=0, BTYPE=00, then LEN and its one's complement, little-endian.
    out.set([0, size & 0xff, size >>> 8, ~size & 0xff, (~size >>> 8) & 0xff], at);
    out.set(plain.subarray(start, start + size), at + 5);
    at += 5 + size;
  }
  return out;
}

/** The gzip member header: deflate, no name, no time, unknown OS. */
const GZIP_HEADER = new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty stored block with BFINAL=1: ends the deflate stream. */
const FINAL_BLOCK = new Uint8Array([1, 0, 0, 0xff, 0xff]);

/** A piece of a spliced answer: a run deflated once, or this request's plain bytes. */
export type SplicePiece = DeflatedRun | Uint8Array;

/** One gzip member of the pieces in order; decompresses to their plain bytes joined. */
export function splicedGzip(pieces: SplicePiece[]): Uint8Array {
  let crc = 0;
  let length = 0;
  const parts: Uint8Array[] = [GZIP_HEADER];
  for (const piece of pieces) {
    if (piece instanceof Uint8Array) {
      if (!piece.byteLength) continue;
      crc = crc32(piece, crc);
      length += piece.byteLength;
      parts.push(storedBlocks(piece));
    } else {
      crc = combineCrc(crc, piece.crc, piece.shift);
      length += piece.length;
      parts.push(piece.deflated);
    }
  }
  parts.push(FINAL_BLOCK);
  let size = 8;
  for (const part of parts) size += part.byteLength;
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  const trailer = new DataView(out.buffer, at, 8);
  trailer.setUint32(0, crc, true);
  // ISIZE is the length modulo 2^32.
  trailer.setUint32(4, length >>> 0, true);
  return out;
}
