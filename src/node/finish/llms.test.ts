import { describe, expect, it } from 'vitest';
import { llmsFiles } from './llms';

describe('llms.txt', () => {
  it("keeps each page on one line of its list, whatever its title and description hold", async () => {
    const twin = {
      path: 'joy-ui/button.md',
      pageUrl: '/joy-ui/button',
      url: '/joy-ui/button.md',
      productId: 'joy-ui',
      language: 'en',
      listed: true,
      sha: '0'.repeat(64),
      bytes: 4,
      title: 'Button\n# Injected title',
      description: 'Buttons.\n\n## Injected section\n- [Fake](https://evil.example)',
    };
    const files = await llmsFiles({ host: 'https://docs.example.com', title: 'Docs', products: [{ id: 'joy-ui', name: 'Joy UI', description: null }] } as never, [twin], async () => 'text');
    const list = files['llms.txt']!.split('\n').filter((line) => line.startsWith('- '));
    expect(list).toEqual(['- [Button # Injected title](https://docs.example.com/joy-ui/button.md): Buttons. ## Injected section - \\[Fake\\](https://evil.example)']);
    expect(files['llms.txt']).not.toMatch(/^## Injected/m);
  });

  it('shows a description as written: no link, no HTML of its own (issue 44)', async () => {
    const twin = { path: 'a.md', pageUrl: '/a', url: '/a.md', productId: 'joy-ui', language: 'en', listed: true, sha: '0'.repeat(64), bytes: 4, title: 'A [b]', description: '[x](javascript:alert(2)) <img src=x onerror=alert(1)>' };
    const files = await llmsFiles({ host: 'https://docs.example.com', title: 'Docs', products: [{ id: 'joy-ui', name: 'Joy UI', description: null }] } as never, [twin], async () => 'text');
    const [item] = files['llms.txt']!.split('\n').filter((line) => line.startsWith('- '));
    expect(item).toBe('- [A \\[b\\]](https://docs.example.com/a.md): \\[x\\](javascript:alert(2)) \\<img src=x onerror=alert(1)\\>');
  });
});
