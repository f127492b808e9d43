import { describe, expect, it } from 'vitest';
import { previewSize } from './MessageFiles';

describe('previewSize', () => {
  it('fits the image into the preview box without enlarging it', () => {
    expect(previewSize({ width: 1200, height: 800 })).toEqual({ width: 280, height: 187 });
    expect(previewSize({ width: 480, height: 640 })).toEqual({ width: 150, height: 200 });
    expect(previewSize({ width: 64, height: 48 })).toEqual({ width: 64, height: 48 });
  });

  it('knows no size for a file uploaded before sizes were kept', () => {
    expect(previewSize({ width: null, height: null })).toBeNull();
  });
});
