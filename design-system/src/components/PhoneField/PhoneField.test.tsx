import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PhoneField, type PhoneCountry } from './PhoneField';

beforeAll(() => {
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    releasePointerCapture: () => undefined,
    scrollIntoView: () => undefined,
  });
});

const flag = (code: string) => `https://img.example/flag/${code}.svg`;
const countries: PhoneCountry[] = ['MX:52', 'US:1', 'CA:1', 'TH:66'].map((entry) => {
  const [countryCode = '', countryDialingCode = ''] = entry.split(':');
  return { countryCode, countryDialingCode, flagUrl: flag(countryCode) };
});

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

describe('PhoneField', () => {
  it('is a telephone input with national autocomplete', () => {
    render(<Phone />);
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
  });

  it('shows the chosen code with its flag picture, named by the country, on a named picker', () => {
    render(<Phone />);
    const picker = screen.getByRole('combobox', { name: 'Country dialing code' });
    expect(picker).toHaveTextContent(/^\+52$/);
    const image = picker.querySelector('img');
    expect(image).toHaveAttribute('src', flag('MX'));
    expect(image).toHaveAttribute('alt', 'Mexico');
    expect(image).toHaveAttribute('width', '24');
    expect(image).toHaveAttribute('height', '16');
    expect(image).not.toHaveAttribute('loading');
  });

  it('lists every country with its flag picture, decorative beside its code, loaded lazily', async () => {
    render(<Phone />);
    screen.getByRole('combobox', { name: 'Country dialing code' }).focus();
    await userEvent.keyboard('{Enter}');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['+52MX', '+1US', '+1CA', '+66TH']);
    for (const [index, option] of options.entries()) {
      const image = option.querySelector('img');
      expect(image).toHaveAttribute('src', flag(countries[index]?.countryCode ?? ''));
      expect(image).toHaveAttribute('alt', '');
      expect(image).toHaveAttribute('loading', 'lazy');
    }
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
    expect(picker.querySelector('img')).toHaveAttribute('alt', 'Thailand');
    expect(picker.querySelector('img')).toHaveAttribute('src', flag('TH'));
  });
});
