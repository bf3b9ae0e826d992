'use client';

import { useEffect } from 'react';

/**
 * The error page's own title in the tab. Next streams the not-found page's metadata, but in the
 * browser the layout's default (the home page's title) won, on a first load and after a move.
 */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
