/**
 * Pseudo-localisation for the browser journeys: every string comes out about 40 % longer, with accented letters
 * and brackets at both ends, so text that is cut off, overlaps or never went through the catalogue shows at once.
 * It is switched on per browser (localStorage `musubi.pseudo` = 1) and changes nothing otherwise.
 */
const PSEUDO_KEY = 'musubi.pseudo';

const ACCENTED: Record<string, string> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ó', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'ú', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Á', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Í', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ó', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Ú', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

let enabled: boolean | undefined;

export function pseudoLocalised(): boolean {
  if (enabled === undefined) {
    try {
      enabled = typeof localStorage !== 'undefined' && localStorage.getItem(PSEUDO_KEY) === '1';
    } catch {
      // Storage refused (a private window's policy): no pseudo-localisation.
      enabled = false;
    }
  }
  return enabled;
}

/** A string lengthened by 40 % and accented; its `{{name}}` placeholders are kept as they are. */
export function pseudoLocalise(text: string): string {
  const accented = text
    .split(/(\{\{\s*\w+\s*\}\})/)
    .map((piece) => (piece.startsWith('{{') ? piece : piece.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter)))
    .join('');
  const padding = '·'.repeat(Math.ceil([...text].length * 0.4));
  return `[${accented}${padding}]`;
}
