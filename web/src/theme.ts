import { createTheme } from '@mantine/core';

// Japanese system fonts first, so kana and kanji never fall back to a Chinese face.
const fontFamily =
  "system-ui, -apple-system, 'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Noto Sans JP', 'Yu Gothic UI', Meiryo, sans-serif";

export const theme = createTheme({
  primaryColor: 'indigo',
  fontFamily,
  headings: { fontFamily },
});
