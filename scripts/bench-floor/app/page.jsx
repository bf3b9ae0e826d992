import { cookies } from 'next/headers';

// Reads a cookie, so it is rendered per request, and lists twenty items, as a short signed-in page does.
export default async function Page() {
  const who = (await cookies()).get('auth_token')?.value.slice(0, 8) ?? 'guest';
  const items = Array.from({ length: 20 }, (_, i) => `item ${i + 1} for ${who}`);
  return (
    <main>
      <h1>{who}</h1>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </main>
  );
}
