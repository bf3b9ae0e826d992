/** An address inside a sentence of either direction keeps its own left-to-right order (first strong isolate). */
export const isolated = (text: string) => `\u2068${text}\u2069`;
