/** A LIKE pattern matching `text` anywhere, with `%`, `_` and `\` taken literally (use `ESCAPE '\'`). */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
