import { storyTests } from './vitest.config.ts';

export default storyTests('light');
