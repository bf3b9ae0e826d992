import { SetPasswordForm } from '@/components/auth/set-password-form';
import { type AuthSearchParams, authPageMetadata, redirectUrlOf } from '@/lib/auth/page';

export const generateMetadata = () => authPageMetadata('change_password_title');

export default async function ChangePasswordPage({ searchParams }: { searchParams: AuthSearchParams }) {
  return <SetPasswordForm mode="change" redirectUrl={await redirectUrlOf(searchParams)} />;
}
