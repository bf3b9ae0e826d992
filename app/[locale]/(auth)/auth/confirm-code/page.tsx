import { CodeForm } from '@/components/auth/code-form';
import { type AuthSearchParams, authPageMetadata, leaveIfSignedIn, redirectUrlOf } from '@/lib/auth/page';
import { signInMobile } from '@/lib/auth/session.server';

export const generateMetadata = () => authPageMetadata('code_title_login');

export default async function ConfirmCodePage({ searchParams }: { searchParams: AuthSearchParams }) {
  await leaveIfSignedIn(searchParams);
  return <CodeForm purpose="login" mobile={(await signInMobile()) ?? ''} redirectUrl={await redirectUrlOf(searchParams)} />;
}
