/** Next's own script files as its renderer writes them, and its early low-priority fetch of one. */
const SCRIPT_FILE = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"<>]+\.js"\/>/g;

/**
 * The loader that takes their place: it adds the same files, as async scripts again, as soon as
 * the browser reports the page's first contentful paint. A tab nobody sees, or a browser without
 * paint timing, gets them at the load event; a paint never reported, 3 s after it. Each file is
 * added in a task of its own: adding a script element costs Chrome's main thread a few
 * milliseconds, and the eleven of a page in one task made the longest task after the paint.
 */
function loader(files: string[]): string {
  return (
    '(function(s){var d=0,i=0;function add(){var e=document.createElement("script");e.src=s[i++];e.async=true;document.head.appendChild(e);if(i<s.length)setTimeout(add,0)}function go(){if(!d++)add()}' +
    'var p=self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes&&PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0;' +
    'addEventListener("load",function(){setTimeout(go,p&&document.visibilityState!=="hidden"?3000:0)});' +
    'if(p)new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true})})(' +
    JSON.stringify(files) +
    ')'
  );
}

/** The loader as `scriptsAfterFirstPaint` writes it, with the list of files it adds. */
const LOADER = /<script>\(function\(s\)\{.*?\}\)\((\[[^\]]*\])\)<\/script>/s;

/** The files a cached page's loader adds after its first paint, in order; none on a page without one. */
export function filesAfterFirstPaint(html: string): string[] {
  const list = LOADER.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/**
 * A cached public page paints before its scripts are fetched: the files Next lists in the head
 * start downloading after the first paint instead of sharing a phone's bandwidth with the
 * stylesheet, the font and the photos. The page is whole without them (links are plain links,
 * forms post); they hydrate it a moment later. The inline flight data stays where it is.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const files = [...html.matchAll(SCRIPT_FILE)].map((match) => match[1]!);
  if (files.length === 0) return html;
  let placed = false;
  return html.replace(SCRIPT_PRELOAD, '').replace(SCRIPT_FILE, () => {
    if (placed) return '';
    placed = true;
    return `<script>${loader([...new Set(files)])}</script>`;
  });
}
