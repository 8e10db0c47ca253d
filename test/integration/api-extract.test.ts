import { existsSync } from 'node:fs';
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extractApi } from '../../src/node/api-extract/extract-api';
import { formatDiagnostic } from '../../src/node/diagnostics/diagnostic';
import { runCli } from '../helpers/cli';
import { cleanupTemporaryFolders, fixturesDir, repoRoot, temporaryFolder } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

const MATERIAL = ['Button', 'IconButton', 'ButtonBase'].map((name) => `node_modules/@mui/material/${name}/${name}.mjs`);
const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;

describe('docs-site api', () => {
  it("gives, from the installed @mui/material, the bundled site's API JSON as checked in", async () => {
    const out = await temporaryFolder();
    // Run again over the files as checked in, as the manual (/docs-infra/api-pages) says to run it for
    // this site: `docs-site api <entries> --out api/material-ui --descriptions api-descriptions/material-ui`.
    await cp(path.join(repoRoot, 'api-descriptions', 'material-ui'), path.join(out, 'descriptions'), { recursive: true });
    const result = await extractApi({ entries: MATERIAL, cwd: repoRoot, out: path.join(out, 'api'), descriptions: path.join(out, 'descriptions'), host: null });
    expect(result.diagnostics).toEqual([]);
    for (const slug of ['button', 'icon-button', 'button-base']) {
      for (const [made, kept] of [
        [path.join(out, 'api', `${slug}.json`), path.join(repoRoot, 'api', 'material-ui', `${slug}.json`)],
        [path.join(out, 'descriptions', `${slug}.json`), path.join(repoRoot, 'api-descriptions', 'material-ui', `${slug}.json`)],
      ] as const) {
        expect(await readFile(made, 'utf8'), `${kept} is out of date: run docs-site api again (see /docs-infra/api-pages#docs-site-api)`).toBe(await readFile(kept, 'utf8'));
      }
    }
    const button = await readJson(path.join(out, 'api', 'button.json'));
    expect(button).toMatchObject({
      name: 'Button',
      imports: ["import Button from '@mui/material/Button';", "import { Button } from '@mui/material';"],
      muiName: 'MuiButton',
      themeDefaultProps: true,
      forwardsRefTo: 'HTMLButtonElement',
      spread: true,
      inheritance: { component: 'ButtonBase', pathname: 'https://mui.com/material-ui/api/button-base/' },
    });
    expect((button.props as Record<string, unknown>).variant).toEqual({
      type: { name: 'union', description: "'contained'<br>&#124;&nbsp;'outlined'<br>&#124;&nbsp;'text'<br>&#124;&nbsp;string" },
      default: "'text'",
    });
    // `@ignore` props are left out, as upstream leaves them out.
    expect(Object.keys(button.props as object)).not.toContain('className');
  });

  it("keeps a description written for a prop its source leaves undescribed, and replaces one the source gives", async () => {
    const out = await temporaryFolder();
    const descriptions = path.join(out, 'descriptions');
    const run = () => extractApi({ entries: [MATERIAL[2]!], cwd: repoRoot, out: path.join(out, 'api'), descriptions, host: null });
    expect((await run()).ok).toBe(true);
    const made = await readJson(path.join(descriptions, 'button-base.json'));
    const props = made.propDescriptions as Record<string, { description: string }>;
    // ButtonBase's source gives tabIndex a default and no description.
    expect(props.tabIndex).toEqual({ description: '' });
    props.tabIndex = { description: 'Written by hand.' };
    props.disabled = { description: 'Edited, but the source has its own.' };
    await writeFile(path.join(descriptions, 'button-base.json'), JSON.stringify(made));
    expect((await run()).ok).toBe(true);
    const again = (await readJson(path.join(descriptions, 'button-base.json'))).propDescriptions as Record<string, { description: string }>;
    expect(again.tabIndex).toEqual({ description: 'Written by hand.' });
    expect(again.disabled!.description).toMatch(/^If <code>true<\/code>, the component is disabled/);
  });

  it('reads a TypeScript source: types, defaults, signatures, deprecations, slots, classes, demos, JSDoc as HTML', async () => {
    const out = await temporaryFolder();
    const result = await extractApi({
      entries: ['acme-ui/src/Chip/Chip.tsx'],
      cwd: path.join(fixturesDir, 'api-extract'),
      out: path.join(out, 'api'),
      descriptions: path.join(out, 'descriptions'),
      host: 'https://acme.dev',
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.written.map((f) => path.basename(f))).toEqual(['chip.json', 'chip.json']);
    const json = await readJson(path.join(out, 'api', 'chip.json'));
    expect(json).toMatchObject({
      name: 'Chip',
      imports: ["import Chip from '@acme/ui/Chip';", "import { Chip } from '@acme/ui';"],
      props: {
        color: { type: { name: 'enum', description: "'primary'<br>&#124;&nbsp;'neutral'<br>&#124;&nbsp;'danger'" }, default: "'primary'" },
        label: { type: { name: 'node' }, required: true },
        onDelete: { type: { name: 'func' }, signature: { type: 'function(event: React.MouseEvent<HTMLButtonElement>) => void', describedArgs: ['event'] } },
        small: { type: { name: 'bool' }, default: 'false', deprecated: true, deprecationInfo: 'Use <code>size="sm"</code> instead.' },
        slots: { type: { name: 'shape', description: '{ root?: elementType, label?: elementType }' }, additionalInfo: { slotsApi: true } },
      },
      slots: [
        { name: 'root', default: "'div'", class: 'MuiChip-root', description: 'The component that renders the root.' },
        { name: 'label', default: "'span'", class: 'MuiChip-label', description: 'The component that renders the label.' },
      ],
      classes: [
        { key: 'root', className: 'MuiChip-root', isGlobal: false },
        { key: 'colorDanger', className: 'MuiChip-colorDanger', isGlobal: false },
        { key: 'disabled', className: 'Mui-disabled', isGlobal: true },
      ],
      forwardsRefTo: 'HTMLDivElement',
      spread: true,
      // Links to the docs' own host become site paths.
      demos: '<ul><li><a href="/acme/react-chip/">Chip</a></li></ul>',
    });
    expect(Object.keys(json.props as object)).not.toContain('className');
    expect(await readJson(path.join(out, 'descriptions', 'chip.json'))).toMatchObject({
      componentDescription: 'Chips are compact elements that represent an input, attribute, or action.',
      propDescriptions: {
        onDelete: { description: 'Callback fired when the delete icon is clicked.', typeDescriptions: { event: 'The event source of the callback.' } },
        small: { description: 'If <code>true</code>, the chip is shown smaller. See <a href="https://acme.dev/acme/customization/sizes/">the sizes</a>.' },
      },
    });
  });

  it('reports every file it cannot read, writes nothing, and exits 1', async () => {
    const out = await temporaryFolder();
    const cli = await runCli(['api', 'acme-ui/src/Chip/Chip.tsx', 'acme-ui/src/Chip/not-a-component.ts', 'acme-ui/src/Chip/Missing.tsx', '--out', path.join(out, 'api')], {
      cwd: path.join(fixturesDir, 'api-extract'),
    });
    expect(cli.code).toBe(1);
    expect(cli.stdout + cli.stderr).toContain('error api/extract acme-ui/src/Chip/not-a-component.ts\n  acme-ui/src/Chip/not-a-component.ts: No suitable component definition found.');
    expect(cli.stdout + cli.stderr).toContain('error api/extract acme-ui/src/Chip/Missing.tsx\n  acme-ui/src/Chip/Missing.tsx: no such file');
    expect(cli.stdout + cli.stderr).toContain('Extraction failed; nothing was written.');
    expect(existsSync(path.join(out, 'api'))).toBe(false);
    const result = await extractApi({ entries: ['acme-ui/src/Chip/Missing.tsx'], cwd: path.join(fixturesDir, 'api-extract'), out, descriptions: out, host: null });
    expect(result.diagnostics.map(formatDiagnostic)[0]).toMatch(/^error api\/extract acme-ui\/src\/Chip\/Missing\.tsx\n/);
  });
});
