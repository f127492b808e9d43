// A file the Japanese-outside-the-catalogues test reads: its comment (これ) must not count.
export const label = '保存する';
export const greeting = (name: string) => `こんにちは ${name}`;
export const Close = () => <button type="button">閉じる</button>;
