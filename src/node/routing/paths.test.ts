import { describe, expect, it } from 'vitest';
import {
  canonicalPathname,
  fileLanguage,
  fileToPathname,
  isValidRoute,
  localisedPath,
  locatePath,
  pathnameToOutputFile,
  stripFileLanguage,
} from './paths';

describe('locatePath', () => {
  it.each([
    // path, configured languages, language, canonicalAs, canonicalAsServer, canonicalPathname
    ['/', ['en'], 'en', '/', '/', '/'],
    ['/material-ui/react-button/', ['en'], 'en', '/material-ui/react-button/', '/material-ui/react-button/', '/material-ui/react-button'],
    ['/material-ui/react-button#basic', ['en'], 'en', '/material-ui/react-button#basic', '/material-ui/react-button', '/material-ui/react-button'],
    ['/zh/material-ui/', ['en'], 'zh', '/material-ui/', '/material-ui/', '/material-ui'],
    ['/pt/material-ui/', ['en'], 'en', '/pt/material-ui/', '/pt/material-ui/', '/pt/material-ui'],
    ['/pt/material-ui/', ['en', 'pt'], 'pt', '/material-ui/', '/material-ui/', '/material-ui'],
    ['/en/material-ui/', ['en'], 'en', '/en/material-ui/', '/en/material-ui/', '/en/material-ui'],
    ['/zh', ['en'], 'en', '/zh', '/zh', '/zh'],
    ['/ptx/a', ['en', 'pt'], 'en', '/ptx/a', '/ptx/a', '/ptx/a'],
    ['/api/button/', ['en'], 'en', '/api/button/', '/api/button/', '/api-docs/button'],
    ['/zh/api/button#props', ['en'], 'zh', '/api/button#props', '/api/button', '/api-docs/button'],
    ['/blog/post/', ['en', 'pt'], 'en', '/blog/post/', '/blog/post/', '/blog/post'],
  ])('%s with %j', (path, languages, language, canonicalAs, canonicalAsServer, canonical) => {
    expect(locatePath(path, languages)).toEqual({ language, canonicalAs, canonicalAsServer, canonicalPathname: canonical });
  });
});

describe('canonicalPathname', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/api', '/api-docs'],
    ['/api/', '/api-docs'],
    ['/api/use-autocomplete', '/api-docs/use-autocomplete'],
    ['/api-docs/button', '/api-docs/button'],
    ['/apis/x', '/apis/x'],
    ['/x/api/data-grid/', '/x/api/data-grid'],
    ['/a/b/', '/a/b'],
  ])('%s -> %s', (input, expected) => expect(canonicalPathname(input)).toBe(expected));
});

describe('fileToPathname', () => {
  it.each([
    ['index.md', '/'],
    ['a/index.md', '/a'],
    ['a/b.md', '/a/b'],
    ['a\\b\\c.md', '/a/b/c'],
    ['api/button.md', '/api-docs/button'],
    ['Guides/Intro.MD', '/Guides/Intro'],
  ])('%s -> %s', (file, expected) => expect(fileToPathname(file)).toBe(expected));
});

describe('languages of files', () => {
  it.each([
    ['a/button.md', ['en'], 'en'],
    ['a/button-zh.md', ['en'], 'en'],
    ['a/button-zh.md', ['en', 'zh'], 'zh'],
    ['a/button-en.md', ['en'], 'en'],
    ['a/date-picker.md', ['en', 'er'], 'en'],
  ])('%s with %j is %s', (file, languages, expected) => expect(fileLanguage(file, languages)).toBe(expected));

  it('strips the language suffix before the route is derived', () => {
    expect(fileToPathname(stripFileLanguage('a/button-zh.md', 'zh'))).toBe('/a/button');
    expect(stripFileLanguage('a/button-zh.md', 'en')).toBe('a/button-zh.md');
  });

  it.each([
    ['/', 'en', '/'],
    ['/a', 'en', '/a'],
    ['/a', 'zh', '/zh/a'],
    ['/', 'zh', '/zh/'],
    ['/blog', 'zh', '/blog'],
    ['/blog/post', 'ar', '/blog/post'],
    ['/blogs', 'zh', '/zh/blogs'],
    ['/api-docs/button', 'zh', '/zh/api-docs/button'],
  ])('localisedPath(%s, %s) = %s', (path, language, expected) => expect(localisedPath(path, language)).toBe(expected));
});

describe('output files and route shapes', () => {
  it.each([
    ['/', 'index.html'],
    ['/a', 'a/index.html'],
    ['/a/b', 'a/b/index.html'],
    ['/zh/a', 'zh/a/index.html'],
  ])('%s is written to %s', (path, file) => expect(pathnameToOutputFile(path)).toBe(file));

  it.each([
    ['/', true],
    ['/a/b', true],
    ['/a/b/', false],
    ['a/b', false],
    ['/a//b', false],
    ['/a/../b', false],
    ['/a/./b', false],
    ['/a\\b', false],
    ['/a?b', false],
  ])('%s valid: %s', (path, valid) => expect(isValidRoute(path)).toBe(valid));
});
