import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints where the e2e layer's time went, after the list reporter's summary (issue 19: CI within
 * 45 minutes): each project's sum, the ten spec files and the ten tests that took longest, every
 * attempt counted (a retried test costs twice). Timings only; the list reporter says what passed.
 */
export default class TimingReporter implements Reporter {
  private readonly files = new Map<string, number>();
  private readonly projects = new Map<string, number>();
  private readonly tests: { title: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const file = test.location.file.replace(/^.*[\\/]e2e[\\/]/, '');
    this.files.set(file, (this.files.get(file) ?? 0) + result.duration);
    const project = test.parent.project()?.name ?? '';
    this.projects.set(project, (this.projects.get(project) ?? 0) + result.duration);
    this.tests.push({ title: `[${project}] ${file}: ${test.title}`, ms: result.duration });
  }

  onEnd(result: FullResult) {
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`;
    const files = [...this.files].sort((a, b) => b[1] - a[1]).slice(0, 10);
    const tests = [...this.tests].sort((a, b) => b.ms - a.ms).slice(0, 10);
    // The default project runs its files one at a time: when its sum exceeds all the others' together,
    // it is the layer's longest path (playwright.config.ts: ownAccountsTag).
    const projects = [...this.projects].sort((a, b) => b[1] - a[1]);
    console.log(`\ne2e time: ${seconds(result.duration)} in all; per project (tests' time summed):`);
    for (const [project, ms] of projects) console.log(`${seconds(ms)}  [${project}]`);
    console.log('the longest files, then tests:');
    for (const [file, ms] of files) console.log(`${seconds(ms)}  ${file}`);
    for (const test of tests) console.log(`${seconds(test.ms)}  ${test.title}`);
  }

  printsToStdio() {
    return true;
  }
}
