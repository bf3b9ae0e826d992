import { getLocale } from 'next-intl/server';
import { LoginForm } from '@/components/auth/login-form';
import { countriesQuery } from '@/lib/api/countries';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { type AuthSearchParams, authPageMetadata, leaveIfSignedIn, redirectUrlOf } from '@/lib/auth/page';
import { fetchOnServer } from '@/lib/query-client.server';

export const generateMetadata = () => authPageMetadata('login_title');

export default async function LoginPage({ searchParams }: { searchParams: AuthSearchParams }) {
  await leaveIfSignedIn(searchParams);
  const locale = await getLocale();
  const countries = await onServer(fetchOnServer(countriesQuery(getServerApiClient, locale)));
  return <LoginForm countries={countries} redirectUrl={await redirectUrlOf(searchParams)} />;
}
