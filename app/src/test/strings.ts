// Every test file starts with all string areas loaded (i18n/areas.ts): tests render pages and
// sections directly, without the route loader that fetches a page's areas in the site.
import { loadAllStringAreas } from '../i18n/areas';

await loadAllStringAreas();
