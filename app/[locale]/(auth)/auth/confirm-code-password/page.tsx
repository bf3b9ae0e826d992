import { CodeForm } from '@/components/auth/code-form';
import { type AuthSearchParams, authPageMetadata, redirectUrlOf } from '@/lib/auth/page';
import { signInMobile } from '@/lib/auth/session.server';

export const generateMetadata = () => authPageMetadata('code_title_set-password');

export default async function ConfirmCodePasswordPage({ searchParams }: { searchParams: AuthSearchParams }) {
  return <CodeForm purpose="set-password" mobile={(await signInMobile()) ?? ''} redirectUrl={await redirectUrlOf(searchParams)} />;
}
