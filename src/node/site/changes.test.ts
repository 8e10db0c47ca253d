import { describe, expect, it } from 'vitest';
import { classifyChange, watchedPaths, type WatchTargets } from './changes';

const targets: WatchTargets = {
  configFiles: ['/site/docs-site.config.ts', '/site/routes.json'],
  navigationFiles: ['/site/content/navigation/joy-ui.json', '/site/nav/system.ts', '/site/nav/shared.ts'],
  contentDir: '/site/content',
  templatesDir: '/site/templates',
  themeFiles: ['/site/theme/Footer.tsx', '/site/theme/note.ts'],
  publicDir: '/site/public',
};

describe('classifyChange', () => {
  it.each([
    ['/site/docs-site.config.ts', false, 'config'],
    ['/site/routes.json', false, 'config'],
    ['/site/content/navigation/joy-ui.json', false, 'navigation'],
    ['/site/nav/shared.ts', false, 'navigation'],
    ['/site/nav/other.json', false, 'other'],
    ['/site/templates/index.tsx', false, 'templates'],
    ['/site/templates/shell/AppBar.tsx', false, 'templates'],
    ['/site/theme/Footer.tsx', false, 'templates'],
    ['/site/theme/note.ts', false, 'templates'],
    ['/site/theme/unused.ts', false, 'other'],
    ['/site/content/joy-ui/react-button.md', false, 'page'],
    ['/site/content/joy-ui/README.MD', false, 'page'],
    ['/site/content/joy-ui/ButtonDemo.tsx', false, 'content-file'],
    ['/site/content/joy-ui/images/shot.png', false, 'content-file'],
    ['/site/content/.drafts/secret.md', false, 'other'],
    ['/site/content/joy-ui/.button.md.swp', false, 'other'],
    ['/site/content/node_modules/x/readme.md', false, 'other'],
    ['/site/content/guides', true, 'content-tree'],
    ['/site/content', true, 'content-tree'],
    ['/site/public/favicon.svg', false, 'public'],
    ['/site/public/static/logo.svg', false, 'public'],
    ['/site/dist/index.html', false, 'other'],
    ['/site/contents/page.md', false, 'other'],
    ['/elsewhere/page.md', false, 'other'],
  ] as const)('%s (folder: %s) is %s', (file, isDirectory, kind) => {
    expect(classifyChange(file, targets, isDirectory)).toBe(kind);
  });
});

describe('watchedPaths', () => {
  it('lists each file and folder once, sorted', () => {
    expect(watchedPaths({ ...targets, navigationFiles: [...targets.navigationFiles, '/site/docs-site.config.ts'] })).toEqual([
      '/site/content',
      '/site/content/navigation/joy-ui.json',
      '/site/docs-site.config.ts',
      '/site/nav/shared.ts',
      '/site/nav/system.ts',
      '/site/public',
      '/site/routes.json',
      '/site/templates',
      '/site/theme/Footer.tsx',
      '/site/theme/note.ts',
    ]);
  });
});
