// Avatars (GET /wps/member/info/icon): a few generated SVG portraits, chosen by id.
const palette = ['#2563eb', '#db2777', '#059669', '#d97706', '#7c3aed', '#0891b2', '#dc2626', '#4b5563'];

export const iconCount = palette.length;

/** A data: URI of avatar `iconId` (1-based) with the member's initial. */
export function avatarUri(iconId: number, name: string): string {
  const colour = palette[(iconId - 1) % palette.length] ?? '#4b5563';
  const initial = (name.trim().charAt(0) || '?').toUpperCase().replace(/[<>&"']/g, '?');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${colour}"/><text x="32" y="42" text-anchor="middle" font-family="sans-serif" font-size="28" font-weight="700" fill="#ffffff">${initial}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Every avatar a member may choose, drawn with the member's initial. */
export function avatarChoices(name: string): { iconId: number; iconUrl: string }[] {
  return palette.map((_, index) => ({ iconId: index + 1, iconUrl: avatarUri(index + 1, name) }));
}

/** "+66 81****678": enough to recognise, not enough to use (SPEC.md section 3: mobile masked). */
export function maskMobile(dialingCode: string | null, mobile: string | null): string {
  if (!mobile) return '';
  const masked = mobile.length <= 5 ? '*'.repeat(mobile.length) : `${mobile.slice(0, 2)}****${mobile.slice(-3)}`;
  return dialingCode ? `+${dialingCode} ${masked}` : masked;
}

/** "de***@example.com". */
export function maskEmail(email: string | null): string {
  if (!email) return '';
  const at = email.indexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

/** "D*** M*****": the first letter of each word (SPEC.md section 3: the payee name is sensitive). */
export function maskPayeeName(name: string | undefined): string {
  if (!name) return '';
  return name
    .split(' ')
    .map((word) => {
      const letters = Array.from(word);
      return `${letters[0] ?? ''}${'*'.repeat(Math.max(letters.length - 1, 1))}`;
    })
    .join(' ');
}
