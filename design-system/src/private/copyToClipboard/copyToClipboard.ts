/**
 * Copies text. The async Clipboard API needs a secure context and permission; older WebViews and
 * plain-http hosts lack it, so a hidden textarea with execCommand('copy') is the fallback.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyWithTextarea(text);
  }
}

function copyWithTextarea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off-screen but selectable; readonly stops mobile keyboards from opening.
  area.style.position = 'fixed';
  area.style.insetBlockStart = '-100vh';
  area.style.opacity = '0';
  const focused = document.activeElement as HTMLElement | null;
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    // Deprecated, but the only way left where the Clipboard API is missing.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  focused?.focus();
  return copied;
}
