/**
 * A form post's answer for the page it returns to (lib/forms/form-post.server.ts): a refusal's
 * messages and the values typed, or the receipt of what was saved. It rides in a short-lived
 * HttpOnly cookie, never in the address; while it is set the page cache leaves the visitor's pages
 * to be rendered, so the page shows it.
 */
export const FLASH_COOKIE = 'form_flash';

export interface Flash {
  path: string;
  message?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  /** What a post did, said on the page it returns to (an offer accepted). */
  notice?: string;
  /** What a content form saved (its reference number). */
  receipt?: { id: number; created_at: string };
}
