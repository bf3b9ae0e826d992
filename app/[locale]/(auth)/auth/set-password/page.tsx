import { SetPasswordForm } from '@/components/auth/set-password-form';
import { type AuthSearchParams, authPageMetadata, redirectUrlOf } from '@/lib/auth/page';

export const generateMetadata = () => authPageMetadata('set_password_title');

export default async function SetPasswordPage({ searchParams }: { searchParams: AuthSearchParams }) {
  return <SetPasswordForm mode="set" redirectUrl={await redirectUrlOf(searchParams)} />;
}
