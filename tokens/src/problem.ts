import type { ThemeMode } from './modes';

/** One reason a token set is rejected, phrased for the operator who wrote it. */
export interface Problem {
  /** The token's dotted path, when the problem is about one token. */
  token?: string;
  /** The composed mode the problem shows up in; absent when it shows up in every mode. */
  mode?: ThemeMode;
  message: string;
}

/** The outcome of a step that either yields a value or explains why it cannot. */
export type Checked<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };

export const failed = (message: string, token?: string): { ok: false; problems: Problem[] } => ({
  ok: false,
  problems: [token === undefined ? { message } : { token, message }],
});

/** One line for a problem, `[mode] token: message`: the wording of `check` and of the server. */
export function describeProblem({ mode, token, message }: Problem): string {
  return [mode === undefined ? '' : `[${mode}] `, token === undefined ? '' : `${token}: `, message].join('');
}
