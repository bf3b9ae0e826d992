// Reached only for paths outside the [locale] segment (the proxy routes everything else there).
export default function RootNotFound() {
  return (
    <html lang="fa" dir="rtl">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '3rem 1rem' }}>
        <p style={{ fontSize: '3rem', fontWeight: 800 }}>404</p>
        <a href="/">/</a>
      </body>
    </html>
  );
}
