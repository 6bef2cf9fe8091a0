import type { Decorator, Preview } from '@storybook/react-vite';
import { createDesignSystemI18n, fontsReady, languageDirection, ThemeProvider } from '@lobby/design-system';
import type { BrandTheme, ThemeMode } from '@lobby/tokens';
import aurora from '@lobby/tokens/dist/brands/aurora.json';
import crimson from '@lobby/tokens/dist/brands/crimson.json';
import { useLayoutEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { installLokiCompat } from './loki-compat';
import { holdLokiUntilSettled, lokiClockLoader, lokiFocusLoader } from './loki-ready';

installLokiCompat();
const underLoki = holdLokiUntilSettled();

/** Operator brands a designer can preview; add a compiled brand here to review it. */
const brands: Record<string, BrandTheme | null> = { none: null, aurora, crimson };

const i18n = createDesignSystemI18n();

interface FrameProps {
  mode: ThemeMode;
  brand: BrandTheme | null;
  locale: string;
  /** The language's own direction, or right to left whatever the language. */
  dir: 'auto' | 'rtl';
  children: ReactNode;
}

function StoryFrame({ mode, brand, locale, dir, children }: FrameProps) {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  useLayoutEffect(() => {
    // On <html>, so that portalled content (dialogs) is read in the story's language too.
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider mode={mode} brand={brand} dir={dir === 'rtl' ? 'rtl' : languageDirection(locale)} global>
        {children}
      </ThemeProvider>
    </I18nextProvider>
  );
}

const withTheme: Decorator = (Story, { globals }) => (
  <StoryFrame
    mode={globals.mode as ThemeMode}
    brand={brands[globals.brand as string] ?? null}
    locale={globals.locale as string}
    dir={globals.dir === 'rtl' ? 'rtl' : 'auto'}
  >
    <Story />
  </StoryFrame>
);

/** A global chosen from the toolbar, which shows the chosen item's title. */
type ToolbarGlobal = NonNullable<Preview['globalTypes']>[string];
const toolbarGlobal = (
  description: string,
  title: string,
  icon: NonNullable<ToolbarGlobal['toolbar']>['icon'],
  items: { value: string; title: string }[],
): ToolbarGlobal => ({ description, toolbar: { title, icon, items, dynamicTitle: true } });

const preview: Preview = {
  decorators: [withTheme],
  // Render only once the fonts are in: a screenshot must never catch a fallback font.
  loaders: [fontsReady, lokiFocusLoader, lokiClockLoader],
  globalTypes: {
    mode: toolbarGlobal('Colour mode', 'Mode', 'contrast', [
      { value: 'dark', title: 'Dark' },
      { value: 'light', title: 'Light' },
    ]),
    brand: toolbarGlobal('Operator brand token set, applied at run time', 'Brand', 'paintbrush', [
      { value: 'none', title: 'Lobby (default)' },
      { value: 'aurora', title: aurora.name },
      { value: 'crimson', title: crimson.name },
    ]),
    locale: toolbarGlobal('Language (and writing direction)', 'Language', 'globe', [
      { value: 'es', title: 'Español' },
      { value: 'en', title: 'English' },
      { value: 'th', title: 'ไทย' },
      { value: 'ar', title: 'العربية (RTL; English text)' },
    ]),
    // Right to left in any language: Loki's rtl theme shows Spanish mirrored, so that the play
    // functions, which find controls by their Spanish names, run there too (under "ar", with
    // English text, 84 of them failed and their stories were shot wherever they stopped).
    dir: toolbarGlobal('Writing direction', 'Direction', 'transfer', [
      { value: 'auto', title: "The language's" },
      { value: 'rtl', title: 'Right to left' },
    ]),
  },
  // Story tests run once per mode (stories/vitest.config.ts sets STORY_TEST_MODE); Storybook opens in dark.
  initialGlobals: {
    mode: import.meta.env.STORY_TEST_MODE ?? 'dark',
    brand: 'none',
    locale: 'es',
    dir: 'auto',
    // Screenshots need no accessibility check (the story tests run axe on every story): under Loki,
    // axe would only delay every shot.
    ...(underLoki ? { a11y: { manual: true } } : {}),
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Every story must pass axe: a violation fails its story test.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
