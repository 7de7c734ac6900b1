/** Tiny files with real magic bytes, padded to `size`: enough for `file-type` and the fake detector. */
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

function padded(head: number[], size: number): Uint8Array {
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  return bytes;
}

const PNG_HEAD = [
  0x89,
  ...ascii('PNG'),
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  0,
  0,
  0,
  13,
  ...ascii('IHDR'),
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  8,
  6,
  0,
  0,
  0,
  0x1f,
  0x15,
  0xc4,
  0x89,
];
const EBML_BODY = [
  0x42,
  0x86,
  0x81,
  1,
  0x42,
  0xf7,
  0x81,
  1,
  0x42,
  0xf2,
  0x81,
  4,
  0x42,
  0xf3,
  0x81,
  8,
  0x42,
  0x82,
  0x84,
  ...ascii('webm'),
  0x42,
  0x87,
  0x81,
  4,
  0x42,
  0x85,
  0x81,
  2,
];
const OGG_PAGE = [...ascii('OggS'), 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 19];
const ftyp = (brand: string) => [
  0,
  0,
  0,
  0x18,
  ...ascii('ftyp'),
  ...ascii(brand),
  0,
  0,
  0,
  0,
  ...ascii(brand),
  ...ascii('isom'),
];

export const SAMPLE_FILES = {
  png: (size = 256) => padded(PNG_HEAD, size),
  jpeg: (size = 256) => padded([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0], size),
  gif: (size = 256) => padded([...ascii('GIF89a'), 1, 0, 1, 0, 0x80, 0, 0], size),
  webp: (size = 256) => padded([...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEBPVP8 '), 0x18, 0, 0, 0], size),
  webm: (size = 256) => padded([0x1a, 0x45, 0xdf, 0xa3, 0x80 | EBML_BODY.length, ...EBML_BODY], size),
  oggOpus: (size = 256) => padded([...OGG_PAGE, ...ascii('OpusHead'), 1, 1, 0x38, 1, 0x80, 0xbb, 0, 0, 0, 0, 0], size),
  m4a: (size = 256) => padded(ftyp('M4A '), size),
  mp4: (size = 256) => padded(ftyp('mp42'), size),
  pdf: (size = 256) => padded(ascii('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n'), size),
  exe: (size = 256) => padded([...ascii('MZ'), 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff], size),
  text: () => new Uint8Array(ascii('just some words, not a picture at all')),
};

/** What `file-type` reports for each sample; the fake detector answers the same. */
export const SAMPLE_TYPES: Record<Exclude<keyof typeof SAMPLE_FILES, 'text'>, { ext: string; mime: string }> = {
  png: { ext: 'png', mime: 'image/png' },
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  gif: { ext: 'gif', mime: 'image/gif' },
  webp: { ext: 'webp', mime: 'image/webp' },
  webm: { ext: 'webm', mime: 'video/webm' },
  oggOpus: { ext: 'opus', mime: 'audio/ogg; codecs=opus' },
  m4a: { ext: 'm4a', mime: 'audio/x-m4a' },
  mp4: { ext: 'mp4', mime: 'video/mp4' },
  pdf: { ext: 'pdf', mime: 'application/pdf' },
  exe: { ext: 'exe', mime: 'application/x-msdownload' },
};
