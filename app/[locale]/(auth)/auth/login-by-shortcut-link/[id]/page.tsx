import { ShortcutSignIn } from '@/components/auth/shortcut-sign-in';
import { authPageMetadata } from '@/lib/auth/page';

export const generateMetadata = () => authPageMetadata('login_title');

export default async function ShortcutLinkPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ShortcutSignIn id={id} />;
}
