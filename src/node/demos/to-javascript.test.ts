import { describe, expect, it } from 'vitest';
import { typescriptToJavascript } from './to-javascript';

describe('typescriptToJavascript', () => {
  it('removes types and keeps JSX, comments and blank lines between statements', async () => {
    const source = [
      "import * as React from 'react';",
      "import Button, { type ButtonProps } from '@mui/material/Button';",
      "import type { Theme } from '@mui/material/styles';",
      '',
      'interface CounterProps {',
      '  /** Where counting starts. */',
      '  start?: number;',
      '}',
      '',
      "type Mode = 'a' | 'b';",
      '',
      '// Counts clicks.',
      'export default function Counter({ start = 0 }: CounterProps) {',
      '  const [count, setCount] = React.useState<number>(start);',
      "  const props = { variant: 'contained' } as ButtonProps;",
      '',
      '  return (',
      '    <Button {...props} onClick={() => setCount((c: number) => c + 1)}>',
      '      {count}',
      '    </Button>',
      '  );',
      '}',
      '',
    ].join('\n');
    expect(await typescriptToJavascript(source)).toBe(
      [
        "import * as React from 'react';",
        "import Button from '@mui/material/Button';",
        '',
        '// Counts clicks.',
        'export default function Counter({ start = 0 }) {',
        '  const [count, setCount] = React.useState(start);',
        "  const props = { variant: 'contained' };",
        '',
        '  return (',
        '    <Button {...props} onClick={() => setCount((c) => c + 1)}>',
        '      {count}',
        '    </Button>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('drops type-only names from import lists', async () => {
    expect(await typescriptToJavascript("import { people, type Person } from './data';\nimport { type A, b, type C, d } from 'x';\nexport const p: Person[] = [b, d, ...people];\n")).toBe(
      "import { people } from './data';\nimport { b, d } from 'x';\nexport const p = [b, d, ...people];\n",
    );
  });

  it('keeps a source without types as it is', async () => {
    const source = "export default function A() {\n  return <p>Hi</p>;\n}\n";
    expect(await typescriptToJavascript(source)).toBe(source);
  });
});
