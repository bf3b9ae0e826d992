import { CodeForm } from '@/components/auth/code-form';
import { type AuthSearchParams, authPageMetadata, redirectUrlOf } from '@/lib/auth/page';
import { signInMobile } from '@/lib/auth/session.server';

export const generateMetadata = () => authPageMetadata('code_title_forgot-password');

export default async function ConfirmCodeForgetPasswordPage({ searchParams }: { searchParams: AuthSearchParams }) {
  return <CodeForm purpose="forgot-password" mobile={(await signInMobile()) ?? ''} redirectUrl={await redirectUrlOf(searchParams)} />;
}
