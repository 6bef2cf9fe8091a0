/**
 * The design system's core areas in Thai, and nothing of the other languages: a host loads this
 * module on its own (`loadDsStrings`), so that a page in one language downloads no other's words.
 */
import type { DsCoreAreas } from '../resources';
import { th as auth } from '../strings/auth/th';
import { th as content } from '../strings/content/th';
import { th as core } from '../strings/core/th';
import { th as feedback } from '../strings/feedback/th';
import { th as forms } from '../strings/forms/th';
import { th as games } from '../strings/games/th';
import { th as layout } from '../strings/layout/th';
import { th as navigation } from '../strings/navigation/th';

export const areas: DsCoreAreas = { core, forms, feedback, navigation, content, games, layout, auth };
