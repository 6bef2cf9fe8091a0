/**
 * The app's first-screen strings in English (its eager areas and the error catalogue), and nothing of
 * the other languages: index.ts loads this module on its own, with the design system's English.
 */
import type { EagerAppStrings } from '../resources';
import { en as auth } from '../strings/auth/en';
import { en as core } from '../strings/core/en';
import { en as errors } from '../strings/errors/en';
import { en as games } from '../strings/games/en';
import { en as home } from '../strings/home/en';
import { en as shell } from '../strings/shell/en';

export const app: EagerAppStrings = { ...core, shell, auth, home, games };
export { errors };
