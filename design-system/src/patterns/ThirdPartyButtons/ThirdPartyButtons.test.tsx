import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createDesignSystemI18n } from '../../i18n';
import { ThirdPartyButtons, type ThirdPartyButtonsProps } from './ThirdPartyButtons';

function renderButtons(props: Partial<ThirdPartyButtonsProps> = {}, language = 'es') {
  const onSelect = vi.fn();
  const view = render(
    <I18nextProvider i18n={createDesignSystemI18n(language)}>
      <ThirdPartyButtons channels={['google', 'facebook']} onSelect={onSelect} {...props} />
    </I18nextProvider>,
  );
  return { onSelect, ...view };
}

describe('ThirdPartyButtons', () => {
  it('is a group named by its divider, one button per provider in its order', () => {
    renderButtons();
    const group = screen.getByRole('group', { name: 'Continuar con otra cuenta' });
    const buttons = screen.getAllByRole('button');
    expect(group).toContainElement(buttons[0] ?? null);
    expect(buttons.map((button) => button.textContent)).toEqual(['Continuar con Google', 'Continuar con Facebook']);
  });

  it('tells the chosen provider, by keyboard too', async () => {
    const user = userEvent.setup();
    const { onSelect } = renderButtons({}, 'en');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('facebook');
  });

  it('keeps the others waiting while one opens', async () => {
    const user = userEvent.setup();
    const { onSelect } = renderButtons({ busy: 'google' }, 'th');
    const facebook = screen.getByRole('button', { name: 'ดำเนินการต่อด้วย Facebook' });
    expect(facebook).toHaveAttribute('aria-disabled', 'true');
    await user.click(facebook);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('shows nothing without a provider', () => {
    const { container } = renderButtons({ channels: [] });
    expect(container).toBeEmptyDOMElement();
  });
});
