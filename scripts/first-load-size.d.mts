/** Types of scripts/first-load-size.mjs (plain-JS tooling) for its test. */
export function pageScripts(html: string): string[];
