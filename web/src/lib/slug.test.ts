import { describe, expect, it } from 'vitest';
import { followingSlug, loadedSlug, slugAfterNameChange, slugAfterSlugInput } from './slug';

describe('the slug follows the name until the admin types in it', () => {
  it('follows every name change on a create form', () => {
    let field = followingSlug();
    expect(field).toEqual({ slug: '', edited: false });
    field = slugAfterNameChange(field, 'SSC');
    field = slugAfterNameChange(field, 'SSC CGL Tier 1');
    expect(field).toEqual({ slug: 'ssc-cgl-tier-1', edited: false });
  });
  it('shows the slug the proxy will store (the contract rule: no hyphen left at either end)', () => {
    expect(slugAfterNameChange(followingSlug(), 'C# ')).toEqual({ slug: 'c', edited: false });
    expect(slugAfterNameChange(followingSlug(), 'SSC CHSL (10+2)')).toEqual({ slug: 'ssc-chsl-102', edited: false });
    expect(followingSlug('!!!')).toEqual({ slug: '', edited: false });
  });
  it('stops following once the admin typed in the slug field, even after clearing it', () => {
    let field = slugAfterNameChange(followingSlug(), 'SSC CGL');
    field = slugAfterSlugInput('my-own-slug');
    expect(slugAfterNameChange(field, 'Something Else')).toEqual({ slug: 'my-own-slug', edited: true });
    field = slugAfterSlugInput('');
    expect(slugAfterNameChange(field, 'Another Name')).toEqual({ slug: '', edited: true });
  });
  it('never auto-updates a loaded slug on an edit form', () => {
    const field = loadedSlug('ssc-cgl');
    expect(slugAfterNameChange(field, 'SSC CGL 2026')).toEqual({ slug: 'ssc-cgl', edited: true });
  });
});
