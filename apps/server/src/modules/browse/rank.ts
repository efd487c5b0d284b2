/** How well `text` matches a search: 3 name prefix, 2 word prefix, 1 contains, 0 no match. */
export function rankMatch(text: string, query: string): number {
  const t = text.toLocaleLowerCase('en-IN');
  const q = query.trim().toLocaleLowerCase('en-IN');
  if (q === '') return 0;
  if (t.startsWith(q)) return 3;
  if (t.split(/[\s\-–&,()/]+/).some((word) => word.startsWith(q))) return 2;
  return t.includes(q) ? 1 : 0;
}
