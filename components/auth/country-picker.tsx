'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import type { Country } from '@/lib/api/countries';

interface CountryPickerProps {
  countries: Country[];
  value: Country;
  onChange: (country: Country) => void;
}

/** A searchable country list (ARIA combobox): type a name or dial code, arrows to move, Enter to pick. */
export function CountryPicker({ countries, value, onChange }: CountryPickerProps) {
  const t = useTranslations('Auth');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  const matches = useMemo(() => {
    const needle = query.trim().toLowerCase();
    if (!needle) return countries;
    return countries.filter((c) => c.name.toLowerCase().includes(needle) || c.dial_code.includes(needle) || c.iso2.toLowerCase() === needle);
  }, [countries, query]);

  const pick = (country: Country) => {
    onChange(country);
    setOpen(false);
    setQuery('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.min(Math.max(index + step, 0), Math.max(matches.length - 1, 0)));
    } else if (event.key === 'Enter' && open && matches[active]) {
      event.preventDefault();
      pick(matches[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={`${id}-input`} className="text-sm font-medium">
        {t('country')}
      </label>
      <input
        id={`${id}-input`}
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open && matches[active] ? `${id}-${matches[active].iso2}` : undefined}
        autoComplete="off"
        className="rounded-lg border border-gray-400 px-3 py-2"
        value={open ? query : `${value.name} (${value.dial_code})`}
        placeholder={t('country_search')}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {open && (
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label={t('country')}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-lg border border-gray-300 bg-white shadow"
        >
          {matches.length === 0 && <li className="px-3 py-2 text-muted">{t('country_none')}</li>}
          {matches.map((country, index) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox input handles the keys (aria-activedescendant)
            <li
              key={country.iso2}
              id={`${id}-${country.iso2}`}
              role="option"
              aria-selected={country.iso2 === value.iso2}
              className={`flex cursor-pointer justify-between gap-2 px-3 py-2 ${index === active ? 'bg-brand-50' : ''}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(country)}
            >
              <span>{country.name}</span>
              <span dir="ltr" className="text-muted">
                {country.dial_code}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
