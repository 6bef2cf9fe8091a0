/**
 * The design system's core areas in English, and nothing of the other languages: a host loads this
 * module on its own (`loadDsStrings`), so that a page in one language downloads no other's words.
 */
import type { DsCoreAreas } from '../resources';
import { en as auth } from '../strings/auth/en';
import { en as content } from '../strings/content/en';
import { en as core } from '../strings/core/en';
import { en as feedback } from '../strings/feedback/en';
import { en as forms } from '../strings/forms/en';
import { en as games } from '../strings/games/en';
import { en as layout } from '../strings/layout/en';
import { en as navigation } from '../strings/navigation/en';

export const areas: DsCoreAreas = { core, forms, feedback, navigation, content, games, layout, auth };
