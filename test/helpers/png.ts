import { inflateSync } from 'node:zlib';

/** Width and height of a PNG, from its header (the IHDR chunk, first after the signature); null when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length < 24 || buffer.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a' || buffer.subarray(12, 16).toString('latin1') !== 'IHDR') return null;
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

/** A decoded PNG: `rgba` holds 4 bytes per pixel, row by row. */
export interface DecodedPng {
  width: number;
  height: number;
  rgba: Uint8Array;
}

/**
 * Decodes an 8-bit, non-interlaced PNG (grey, RGB, grey with alpha, RGBA or palette: what resvg
 * and Chromium write) into RGBA pixels, so a test can look at what an image shows.
 */
export function decodePng(bytes: Uint8Array): DecodedPng {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = pngSize(buffer);
  if (!size) throw new Error('not a PNG');
  let offset = 8;
  const data: Buffer[] = [];
  let depth = 0;
  let colorType = 0;
  let interlace = 0;
  let palette: Buffer = Buffer.alloc(0);
  let transparency: Buffer = Buffer.alloc(0);
  while (offset < buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.subarray(offset + 4, offset + 8).toString('latin1');
    const chunk = buffer.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') [depth, colorType, interlace] = [chunk[8]!, chunk[9]!, chunk[12]!];
    else if (type === 'PLTE') palette = chunk;
    else if (type === 'tRNS') transparency = chunk;
    else if (type === 'IDAT') data.push(chunk);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  if (depth !== 8 || interlace !== 0) throw new Error(`PNG of bit depth ${depth}, interlace ${interlace}: not decoded here`);
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[colorType];
  if (!channels) throw new Error(`PNG of colour type ${colorType}`);
  const raw = inflateSync(Buffer.concat(data));
  const { width, height } = size;
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const upLeft = y > 0 && x >= channels ? pixels[(y - 1) * stride + x - channels]! : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      pixels[y * stride + x] = (line[x]! + predicted) & 0xff;
    }
  }
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const at = i * channels;
    if (colorType === 3) {
      const index = pixels[at]!;
      rgba.set([palette[index * 3]!, palette[index * 3 + 1]!, palette[index * 3 + 2]!, transparency[index] ?? 255], i * 4);
    } else if (colorType === 0 || colorType === 4) {
      rgba.set([pixels[at]!, pixels[at]!, pixels[at]!, colorType === 4 ? pixels[at + 1]! : 255], i * 4);
    } else {
      rgba.set([pixels[at]!, pixels[at + 1]!, pixels[at + 2]!, colorType === 6 ? pixels[at + 3]! : 255], i * 4);
    }
  }
  return { width, height, rgba };
}

/** How many pixels of a rectangle of the image are within `tolerance` (per channel) of a colour given as #rrggbb. */
export function countColor(image: DecodedPng, hex: string, box: { x: number; y: number; width: number; height: number }, tolerance = 24): number {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  let count = 0;
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      const at = (y * image.width + x) * 4;
      if (Math.abs(image.rgba[at]! - r!) <= tolerance && Math.abs(image.rgba[at + 1]! - g!) <= tolerance && Math.abs(image.rgba[at + 2]! - b!) <= tolerance) count++;
    }
  }
  return count;
}
