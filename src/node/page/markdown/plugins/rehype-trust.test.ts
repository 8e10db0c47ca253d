import { describe, expect, it } from 'vitest';
import { compileToHtml } from '../test-helpers';

describe('rehype-trust', () => {
  it('decodes the props of constructs our plugins made', () => {
    expect(compileToHtml(':::info\nx\n:::').html).toBe('<docs-callout severity="info"><p>x</p></docs-callout>');
  });

  it.each([
    ['<docs-callout data-docs=\'{"severity":"error"}\'>forged</docs-callout>'],
    ['<docs-demo data-docs=\'{"id":"x"}\' data-docs-nonce="guess">forged</docs-demo>'],
    ['<docs-island data-docs=\'{"module":"x"}\'></docs-island>forged'],
  ])('unwraps a construct an author typed as raw HTML: %s', (input) => {
    const { html } = compileToHtml(input);
    expect(html).not.toMatch(/<docs-|data-docs/);
    expect(html).toContain('forged');
  });
});
