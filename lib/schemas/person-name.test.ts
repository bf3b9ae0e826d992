import { describe, expect, it } from 'vitest';
import { personName } from './person-name';

describe("a person's name", () => {
  it.each(['سارا احمدی', 'Sara Ahmadi', "Conor O'Neil", 'Jean-Luc Picard', 'M. Ahmadi', 'علی‌رضا کریمی', 'Zoë Müller', 'سارا احمدی (دانش‌آموز نمونه)'])(
    'accepts %s',
    (name) => {
      expect(personName.safeParse(name).success).toBe(true);
    },
  );

  it.each(['12345', '۱۲۳۴۵', 'a', '!!', 'Sara 2', 'https://spam.example', '<b>x</b>'])('refuses %s with the name rule', (name) => {
    const result = personName.safeParse(name);
    expect(result.success).toBe(false);
  });

  it('trims spaces and drops bidi controls', () => {
    expect(personName.parse('  \u202eSara Ahmadi ')).toBe('Sara Ahmadi');
  });
});
