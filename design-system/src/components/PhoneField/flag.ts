/** The flag emoji of an ISO 3166-1 alpha-2 code (two regional-indicator letters); '' if not two letters. */
export function flagEmoji(countryCode: string): string {
  const code = countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  const regionalIndicatorA = 0x1f1e6;
  return String.fromCodePoint(...Array.from(code, (letter) => regionalIndicatorA + letter.charCodeAt(0) - 65));
}
