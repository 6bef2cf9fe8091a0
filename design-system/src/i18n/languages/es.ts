/**
 * The design system's core areas in Spanish, and nothing of the other languages: a host loads this
 * module on its own (`loadDsStrings`), so that a page in one language downloads no other's words.
 */
import type { DsCoreAreas } from '../resources';
import { es as auth } from '../strings/auth/es';
import { es as content } from '../strings/content/es';
import { es as core } from '../strings/core/es';
import { es as feedback } from '../strings/feedback/es';
import { es as forms } from '../strings/forms/es';
import { es as games } from '../strings/games/es';
import { es as layout } from '../strings/layout/es';
import { es as navigation } from '../strings/navigation/es';

export const areas: DsCoreAreas = { core, forms, feedback, navigation, content, games, layout, auth };
