// A Vitest reporter for scripts/story-tests.mjs: writes, per project, the test files the run planned,
// the files that passed and the files with a failed test, to the JSON file named by FILE_STATES.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export default class FileStates {
  planned = {};
  passed = {};
  failedTests = {};

  /** @param {ReadonlyArray<import('vitest/node').TestSpecification>} specifications */
  onTestRunStart(specifications) {
    for (const { project, moduleId } of specifications) {
      (this.planned[project.name] ??= []).push(relative(process.cwd(), moduleId));
    }
  }

  /** @param {import('vitest/node').TestModule} module */
  onTestModuleEnd(module) {
    const file = relative(process.cwd(), module.moduleId);
    const name = module.project.name;
    if (module.state() === 'passed') (this.passed[name] ??= []).push(file);
    const failed = [...module.children.allTests()].some((test) => test.result().state === 'failed');
    if (failed) (this.failedTests[name] ??= []).push(file);
  }

  onTestRunEnd() {
    const { planned, passed, failedTests } = this;
    if (process.env.FILE_STATES)
      writeFileSync(process.env.FILE_STATES, JSON.stringify({ planned, passed, failedTests }));
  }
}
