import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { flagEmoji } from './flag';
import { PhoneField, type PhoneCountry } from './PhoneField';

beforeAll(() => {
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    releasePointerCapture: () => undefined,
    scrollIntoView: () => undefined,
  });
});

const countries: PhoneCountry[] = [
  { countryCode: 'MX', countryDialingCode: '52' },
  { countryCode: 'US', countryDialingCode: '1' },
  { countryCode: 'CA', countryDialingCode: '1' },
  { countryCode: 'TH', countryDialingCode: '66', flagUrl: 'data:image/svg+xml,%3Csvg/%3E' },
];

function Phone({ onDialingCodeChange = vi.fn() }: { onDialingCodeChange?: (code: string) => void }) {
  const [code, setCode] = useState('52');
  return (
    <PhoneField
      label="Mobile number"
      countries={countries}
      dialingCode={code}
      onDialingCodeChange={(next) => {
        setCode(next);
        onDialingCodeChange(next);
      }}
    />
  );
}

describe('flagEmoji', () => {
  it('turns a country code into regional-indicator letters', () => {
    expect(flagEmoji('mx')).toBe('🇲🇽');
    expect(flagEmoji('TH')).toBe('🇹🇭');
    expect(flagEmoji('X')).toBe('');
  });
});

describe('PhoneField', () => {
  it('is a telephone input with national autocomplete', () => {
    render(<Phone />);
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
  });

  it('shows the chosen code with its emoji flag on a named picker', () => {
    render(<Phone />);
    const picker = screen.getByRole('combobox', { name: 'Country dialing code' });
    expect(picker).toHaveTextContent('🇲🇽+52');
  });

  it('picks a country with the keyboard and reports its dialing code', async () => {
    const onDialingCodeChange = vi.fn();
    render(<Phone onDialingCodeChange={onDialingCodeChange} />);
    const picker = screen.getByRole('combobox', { name: 'Country dialing code' });
    picker.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(onDialingCodeChange).toHaveBeenLastCalledWith('66');
    expect(picker).toHaveTextContent('+66');
    expect(picker.querySelector('img')).toHaveAttribute('alt', '');
  });
});
