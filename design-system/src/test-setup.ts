import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { createDesignSystemI18n } from './i18n';

// Components read their strings through react-i18next; tests without a provider get English.
createDesignSystemI18n('en');

afterEach(() => cleanup());

// jsdom lays nothing out and has no ResizeObserver; components that measure get a silent one.
class SilentResizeObserver {
  observe = () => undefined;
  unobserve = () => undefined;
  disconnect = () => undefined;
}
if (!('ResizeObserver' in globalThis)) Object.assign(globalThis, { ResizeObserver: SilentResizeObserver });
