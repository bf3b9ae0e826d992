import { PasswordLoginForm } from '@/components/auth/password-login-form';
import { type AuthSearchParams, authPageMetadata, leaveIfSignedIn, redirectUrlOf } from '@/lib/auth/page';
import { signInMobile } from '@/lib/auth/session.server';

export const generateMetadata = () => authPageMetadata('password_title');

// The auth-mobile guard (proxy.ts) has checked that a number was entered.
export default async function PasswordPage({ searchParams }: { searchParams: AuthSearchParams }) {
  await leaveIfSignedIn(searchParams);
  return <PasswordLoginForm mobile={(await signInMobile()) ?? ''} redirectUrl={await redirectUrlOf(searchParams)} />;
}
