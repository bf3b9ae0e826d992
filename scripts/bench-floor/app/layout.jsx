// Next's own floor for bench:signed-in: the smallest page rendered per request, with nothing of ours
// (no proxy, no session, no database, no messages). Not part of the product.
export default function RootLayout({ children }) {
  return (
    <html lang="fa" dir="rtl">
      <body>{children}</body>
    </html>
  );
}
