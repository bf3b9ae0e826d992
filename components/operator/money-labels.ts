/** A name the messages may not have (a purpose or kind added later): the message when there is one, else the key itself. */
export function labelOr(t: { has: (key: string) => boolean; (key: string): string }, key: string, fallback: string): string {
  return t.has(key) ? t(key) : fallback;
}
