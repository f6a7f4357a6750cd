/** The list's description preview: at most `max` characters, cut at a word where possible, with an ellipsis. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  // Ends at a word boundary already, or cut back to the last space when that keeps most of the text.
  const space = clean[max] === ' ' ? max : cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.\-–—]+$/, '')}...`;
}
