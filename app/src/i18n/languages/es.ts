/**
 * The app's first-screen strings in Spanish (its eager areas and the error catalogue), and nothing of
 * the other languages: index.ts loads this module on its own, with the design system's Spanish.
 */
import type { EagerAppStrings } from '../resources';
import { es as auth } from '../strings/auth/es';
import { es as core } from '../strings/core/es';
import { es as errors } from '../strings/errors/es';
import { es as games } from '../strings/games/es';
import { es as home } from '../strings/home/es';
import { es as shell } from '../strings/shell/es';

export const app: EagerAppStrings = { ...core, shell, auth, home, games };
export { errors };
