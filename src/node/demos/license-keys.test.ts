import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../config/load';
import { validateUserConfig } from '../config/schema';
import { checkLicenseKeys } from './license-keys';

const config = (muiX?: string) => {
  const result = validateUserConfig({ title: 'MUI', host: 'https://mui.com', repository: { url: 'https://github.com/mui/mui-x' }, licenseKeys: { muiX } });
  if (!result.ok) throw new Error('invalid config');
  return resolveConfig(result.config, '/site/docs-site.config.ts');
};

const messages = (muiX: string | undefined, packages: Record<string, string[]>) => checkLicenseKeys(config(muiX), packages).map((d) => d.message);

describe('checkLicenseKeys', () => {
  it.each([
    ['MIT packages', undefined, { '@mui/x-data-grid': ['a.tsx'], '@mui/x-license': ['b.tsx'], '@mui/x-date-pickers': ['c.tsx'] }, []],
    ['a Pro package with a key', 'key', { '@mui/x-data-grid-pro': ['a.tsx'] }, []],
    [
      'a Pro package without a key',
      undefined,
      { '@mui/x-data-grid-pro': ['content/b.tsx', 'content/a.tsx'] },
      ['Demos import @mui/x-data-grid-pro, a commercial MUI X package, and the config sets no licenseKeys.muiX: its components show a "Missing license key" watermark and log a license error (content/a.tsx, content/b.tsx)'],
    ],
    [
      'Pro and Premium packages without a key: still one warning',
      undefined,
      { '@mui/material': ['content/a.tsx'], '@mui/x-data-grid-premium': ['content/a.tsx'], '@mui/x-date-pickers-pro': ['content/c.tsx'] },
      ['Demos import @mui/x-data-grid-premium, @mui/x-date-pickers-pro, commercial MUI X packages, and the config sets no licenseKeys.muiX: their components show a "Missing license key" watermark and log a license error (content/a.tsx, content/c.tsx)'],
    ],
  ])('%s', (_, muiX, packages, expected) => {
    expect(messages(muiX, packages)).toEqual(expected);
  });
});
