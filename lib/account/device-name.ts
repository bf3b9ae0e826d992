/** A browser and a system people recognise, read from a User-Agent header ("Chrome" on "Android"). */
export interface DeviceName {
  browser: string | null;
  system: string | null;
}

// Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari", iPads may say "Macintosh".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(?:iPhone|iPod)\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: [RegExp, string][], userAgent: string) => table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

export function deviceName(userAgent: string | null | undefined): DeviceName {
  if (!userAgent) return { browser: null, system: null };
  return { browser: first(BROWSERS, userAgent), system: first(SYSTEMS, userAgent) };
}
