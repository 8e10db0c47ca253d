import { describe, expect, it } from 'vitest';
import { canonicalPath } from './canonical-path';

describe('canonicalPath', () => {
  it.each([
    ['/', ['en'], '/'],
    ['/joy-ui/react-button', ['en'], '/joy-ui/react-button'],
    ['/joy-ui/react-button/', ['en'], '/joy-ui/react-button'],
    ['/fr/joy-ui/react-button', ['en', 'fr'], '/joy-ui/react-button'],
    ['/fr', ['en', 'fr'], '/'],
    ['/fr/', ['en', 'fr'], '/'],
    // zh is always a language prefix; an unconfigured language is not.
    ['/zh/system/getting-started', ['en'], '/system/getting-started'],
    ['/pt/system/getting-started', ['en'], '/pt/system/getting-started'],
    // Only a whole first segment of two letters.
    ['/frames/x', ['en', 'fr'], '/frames/x'],
    ['', ['en'], '/'],
  ])('%s (%j) -> %s', (pathname, languages, expected) => {
    expect(canonicalPath(pathname, languages)).toBe(expected);
  });
});
