// Loki's verbose output is sorted into failures per story, and failed stories can be re-run alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseLokiFailures, storiesFilter } from './loki-output.mjs';

const output = [
  'loki test v0.35.0',
  'PASS chrome.app/chrome.light/Components/Button/Primary',
  'FAIL chrome.app/chrome.light/Components/FileUpload/Disabled: Screenshot differs from reference, see .loki/difference/light/chrome_light_Components_FileUpload_Disabled.png',
  '\u001b[31mFAIL chrome.app/chrome.light/Patterns/GameGrid/Loading More: Screenshot differs from reference, see .loki/difference/light/chrome_light_Patterns_GameGrid_Loading_More.png\u001b[39m',
  'FAIL chrome.app/chrome.light/Foundations/Colour tokens/All: No reference image found',
  'FAIL chrome.app/TESTS: Some tasks failed to run',
  'FAIL chrome.app: Some tasks failed to run',
].join('\n');

test('each failing story is named by its title and name, with its difference image if it differs', () => {
  assert.deepEqual(parseLokiFailures(output), {
    failures: [
      {
        kind: 'Components/FileUpload',
        story: 'Disabled',
        message:
          'Screenshot differs from reference, see .loki/difference/light/chrome_light_Components_FileUpload_Disabled.png',
        difference: '.loki/difference/light/chrome_light_Components_FileUpload_Disabled.png',
      },
      {
        kind: 'Patterns/GameGrid',
        story: 'Loading More',
        message:
          'Screenshot differs from reference, see .loki/difference/light/chrome_light_Patterns_GameGrid_Loading_More.png',
        difference: '.loki/difference/light/chrome_light_Patterns_GameGrid_Loading_More.png',
      },
      { kind: 'Foundations/Colour tokens', story: 'All', message: 'No reference image found' },
    ],
    unattributed: [],
  });
});

test('a failure of the run itself names no story', () => {
  const { failures, unattributed } = parseLokiFailures('FAIL chrome.app: Failed to launch chrome\n');
  assert.deepEqual(failures, []);
  assert.deepEqual(unattributed, ['FAIL chrome.app: Failed to launch chrome']);
});

test('the retry filter matches exactly the failed stories, as Loki applies it', () => {
  const { failures } = parseLokiFailures(output);
  // Loki tests `new RegExp(filter, 'i')` against "<title> <name>".
  const filter = new RegExp(storiesFilter(failures), 'i');
  assert.equal(filter.test('Components/FileUpload Disabled'), true);
  assert.equal(filter.test('Patterns/GameGrid Loading More'), true);
  assert.equal(filter.test('Foundations/Colour tokens All'), true);
  assert.equal(filter.test('Components/FileUpload Disabled Long'), false);
  assert.equal(filter.test('Patterns/GameGrid Loading'), false);
  assert.equal(filter.test('Components/FileUpload Default'), false);
});

test('titles and names with regular-expression characters are matched literally', () => {
  const filter = new RegExp(storiesFilter([{ kind: 'Patterns/Winner (board)', story: 'Top 3+' }]), 'i');
  assert.equal(filter.test('Patterns/Winner (board) Top 3+'), true);
  assert.equal(filter.test('Patterns/Winner board Top 33'), false);
});
