interface ImportMetaEnv {
  /** The colour mode story tests run in (set by stories/vitest.config.ts). */
  readonly STORY_TEST_MODE?: 'dark' | 'light';
}
