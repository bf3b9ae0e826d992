'use client';

import type { CountryCode } from 'libphonenumber-js';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { authApi } from '@/lib/api/auth';
import type { Country } from '@/lib/api/countries';
import { loadApiClient } from '@/lib/api-client';
import { signInFlow, type SignInFlow } from '@/lib/auth/flow';
import { useApiForm } from '@/lib/forms/use-api-form';
import { CountryPicker } from './country-picker';
import { SendCodeChoice } from './send-code-choice';
import { Button } from '@/components/ui/button';

/** Step one of sign-in: country and mobile number, checked for that country here and on the server. */
export function LoginForm({ countries, redirectUrl }: { countries: Country[]; redirectUrl: string | null }) {
  const t = useTranslations('Auth');
  const [country, setCountry] = useState<Country>(countries[0]!);
  const [flow, setFlow] = useState<SignInFlow | null>(null);

  // Loaded on first validation, with libphonenumber: neither is on the sign-in page's first load.
  const schema = useMemo(
    () => () =>
      import('@/lib/auth/mobile-schema').then((m) =>
        m.signInMobileSchema(country.iso2 as CountryCode, { required: t('mobile_required'), invalid: t('mobile_invalid') }),
      ),
    [country, t],
  );
  const { form, onSubmit } = useApiForm({
    schema,
    defaultValues: { mobile: '' },
    submit: async ({ mobile }) => {
      const answer = await authApi.confirmMobile(await loadApiClient(), mobile, country.id);
      const next = { ...answer, send_method: answer.send_methods[0] ?? 'SMS' };
      signInFlow.write(next);
      setFlow(next);
    },
  });

  if (flow) return <SendCodeChoice flow={flow} redirectUrl={redirectUrl} onChangeNumber={() => setFlow(null)} />;

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t('login_title')}</h1>
      <p className="text-muted">{t('login_intro')}</p>
      <CountryPicker countries={countries} value={country} onChange={setCountry} />
      <TextField
        label={t('mobile')}
        // tel-national (the number without +98, as typed here) is a text field's token: a tel field takes only "tel".
        type="text"
        inputMode="tel"
        autoComplete="tel-national"
        dir="ltr"
        placeholder={country.iso2 === 'IR' ? t('mobile_placeholder_ir') : undefined}
        error={form.formState.errors.mobile?.message}
        {...form.register('mobile')}
      />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {t('continue')}
      </Button>
    </form>
  );
}
