/** Small real files, made in memory, for upload tests. */
export const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c63f80f00000101000518d84e0000000049454e44ae426082',
  'hex',
);

/** A PNG signature followed by padding: sniffed as PNG, larger than the 5 MB image cap. */
export function oversizedPng(): Buffer {
  return Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024 + 10, 0)]);
}

/** The start of an MP4 file (an ftyp box), enough to be sniffed as video/mp4. */
export const MP4_HEADER = Buffer.concat([
  Buffer.from('0000001866747970', 'hex'),
  Buffer.from('mp42'),
  Buffer.from('00000000', 'hex'),
  Buffer.from('mp42isom'),
  Buffer.alloc(64, 0),
]);
