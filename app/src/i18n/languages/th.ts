/**
 * The app's first-screen strings in Thai (its eager areas and the error catalogue), and nothing of
 * the other languages: index.ts loads this module on its own, with the design system's Thai.
 */
import type { EagerAppStrings } from '../resources';
import { th as auth } from '../strings/auth/th';
import { th as core } from '../strings/core/th';
import { th as errors } from '../strings/errors/th';
import { th as games } from '../strings/games/th';
import { th as home } from '../strings/home/th';
import { th as shell } from '../strings/shell/th';

export const app: EagerAppStrings = { ...core, shell, auth, home, games };
export { errors };
