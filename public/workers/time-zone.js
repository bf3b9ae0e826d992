// Reads the viewer's IANA time zone off the main thread: the first Intl call loads ICU data,
// a long task on a slow phone (components/providers/time-zone-sync.tsx).
postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone);
