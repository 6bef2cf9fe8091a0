import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSwitcher } from './LanguageSwitcher';
import { siteLanguages } from './siteLanguages';

describe('siteLanguages', () => {
  it('lists the 21 site languages, each once', () => {
    expect(siteLanguages).toHaveLength(21);
    expect(new Set(siteLanguages.map((language) => language.code)).size).toBe(21);
  });
});

describe('LanguageSwitcher', () => {
  it('names the current language in itself on the button', () => {
    render(<LanguageSwitcher value="th" supported={['es', 'en', 'th']} onChange={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Language: ไทย' });
    expect(button.querySelector('[lang="th"]')).toHaveTextContent('ไทย');
  });

  // A menu of 21 items is slow to render in jsdom on a busy machine.
  it('chooses a supported language with the keyboard and disables the others', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<LanguageSwitcher value="es" supported={['es', 'en', 'th']} onChange={onChange} />);
    screen.getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitemradio', { name: 'Español' })).toHaveAttribute('aria-checked', 'true');
    const arabic = screen.getByRole('menuitemradio', { name: 'العربية (not available)' });
    expect(arabic).toHaveAttribute('aria-disabled', 'true');
    expect(arabic.querySelector('[lang="ar"]')).toHaveAttribute('dir', 'rtl');
    await user.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(onChange).toHaveBeenCalledWith('en');
  });
});
