import { describe, expect, it } from 'vitest';
import { UPLOAD_EXTENSIONS } from '@musubi/shared';
import { detectType, extensionOf, isAcceptedExtension } from './sniff';

const bytes = (...parts: Array<number[] | string>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const box = (brand: string) => bytes([0, 0, 0, 0x20], 'ftyp', brand, [0, 0, 0, 0]);

const ZIP = bytes('PK', [3, 4, 20, 0]);
const OLE2 = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
const PDF = bytes('%PDF-1.7\n');
const EXE = bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0], 'This program cannot be run in DOS mode');
const PNG = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR');
const ELF = bytes([0x7f], 'ELF', [2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);

/** A valid sample for every accepted extension. */
const SAMPLES: Record<string, Buffer> = {
  doc: OLE2, xls: OLE2, ppt: OLE2, pps: OLE2,
  docx: ZIP, xlsx: ZIP, pptx: ZIP, ppsx: ZIP, odt: ZIP, zip: ZIP,
  pdf: PDF, ai: bytes('%!PS-Adobe-3.0 EPSF'), psd: bytes('8BPS', [0, 1]),
  txt: Buffer.from('議事録\n2026/11/21 打ち合わせ', 'utf8'),
  csv: Buffer.from('\ufeff日付,勘定科目,金額\r\n2026/11/01,売上高,110000\r\n', 'utf8'),
  jpg: bytes([0xff, 0xd8, 0xff, 0xe0]), png: PNG, gif: bytes('GIF89a'), webp: bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '),
  heic: box('heic'), mp3: bytes('ID3', [4, 0]), wav: bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), m4a: box('M4A '),
  flac: bytes('fLaC'), ogg: bytes('OggS', [0]), mp4: box('isom'), mov: box('qt  '), webm: bytes([0x1a, 0x45, 0xdf, 0xa3]),
  avi: bytes('RIFF', [0, 0, 0, 0], 'AVI LIST'), mpg: bytes([0, 0, 1, 0xba]),
};

describe('upload type detection', () => {
  it('accepts every listed type whose content matches its extension', () => {
    for (const [extension, head] of Object.entries(SAMPLES)) {
      expect(detectType(`資料.${extension}`, head), extension).not.toBeNull();
    }
    expect(Object.keys(SAMPLES)).toEqual(expect.arrayContaining([...UPLOAD_EXTENSIONS]));
  });

  it('accepts CSV in UTF-8 or in Excel\'s Shift_JIS, and nothing binary named .csv', () => {
    // 日付,金額 / 2026/11/01,110000 in Shift_JIS, cut in the middle of its last character.
    const shiftJis = bytes([0x93, 0xfa, 0x95, 0x74], ',', [0x8b, 0xe0, 0x8a, 0x7a], '\r\n2026/11/01,110000\r\n', [0x93]);
    expect(detectType('仕訳.csv', shiftJis)).toEqual({ extension: 'csv', mime: 'text/csv', family: 'document' });
    expect(detectType('仕訳.CSV', SAMPLES.csv!)).toMatchObject({ mime: 'text/csv' });
    for (const head of [EXE, ELF, PNG, ZIP, bytes('a,b', [0], 'c')]) expect(detectType('仕訳.csv', head)).toBeNull();
  });

  it('answers the MIME type and family', () => {
    expect(detectType('a.PDF', PDF)).toEqual({ extension: 'pdf', mime: 'application/pdf', family: 'document' });
    expect(detectType('photo.png', PNG)).toMatchObject({ mime: 'image/png', family: 'image' });
    expect(detectType('clip.mp4', box('mp42'))).toMatchObject({ family: 'video' });
    expect(detectType('voice.mp3', bytes([0xff, 0xfb, 0x90, 0x64]))).toMatchObject({ family: 'audio' });
    expect(detectType('design.ai', PDF)).toMatchObject({ extension: 'ai' });
  });

  it('refuses a program renamed to an accepted extension', () => {
    for (const name of ['invoice.pdf', 'report.docx', 'sheet.xls', 'photo.jpg', 'notes.txt', 'movie.mp4']) {
      expect(detectType(name, EXE), name).toBeNull();
      expect(detectType(name, ELF), name).toBeNull();
    }
  });

  it('refuses content of another accepted type', () => {
    expect(detectType('a.pdf', ZIP)).toBeNull();
    expect(detectType('a.docx', OLE2)).toBeNull();
    expect(detectType('a.doc', ZIP)).toBeNull();
    expect(detectType('a.png', bytes([0xff, 0xd8, 0xff]))).toBeNull();
    expect(detectType('a.psd', PNG)).toBeNull();
  });

  it('refuses extensions that are not accepted, and names without one', () => {
    for (const name of ['setup.exe', 'run.sh', 'page.html', 'icon.svg', 'README', '.pdf.', 'a.pdf.exe']) {
      expect(isAcceptedExtension(name), name).toBe(false);
      expect(detectType(name, PDF), name).toBeNull();
    }
    expect(isAcceptedExtension('x.PdF')).toBe(true);
    expect(extensionOf('archive.tar.ZIP')).toBe('zip');
  });

  it('treats text as UTF-8 without NUL, tolerating a character cut by the sample end', () => {
    const text = Buffer.from('あいうえお', 'utf8');
    expect(detectType('a.txt', text.subarray(0, text.length - 1))).not.toBeNull();
    expect(detectType('a.txt', Buffer.concat([bytes([0xef, 0xbb, 0xbf]), Buffer.from('BOM付き', 'utf8')]))).not.toBeNull();
    expect(detectType('a.txt', bytes('abc', [0], 'def'))).toBeNull();
    expect(detectType('a.txt', bytes('abc', [0xff, 0xfe], 'def'))).toBeNull();
    // Shift_JIS "シフト" is not UTF-8.
    expect(detectType('a.txt', bytes([0x83, 0x56, 0x83, 0x74, 0x83, 0x67]))).toBeNull();
  });

  it('refuses empty and too-short heads', () => {
    expect(detectType('a.pdf', Buffer.alloc(0))).toBeNull();
    expect(detectType('a.png', bytes([0x89], 'PN'))).toBeNull();
  });
});
