import { act } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Textarea } from '../../components/Textarea';
import { TextField } from '../../components/TextField';

/** A form's state around a field, showing what the state holds. */
function Form({ multiline = false }: { multiline?: boolean }) {
  const [value, setValue] = useState('');
  const field = multiline ? (
    <Textarea label="Remark" name="remark" value={value} onChange={(event) => setValue(event.target.value)} />
  ) : (
    <TextField label="Game name" name="search" value={value} onChange={(event) => setValue(event.target.value)} />
  );
  return (
    <>
      {field}
      <output>{value}</output>
    </>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The server's page, typed into before its script ran, then hydrated. */
async function typedThenHydrated(form: React.ReactElement, typed: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(form);
  document.body.append(container);
  const control = container.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
  if (!control) throw new Error('no field');
  control.focus();
  control.value = typed;
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    root = hydrateRoot(container, form);
    await Promise.resolve();
  });
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  return { control, output: container.querySelector('output') };
}

describe('useKeepTyped (a field typed into before hydration)', () => {
  it("hands a text field's typed text to its form, which keeps it", async () => {
    const { control, output } = await typedThenHydrated(<Form />, 'dragon');
    expect(output).toHaveTextContent('dragon');
    expect(control.value).toBe('dragon');
    expect(document.activeElement).toBe(control);
  });

  it('does the same for a text area', async () => {
    const { control, output } = await typedThenHydrated(<Form multiline />, 'two\nlines');
    expect(output?.textContent).toBe('two\nlines');
    expect(control.value).toBe('two\nlines');
  });

  it('does nothing when nothing was typed', async () => {
    const { control, output } = await typedThenHydrated(<Form />, '');
    expect(output).toHaveTextContent('');
    expect(control.value).toBe('');
  });
});
