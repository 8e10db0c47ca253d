import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

interface Folder {
  path: string;
  size: number;
  children?: Folder[];
}

const tree: Folder[] = [
  { path: 'docs', size: 42, children: [{ path: 'docs/data', size: 30 }, { path: 'docs/pages', size: 12 }] },
  { path: 'packages', size: 118, children: [{ path: 'packages/grid', size: 80 }, { path: 'packages/pickers', size: 38 }] },
  { path: 'scripts', size: 6 },
];

export default function TreeDataGrid() {
  const [open, setOpen] = React.useState<string[]>([]);

  const toggle = (path: string) => setOpen((current) => (current.includes(path) ? current.filter((p) => p !== path) : [...current, path]));

  const rows: { folder: Folder; depth: number }[] = [];
  const walk = (folders: Folder[], depth: number) => {
    for (const folder of folders) {
      rows.push({ folder, depth });
      if (folder.children && open.includes(folder.path)) walk(folder.children, depth + 1);
    }
  };
  walk(tree, 0);

  return (
    <Table size="small" aria-label="Folders and their sizes">
      <TableHead>
        <TableRow>
          <TableCell>Folder</TableCell>
          <TableCell align="right">Size (kB)</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ folder, depth }) => (
          <TableRow key={folder.path}>
            <TableCell sx={{ pl: 2 + depth * 3 }}>
              {folder.children ? (
                <IconButton size="small" aria-expanded={open.includes(folder.path)} aria-label={`Expand ${folder.path}`} onClick={() => toggle(folder.path)}>
                  {open.includes(folder.path) ? '−' : '+'}
                </IconButton>
              ) : null}{' '}
              {folder.path.split('/').pop()}
            </TableCell>
            <TableCell align="right">{folder.size}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
