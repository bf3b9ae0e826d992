import { SignOut } from '@/components/auth/sign-out';
import { authPageMetadata } from '@/lib/auth/page';

export const generateMetadata = () => authPageMetadata('logout_title');

export default function LogoutPage() {
  return <SignOut />;
}
