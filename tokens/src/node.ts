// The Node-only API of @lobby/tokens: reading, validating and compiling token sets. It imports
// style-dictionary and node:fs, so the browser bundle must use the package's main entry instead.
export { compileTokenSet, type CompiledTokenSet } from './compile';
export { readStandardSets, readTokenFile, standardSetsDir } from './files';
export { composeSet, readSetKind, type ComposedSet, type SetKind, type StandardSets } from './layers';
export { describeProblem, type Checked, type Problem } from './problem';
export { inspectTokenSet, validateTokenSet, type TokenSetReport, type ValidateOptions } from './validate';
