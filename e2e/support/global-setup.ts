import { existsSync } from 'node:fs';
import { chromiumPath, webIndex } from './paths';

// Fail once, up front, with the fix, instead of every journey timing out on a blank page or a missing browser.
export default function checkPrerequisites(): void {
  const missing: string[] = [];
  if (!existsSync(webIndex)) missing.push(`${webIndex} (run: npm run build)`);
  if (!existsSync(chromiumPath)) missing.push(`${chromiumPath} (run: node scripts/ensure-chromium.mjs)`);
  if (missing.length > 0) throw new Error(`e2e prerequisites missing:\n  ${missing.join('\n  ')}`);
}
