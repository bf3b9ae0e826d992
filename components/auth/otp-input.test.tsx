// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '@/tests/render';
import { OtpInput } from './otp-input';

function Harness() {
  const [code, setCode] = useState('');
  return (
    <>
      <p id="label">code</p>
      <OtpInput length={5} value={code} onChange={setCode} labelledBy="label" />
      <output data-testid="code">{code}</output>
    </>
  );
}

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 5`) as HTMLInputElement;

describe('OtpInput', () => {
  it('moves on as digits are typed and back on Backspace', () => {
    renderWithIntl(<Harness />, 'en-US');
    fireEvent.change(box(1), { target: { value: '4' } });
    fireEvent.change(box(2), { target: { value: '2' } });
    expect(screen.getByTestId('code')).toHaveTextContent('42');
    expect(document.activeElement).toBe(box(3));
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(screen.getByTestId('code')).toHaveTextContent(/^4$/);
    expect(document.activeElement).toBe(box(2));
  });

  it('fills every box from a pasted code, ignoring spaces and Persian digits', () => {
    renderWithIntl(<Harness />, 'en-US');
    fireEvent.paste(box(1), { clipboardData: { getData: () => ' ۱۲۳ 45 ' } });
    expect(screen.getByTestId('code')).toHaveTextContent('12345');
    expect([1, 2, 3, 4, 5].map((n) => box(n).value).join('')).toBe('12345');
  });

  it('takes a whole autofilled code in the first box and ignores letters', () => {
    renderWithIntl(<Harness />, 'en-US');
    fireEvent.change(box(1), { target: { value: 'x' } });
    expect(screen.getByTestId('code')).toHaveTextContent('');
    fireEvent.change(box(1), { target: { value: '98765' } });
    expect(screen.getByTestId('code')).toHaveTextContent('98765');
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(1)).toHaveAttribute('inputmode', 'numeric');
  });

  it('labels the boxes in Persian digits in fa', () => {
    renderWithIntl(<Harness />, 'fa');
    expect(screen.getByLabelText('رقم ۱ از ۵')).toBeInTheDocument();
  });
});
