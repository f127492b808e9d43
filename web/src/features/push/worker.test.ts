import { describe, expect, it } from 'vitest';
import { loadedAppFiles } from './worker';

describe('the files a page names to the service worker', () => {
  it('names the app\'s page and the build files it loaded from its own origin, each once, and nothing else', () => {
    const origin = window.location.origin;
    const entries = [
      { name: `${origin}/assets/index-abc.js` },
      { name: `${origin}/assets/index-abc.js` },
      { name: `${origin}/assets/RoomPage-def.css` },
      { name: `${origin}/graphql?query=%7BgetUserDetail%7Bid%7D%7D` },
      { name: `${origin}/api/files/f1/download?sig=x` },
      { name: `${origin}/icons/icon-192.png` },
      { name: 'https://elsewhere.test/assets/evil.js' },
    ];
    expect(loadedAppFiles(entries)).toEqual(['/', '/assets/index-abc.js', '/assets/RoomPage-def.css']);
  });
});
