import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixture, packagePath } from '../test/paths';
import { inspectTokenSet, validateTokenSet } from './validate';

const brandFiles = readdirSync(packagePath('brands')).map((name) => `brands/${name}`);

describe('the shipped sets', () => {
  it.each(['sets/base.json', 'sets/dark.json', 'sets/light.json', ...brandFiles])('%s is valid', (file) => {
    expect(validateTokenSet(packagePath(file))).toEqual([]);
  });

  it('ships at least the two example brands', () => {
    expect(brandFiles).toEqual(expect.arrayContaining(['brands/aurora.json', 'brands/crimson.json']));
  });

  it('layers a base set under both modes and a mode set over base', () => {
    expect(inspectTokenSet(packagePath('sets/base.json')).set?.kind).toBe('base');
    expect(inspectTokenSet(packagePath('sets/light.json')).set).toMatchObject({ kind: 'mode', mode: 'light' });
  });
});

describe('the bad fixtures', () => {
  it('reports a missing contract token', () => {
    expect(validateTokenSet(fixture('missing-token'))).toEqual([
      { token: 'color.text.link', mode: 'dark', message: 'is missing: the contract needs a color token here' },
    ]);
  });

  it('reports a token whose type differs from the contract', () => {
    expect(validateTokenSet(fixture('wrong-type'))).toEqual([
      { token: 'color.accent.base', message: 'is a dimension token; the contract needs color' },
    ]);
  });

  it('reports values that do not fit their type, and the tokens aliasing them', () => {
    expect(validateTokenSet(fixture('bad-value'))).toEqual([
      { token: 'palette.accent.400', message: '"#12345" is not a colour (#hex, rgb(), rgba(), hsl() or hsla())' },
      { token: 'duration.fast', message: '"fast" is not a duration (<number>ms or <number>s)' },
      {
        token: 'color.accent.base',
        mode: 'dark',
        message:
          '"{palette.accent.400}" resolves to "#12345", which is not a colour (#hex, rgb(), rgba(), hsl() or hsla())',
      },
    ]);
  });

  it('reports a broken alias once, naming the token and the alias', () => {
    expect(validateTokenSet(fixture('broken-alias'))).toEqual([
      { token: 'color.text.link', message: 'alias {palette.nope} does not resolve' },
    ]);
  });

  it('reports an alias cycle from the point of view of each token in it', () => {
    expect(validateTokenSet(fixture('alias-cycle'))).toEqual([
      { token: 'palette.a', message: 'alias cycle palette.a -> palette.b -> palette.a' },
      { token: 'palette.b', message: 'alias cycle palette.b -> palette.a -> palette.b' },
    ]);
  });

  it('reports a low-contrast pair with both tokens, the ratio and the minimum, in its mode only', () => {
    expect(validateTokenSet(fixture('low-contrast'))).toEqual([
      {
        mode: 'light',
        message: 'color.feedback.warning on color.surface.base: contrast 1.60:1, needs 4.5:1 (text)',
      },
    ]);
  });

  it('reports malformed JSON with its line and column', () => {
    expect(validateTokenSet(fixture('malformed'))).toEqual([
      { message: 'malformed JSON at line 3, column 3: Expected double-quoted property name' },
    ]);
  });

  it('layers over the standard sets of options.setsDir', () => {
    expect(validateTokenSet(fixture('broken-alias'), { setsDir: packagePath('test/fixtures') })).toEqual([
      { message: 'standard set base.json: cannot read the file (no such file)' },
      { message: 'standard set dark.json: cannot read the file (no such file)' },
      { message: 'standard set light.json: cannot read the file (no such file)' },
    ]);
  });

  it('reports a file that does not exist', () => {
    expect(validateTokenSet(fixture('no-such-set'))).toEqual([{ message: 'cannot read the file (no such file)' }]);
  });
});

describe('validating parsed JSON', () => {
  const brand = (tokens: object) => ({
    $extensions: { lobby: { kind: 'brand', id: 'test', name: 'Test' } },
    ...tokens,
  });
  const messages = (set: unknown) => validateTokenSet(set).map(({ token, message }) => `${token ?? '-'}: ${message}`);

  it('rejects a set that is not an object', () => {
    expect(messages([1, 2])).toEqual(['-: a token set must be a JSON object']);
  });

  it('rejects tokens without $value, unknown or missing $type, and stray values', () => {
    const set = brand({
      palette: { extra: { $type: 'color' }, odd: { $value: '#fff', $type: 'colour' }, stray: '#fff' },
      loose: { $value: 3 },
    });
    expect(messages(set)).toEqual([
      'palette.extra: has no $value (an empty group or a token without $value)',
      'palette.stray: is neither a token nor a group: wrap the value as {"$value": ...}',
      'palette.odd: $type "colour" is not one of color, dimension, fontFamily, fontWeight, number, duration, shadow',
      'loose: has no $type (set it on the token or on a parent group)',
    ]);
  });

  it('checks the kind marker and a brand id', () => {
    expect(messages({ $extensions: { lobby: { kind: 'theme' } } })).toEqual([
      '-: $extensions.lobby.kind must be base, mode or brand, not "theme"',
    ]);
    expect(messages({ $extensions: { lobby: { kind: 'mode', mode: 'dim' } } })).toEqual([
      '-: $extensions.lobby.mode must be one of dark, light in a mode set',
    ]);
    expect(messages({})).toEqual([
      '-: a brand needs $extensions.lobby.id: lowercase letters, digits and dashes (it names the output file)',
    ]);
  });

  it('only accepts dark and light groups in a brand mode group', () => {
    expect(messages(brand({ mode: { dim: {}, light: {} } }))).toEqual([
      "mode.dim: a brand's mode group may only hold groups named dark and light",
    ]);
  });

  it('rejects a translucent background in a contrast pair', () => {
    const set = brand({ color: { surface: { base: { $value: 'rgba(13, 16, 23, 0.5)' } } } });
    expect(messages(set)).toContain(
      '-: color.text.primary on color.surface.base: the background must be opaque for its contrast to be measured',
    );
  });

  it('resolves aliases inside composite values', () => {
    const set = brand({
      shadow: {
        raised: { $value: { color: '{palette.nope}', offsetX: '0px', offsetY: '1px', blur: '2px', spread: '0px' } },
      },
    });
    expect(messages(set)).toEqual(['shadow.raised: alias {palette.nope} does not resolve']);
  });

  it('reports a cycle that runs through a composite value', () => {
    const layer = { color: '{shadow.raised}', offsetX: '0px', offsetY: '1px', blur: '2px', spread: '0px' };
    const set = brand({ shadow: { raised: { $value: '{shadow.overlay}' }, overlay: { $value: layer } } });
    expect(messages(set)).toEqual([
      'shadow.raised: alias cycle shadow.raised -> shadow.overlay -> shadow.raised',
      'shadow.overlay: alias cycle shadow.overlay -> shadow.raised -> shadow.overlay',
    ]);
  });
});
