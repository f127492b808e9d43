/**
 * A button whose label wraps onto a second line rather than running out of its card on a phone, for the long
 * labels of a language wider than Japanese: spread onto a Mantine Button.
 */
export const wrapLabel = { h: 'auto', py: 6, maw: '100%', styles: { label: { whiteSpace: 'normal' } } } as const;
