import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, checkImageFile } from './image-check';

describe('checkImageFile', () => {
  it('accepts PNG, JPEG, WebP and GIF up to 5 MB', () => {
    expect(checkImageFile({ type: 'image/png', size: 1234 })).toBeNull();
    expect(checkImageFile({ type: 'image/jpeg', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(checkImageFile({ type: 'image/webp', size: 10 })).toBeNull();
    expect(checkImageFile({ type: 'image/gif', size: 10 })).toBeNull();
  });
  it("refuses files that are not images the server takes, with the spec's message", () => {
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toBe('Please select a valid image file');
    expect(checkImageFile({ type: 'text/plain', size: 10 })).toBe('Please select a valid image file');
    expect(checkImageFile({ type: '', size: 10 })).toBe('Please select a valid image file');
    expect(checkImageFile({ type: 'image/svg+xml', size: 10 })).toBe('Please select a valid image file');
  });
  it('refuses pictures over 5 MB (the type is checked first)', () => {
    expect(checkImageFile({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe('Image size should be less than 5MB');
    expect(checkImageFile({ type: 'text/plain', size: MAX_IMAGE_BYTES + 1 })).toBe('Please select a valid image file');
  });
});
