/** The brand colours the browser paints around the app (manifest, <meta name="theme-color">). */
export const THEME_COLOR = '#1d5fd1';
export const BACKGROUND_COLOR = '#ffffff';
