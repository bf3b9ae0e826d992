/** Types of scripts/compile-hints.mjs (plain-JS build tooling) for its test. */
export const COMPILE_HINT: string;
export function markFrameworkFiles(distDir: string): string[];
