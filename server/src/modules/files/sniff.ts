import { UPLOAD_EXTENSIONS } from '@musubi/shared';

/**
 * What an upload really is, from its first bytes. A file is accepted only when its extension is one of the
 * accepted types (spec section 5) AND its content starts the way that type must: a program renamed .pdf fails.
 */
export interface DetectedType {
  extension: string;
  /** The MIME type the file is stored and served as. */
  mime: string;
  family: 'image' | 'audio' | 'video' | 'document';
}

/** Enough of the head of a file for every check below. */
export const SNIFF_BYTES = 4096;

type Check = (head: Buffer) => boolean;

const startsWith =
  (...bytes: Array<number | string>): Check =>
  (head) => {
    const signature = Buffer.concat(bytes.map((b) => (typeof b === 'string' ? Buffer.from(b, 'latin1') : Buffer.from([b]))));
    return head.length >= signature.length && head.subarray(0, signature.length).equals(signature);
  };
const at = (offset: number, text: string): Check => (head) =>
  head.length >= offset + text.length && head.toString('latin1', offset, offset + text.length) === text;
const anyOf = (...checks: Check[]): Check => (head) => checks.some((check) => check(head));
const riff = (form: string): Check => (head) => at(0, 'RIFF')(head) && at(8, form)(head);
/** ISO base media (mp4, mov, m4a, 3gp, heic, avif): a box size then "ftyp" and a brand. */
const isoMedia = (...brands: string[]): Check => (head) =>
  at(4, 'ftyp')(head) && (brands.length === 0 || brands.some((brand) => at(8, brand)(head)));

const zip = anyOf(startsWith('PK', 3, 4), startsWith('PK', 5, 6));
const ole2 = startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const pdf = startsWith('%PDF-');
const ebml = startsWith(0x1a, 0x45, 0xdf, 0xa3);
const ogg = startsWith('OggS');
const mpegAudioFrame: Check = (head) => head.length >= 2 && head[0] === 0xff && (head[1]! & 0xe0) === 0xe0 && (head[1]! & 0x06) !== 0;
const adts: Check = (head) => head.length >= 2 && head[0] === 0xff && (head[1]! & 0xf6) === 0xf0;
const quickTime = anyOf(isoMedia(), at(4, 'moov'), at(4, 'mdat'), at(4, 'wide'), at(4, 'free'));

/** Text: valid UTF-8 (a BOM allowed) with no NUL byte; the head may end inside a character. */
const utf8Text: Check = (head) => {
  if (head.includes(0)) return false;
  let end = head.length;
  // Drop an incomplete last character cut by the sample's end, so only real errors fail.
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const byte = head[end - back]!;
    if ((byte & 0xc0) === 0x80) continue;
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    if (needed > back) end -= back;
    break;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, end));
    return true;
  } catch {
    return false;
  }
};

/**
 * Text in Shift_JIS (Windows-31J), which Excel in Japan still writes CSV in: it decodes strictly, allowing the
 * sample to end after the first byte of a two-byte character.
 */
const shiftJisText: Check = (head) => {
  if (head.includes(0)) return false;
  const decoder = new TextDecoder('shift_jis', { fatal: true });
  for (const end of [head.length, head.length - 1]) {
    try {
      decoder.decode(head.subarray(0, Math.max(0, end)));
      return true;
    } catch {
      // Try again without a last byte the sample may have cut in two.
    }
  }
  return false;
};

interface Rule {
  mime: string;
  family: DetectedType['family'];
  check: Check;
}

const doc = (mime: string, check: Check): Rule => ({ mime, family: 'document', check });
const image = (mime: string, check: Check): Rule => ({ mime, family: 'image', check });
const audio = (mime: string, check: Check): Rule => ({ mime, family: 'audio', check });
const video = (mime: string, check: Check): Rule => ({ mime, family: 'video', check });

const jpeg = startsWith(0xff, 0xd8, 0xff);
const tiff = anyOf(startsWith('II', 0x2a, 0), startsWith('MM', 0, 0x2a));

/** Every accepted extension and what its content must look like. SVG is left out: it can carry scripts. */
const RULES: Record<string, Rule> = {
  doc: doc('application/msword', ole2),
  docx: doc('application/vnd.openxmlformats-officedocument.wordprocessingml.document', zip),
  xls: doc('application/vnd.ms-excel', ole2),
  xlsx: doc('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', zip),
  ppt: doc('application/vnd.ms-powerpoint', ole2),
  pptx: doc('application/vnd.openxmlformats-officedocument.presentationml.presentation', zip),
  pps: doc('application/vnd.ms-powerpoint', ole2),
  ppsx: doc('application/vnd.openxmlformats-officedocument.presentationml.slideshow', zip),
  odt: doc('application/vnd.oasis.opendocument.text', zip),
  txt: doc('text/plain; charset=utf-8', utf8Text),
  // Not in the spec's list: accounting data comes as CSV, in UTF-8 or in Excel's Shift_JIS (decision 0146).
  csv: doc('text/csv', anyOf(utf8Text, shiftJisText)),
  pdf: doc('application/pdf', pdf),
  zip: doc('application/zip', zip),
  psd: doc('image/vnd.adobe.photoshop', startsWith('8BPS')),
  ai: doc('application/postscript', anyOf(pdf, startsWith('%!PS'))),

  jpg: image('image/jpeg', jpeg),
  jpeg: image('image/jpeg', jpeg),
  png: image('image/png', startsWith(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a)),
  gif: image('image/gif', anyOf(startsWith('GIF87a'), startsWith('GIF89a'))),
  webp: image('image/webp', riff('WEBP')),
  bmp: image('image/bmp', startsWith('BM')),
  tif: image('image/tiff', tiff),
  tiff: image('image/tiff', tiff),
  heic: image('image/heic', isoMedia('heic', 'heix', 'mif1', 'msf1')),
  heif: image('image/heif', isoMedia('heic', 'heix', 'mif1', 'msf1')),
  avif: image('image/avif', isoMedia('avif', 'avis', 'mif1')),

  mp3: audio('audio/mpeg', anyOf(startsWith('ID3'), mpegAudioFrame)),
  wav: audio('audio/wav', riff('WAVE')),
  m4a: audio('audio/mp4', isoMedia()),
  aac: audio('audio/aac', adts),
  ogg: audio('audio/ogg', ogg),
  oga: audio('audio/ogg', ogg),
  opus: audio('audio/ogg', ogg),
  flac: audio('audio/flac', startsWith('fLaC')),
  weba: audio('audio/webm', ebml),

  mp4: video('video/mp4', isoMedia()),
  m4v: video('video/mp4', isoMedia()),
  mov: video('video/quicktime', quickTime),
  '3gp': video('video/3gpp', isoMedia('3gp', '3gg', '3g2')),
  webm: video('video/webm', ebml),
  mkv: video('video/x-matroska', ebml),
  ogv: video('video/ogg', ogg),
  avi: video('video/x-msvideo', riff('AVI ')),
  mpg: video('video/mpeg', anyOf(startsWith(0, 0, 1, 0xba), startsWith(0, 0, 1, 0xb3))),
  mpeg: video('video/mpeg', anyOf(startsWith(0, 0, 1, 0xba), startsWith(0, 0, 1, 0xb3))),
  wmv: video('video/x-ms-wmv', startsWith(0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11)),
};

/** The accepted extensions, for the file picker's accept attribute and the error message. */
export const ACCEPTED_EXTENSIONS = Object.keys(RULES);

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Whether the name's extension is one we accept at all: checked before reading any byte of the body. */
export const isAcceptedExtension = (name: string) => Object.hasOwn(RULES, extensionOf(name));

/** The file's type when its name and its first bytes agree on an accepted type; null otherwise. */
export function detectType(name: string, head: Buffer): DetectedType | null {
  const extension = extensionOf(name);
  if (!Object.hasOwn(RULES, extension)) return null;
  const rule = RULES[extension]!;
  return rule.check(head) ? { extension, mime: rule.mime, family: rule.family } : null;
}

// Every extension the spec lists by name must have a rule.
for (const extension of UPLOAD_EXTENSIONS) {
  if (!Object.hasOwn(RULES, extension)) throw new Error(`no content rule for .${extension}`);
}
