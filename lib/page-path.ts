/**
 * A page address with a control character (`%00`, `%0A`) or a segment that starts or ends with
 * white space (`%20`) in it. Next's URL parsing trims those away, so `/abroad/%00` would answer the
 * abroad index and `/faq%00` the FAQ with 200: such an address names no page of ours.
 */
export function hasHiddenCharacters(pathname: string): boolean {
  return pathname.split('/').some((segment) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return false; // malformed escapes have their own rule (issue 16)
    }
    // eslint-disable-next-line no-control-regex
    return /[\u0000-\u001f\u007f]/.test(decoded) || (decoded !== '' && decoded.trim() !== decoded);
  });
}
