'use client';

import { useEffect } from 'react';

/**
 * The error page's own title in the tab. Next streams the not-found page's metadata, but in the
 * browser the layout's default (the home page's title) won, on a first load and after a move.
 */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    const apply = () => {
      if (document.title !== title) document.title = title;
    };
    apply();
    // After a move inside the app the router writes the layout's title once more: keep ours while shown.
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [title]);
  return null;
}
