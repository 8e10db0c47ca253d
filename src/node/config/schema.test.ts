import { describe, expect, it } from 'vitest';
import { resolveConfig } from './load';
import { closestKey, validateUserConfig } from './schema';

const valid = {
  title: 'MUI',
  host: 'https://mui.com',
  repository: { url: 'https://github.com/mui/material-ui' },
};

const messages = (value: unknown) => {
  const result = validateUserConfig(value);
  if (result.ok) throw new Error('expected the config to be refused');
  return result.issues.map((i) => ({ message: i.message, hint: i.hint }));
};

describe('validateUserConfig', () => {
  it('accepts a minimal config', () => {
    expect(validateUserConfig(valid).ok).toBe(true);
  });

  it('names the key path, what was expected and what was received', () => {
    expect(messages({ ...valid, products: [{ id: 'joy-ui', name: 42 }] })).toEqual([
      { message: 'products[0].name: expected string, received number 42', hint: undefined },
    ]);
    expect(messages({ ...valid, host: 'mui.com' })).toEqual([
      { message: 'host: expected an http(s) URL, received "mui.com"', hint: undefined },
    ]);
    expect(messages({ ...valid, languages: [{ code: 'en', label: 'English', dir: 'down' }] })).toEqual([
      { message: 'languages[0].dir: expected one of "ltr", "rtl", received "down"', hint: undefined },
    ]);
    expect(messages({ title: 'x', host: 'https://a.b' })).toEqual([
      { message: 'repository: expected object, received nothing', hint: undefined },
    ]);
  });

  it('refuses unknown keys, suggesting the closest known one', () => {
    expect(messages({ ...valid, repository: { ...valid.repository, brnach: 'main' } })).toEqual([
      {
        message: 'repository.brnach: unknown key; expected one of url, branch, directory, received "brnach"',
        hint: 'did you mean "branch"?',
      },
    ]);
    expect(messages({ ...valid, products: [{ id: 'joy-ui', name: 'Joy UI', colour: 'red' }] })[0]?.message).toMatch(
      /^products\[0\]\.colour: unknown key; expected one of id, name, category, logo, description, versions, navigation, home, apiPath, api, received "colour"$/,
    );
    expect(messages({ ...valid, zzzzzz: 1 })[0]?.hint).toBe('remove "zzzzzz"');
  });

  it('reports every problem at once', () => {
    expect(messages({ ...valid, title: '', ads: { scriptUrl: 'x', jsonUrl: 'https://a.b/ads.json', displayRatio: 2 } })).toHaveLength(3);
  });

  it.each([
    ['titel', ['title', 'host'], 'title'],
    ['prodcuts', ['products', 'languages'], 'products'],
    ['xyz', ['title', 'host'], undefined],
  ])('closestKey(%s)', (key, candidates, expected) => expect(closestKey(key, candidates)).toBe(expected));
});

describe('licenseKeys', () => {
  const resolved = (licenseKeys: unknown) => {
    const result = validateUserConfig({ ...valid, licenseKeys });
    if (!result.ok) throw new Error(result.issues.map((i) => i.message).join('\n'));
    return resolveConfig(result.config, '/site/docs-site.config.ts').licenseKeys;
  };

  it.each([
    ['absent', undefined, null],
    ['an unset environment variable', { muiX: undefined }, null],
    ['empty', { muiX: '' }, null],
    ['blank', { muiX: ' \n' }, null],
    ['a key, trimmed of the newline a secret often ends with', { muiX: 'not-a-real-key-0123456789\n' }, 'not-a-real-key-0123456789'],
  ])('resolves %s', (_, licenseKeys, muiX) => {
    expect(resolved(licenseKeys)).toEqual({ muiX });
  });

  it('refuses a key that is not a string, and a misspelt package', () => {
    expect(messages({ ...valid, licenseKeys: { muiX: 42 } })).toEqual([{ message: 'licenseKeys.muiX: expected string, received number 42', hint: undefined }]);
    expect(messages({ ...valid, licenseKeys: { muix: 'abc' } })).toEqual([
      { message: 'licenseKeys.muix: unknown key; expected one of muiX, received "muix"', hint: 'did you mean "muiX"?' },
    ]);
  });
});
