// Names as public lists show them (winners, rankings, referrals).

/** Masks an account name for public lists: first two and last character ("de****r"). */
export const maskName = (name: string): string =>
  name.length <= 3 ? `${name[0] ?? ''}***` : `${name.slice(0, 2)}****${name.slice(-1)}`;
