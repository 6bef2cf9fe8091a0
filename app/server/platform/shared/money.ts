// Money (platform-contract: money): integer minor units inside the platform, decimals with two places
// on the wire.
export const toMinor = (amount: number): number => Math.round(amount * 100);
export const toMajor = (minor: number): number => minor / 100;
