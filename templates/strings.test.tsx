import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { Missing } from './markdown/Missing';
import { PlanBadge } from './shell/PlanBadge';
import { PageTheme } from './shell/Globals';
import { strings, StringsProvider, t } from './strings';

const render = (node: ReactNode, pageStrings?: Record<string, string>) =>
  renderToStaticMarkup(<PageTheme dir="ltr">{pageStrings ? <StringsProvider strings={pageStrings}>{node}</StringsProvider> : node}</PageTheme>);

describe('the theme strings', () => {
  it('fills {{name}} placeholders, and leaves one without a value as written', () => {
    expect(t({ strings: {} }, 'demoToolbar', { name: 'BasicButtons' })).toBe('BasicButtons demo');
    expect(t({ strings: { demoToolbar: '{{name}} 示例 {{other}}' } }, 'demoToolbar', { name: 'BasicButtons' })).toBe('BasicButtons 示例 {{other}}');
  });

  it('gives the markdown components the strings of the nearest provider, English without one', () => {
    const zh = { ...strings, 'plan.pro': 'Pro 计划', 'missing.demo': '示例 {{name}} 无法显示' };
    expect(render(<PlanBadge plan="pro" />)).toContain('aria-label="Pro plan"');
    expect(render(<PlanBadge plan="pro" />, zh)).toContain('aria-label="Pro 计划"');
    // An element placed where the translation puts it.
    expect(render(<Missing kind="demo" name="Basic.js" />, zh)).toMatch(/role="note">示例 <code>Basic.js<\/code> 无法显示.<\/div>/);
    expect(render(<Missing kind="component" name="Chart" />)).toMatch(/role="note">The component <code>Chart<\/code> is not available.<\/div>/);
  });
});
