import { describe, expect, it } from 'vitest';
import { describeInternalError } from './output';

describe('describeInternalError', () => {
  it('says the crash is a bug of docs-site, asks for a report, and prints the stack with its causes', () => {
    const text = describeInternalError(new Error('Rendering content/a.md failed', { cause: new TypeError('x is undefined') }));
    const lines = text.split('\n');
    expect(lines[0]).toBe('docs-site: internal error. This is a bug of docs-site, not a mistake in your site.');
    expect(lines[1]).toMatch(/^Please report it to the docs-site maintainers with this whole message/);
    expect(lines[2]).toBe('Error: Rendering content/a.md failed');
    expect(text).toMatch(/\ncaused by: TypeError: x is undefined\n/);
  });
});
