// A 6-digit one-time code field: digits only, the phone's numeric keypad, and the browser's
// "fill from SMS / email" suggestion.
import type { InputHTMLAttributes } from 'react';
import { Input } from '../../components/ui/input';

export const OTP_LENGTH = 6;

/** Keeps only digits, at most six: pasted "123 456" becomes "123456". */
export function cleanCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  value: string;
  onValueChange: (code: string) => void;
};

export function OtpCodeInput({ value, onValueChange, className, ...props }: Props) {
  return (
    <Input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="\d{6}"
      maxLength={OTP_LENGTH + 2}
      placeholder="123456"
      value={value}
      onChange={(e) => onValueChange(cleanCode(e.target.value))}
      className={['text-center font-mono text-lg tracking-[0.4em]', className].filter(Boolean).join(' ')}
    />
  );
}
