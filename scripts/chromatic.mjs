// `npm run chromatic`: publishes Storybook to Chromatic for teams that have a project there.
// Chromatic is a hosted service, so nothing in CI depends on it: without a token this says so and
// exits cleanly.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'chromatic: CHROMATIC_PROJECT_TOKEN is not set; nothing published. Set it to publish Storybook to Chromatic.',
  );
  process.exit(0);
}

const build = spawnSync('npm', ['run', '--silent', 'build', '-w', '@lobby/stories'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const result = spawnSync(
  'npx',
  ['chromatic', '--storybook-build-dir', 'stories/storybook-static', '--exit-zero-on-changes', '--exit-once-uploaded'],
  { stdio: 'inherit', env: process.env },
);
process.exit(result.status ?? 1);
