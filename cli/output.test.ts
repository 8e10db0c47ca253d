import { describe, expect, it } from 'vitest';
import { createStepReporter, describeInternalError } from './output';

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

describe('createStepReporter', () => {
  it('reports a step once it has lasted 5 s, then every 10 s, and never a short one', () => {
    let clock = 0;
    const lines: string[] = [];
    const steps = createStepReporter({ interactive: false, colour: false, write: (text) => lines.push(text) }, () => clock);
    steps.report({ step: 'compiling demos', total: 539, unit: 'demos' });
    clock = 4_000;
    steps.tick();
    expect(lines).toEqual([]);
    steps.report({ step: 'rendering demos', done: 0, total: 539, unit: 'demos' });
    clock = 8_500;
    steps.report({ step: 'rendering demos', done: 120, total: 539, unit: 'demos' });
    clock = 9_500;
    steps.tick();
    expect(lines).toEqual(['docs-site: rendering demos 120/539 demos (5.50 s)\n']);
    clock = 19_000;
    steps.tick();
    expect(lines).toHaveLength(1);
    clock = 19_600;
    steps.tick();
    expect(lines.at(-1)).toBe('docs-site: rendering demos 120/539 demos (15.6 s)\n');
    steps.stop();
  });
});
