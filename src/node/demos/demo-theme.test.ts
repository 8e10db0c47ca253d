import { describe, expect, it } from 'vitest';
import { demoTheme, isJoyPage, type SitePackages } from './demo-theme';

const demo = (source: string, onJoyPage = false) => ({ tsSource: null, jsSource: source, onJoyPage });
const ownMajor: SitePackages = { joy: true, otherMaterialMajor: false };
const otherMajor: SitePackages = { joy: true, otherMaterialMajor: true };
const noJoy: SitePackages = { joy: false, otherMaterialMajor: true };

describe('demoTheme', () => {
  it.each([
    ['a Joy UI demo', demo("import Button from '@mui/joy/Button';"), ownMajor, 'joy'],
    ['a Joy UI demo that also imports Material UI', demo("import Button from '@mui/joy/Button';\nimport Box from '@mui/material/Box';"), otherMajor, 'joy'],
    ["a Joy UI page's demo styled with Material UI's styled", demo("import { styled } from '@mui/material/styles';", true), otherMajor, 'joy'],
    ["a Joy UI page's demo, the site without @mui/joy", demo("import { styled } from '@mui/material/styles';", true), noJoy, 'material'],
    ['a Material UI demo of another major', demo("import Button from '@mui/material/Button';"), otherMajor, 'material'],
    ['a Lab demo of another major', demo("import LoadingButton from '@mui/lab/LoadingButton';"), otherMajor, 'material'],
    ['an icons demo of another major', demo("import Mail from '@mui/icons-material/Mail';"), otherMajor, 'material'],
    ["a Material UI demo of docs-site's own major", demo("import Button from '@mui/material/Button';"), ownMajor, null],
    ['a demo of neither', demo("import * as React from 'react';"), otherMajor, null],
    ['a System demo', demo("import Box from '@mui/system/Box';"), otherMajor, null],
  ] as const)('%s', (_name, source, site, expected) => {
    expect(demoTheme(source, site)).toBe(expected);
  });

  it('reads the TypeScript source when there is one', () => {
    expect(demoTheme({ tsSource: "import Sheet from '@mui/joy/Sheet';", jsSource: '' }, ownMajor)).toBe('joy');
  });
});

describe('isJoyPage', () => {
  it.each([
    ['/joy-ui/customization/creating-themed-components/', true],
    ['/joy-ui/react-button', true],
    ['/material-ui/joy', false],
    ['/joy-uix/page', false],
  ] as const)('%s', (pathname, expected) => {
    expect(isJoyPage(pathname)).toBe(expected);
  });
});
