/** Text for a LIKE pattern: `%`, `_` and `\` typed by a person are letters, not wildcards. */
export const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An ILIKE pattern that finds `text` anywhere. */
export const containsPattern = (text: string): string => `%${likeEscape(text)}%`;
