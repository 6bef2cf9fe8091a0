import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createDesignSystemI18n } from '../../i18n';
import { Pagination, type PaginationProps } from './Pagination';
import { pageWindow } from './pageWindow';

function renderPagination(props: Partial<PaginationProps> = {}, language = 'en') {
  const onPageChange = vi.fn();
  const view = render(
    <I18nextProvider i18n={createDesignSystemI18n(language)}>
      <Pagination page={1} totalPages={10} onPageChange={onPageChange} {...props} />
    </I18nextProvider>,
  );
  return { onPageChange, ...view };
}

describe('pageWindow', () => {
  it.each([
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [7, 10, [1, 'gap', 6, 7, 8, 9, 10]],
    [10, 10, [1, 'gap', 6, 7, 8, 9, 10]],
  ])('page %i of %i', (page, total, expected) => {
    expect(pageWindow(page, total)).toEqual(expected);
  });
});

describe('Pagination', () => {
  it('is a named navigation landmark marking the current page', () => {
    renderPagination({ page: 5 });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('button', { name: /^Page/ })).toHaveLength(5);
  });

  it('moves by page, step and to the ends', async () => {
    const { onPageChange } = renderPagination({ page: 5 });
    await userEvent.click(screen.getByRole('button', { name: 'Page 6' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'First page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPageChange.mock.calls).toEqual([[6], [6], [4], [1], [10]]);
  });

  it('disables the way back on the first page and does not report the current page', async () => {
    const { onPageChange } = renderPagination({ page: 1 }, 'es');
    expect(screen.getByRole('button', { name: 'Página anterior' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    await userEvent.click(screen.getByRole('button', { name: 'Página 1' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('renders nothing for a single page', () => {
    const { container } = renderPagination({ totalPages: 1 });
    expect(container).toBeEmptyDOMElement();
  });
});
