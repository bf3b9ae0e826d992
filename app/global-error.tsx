'use client';

// The root layout itself failed, so no translations are loaded: a bare page in both languages' spirit.
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="fa" dir="rtl">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '3rem 1rem' }}>
        <p style={{ fontSize: '3rem', fontWeight: 800 }}>500</p>
        <button type="button" onClick={reset} style={{ padding: '0.75rem 1.5rem' }}>
          ↻
        </button>
      </body>
    </html>
  );
}
