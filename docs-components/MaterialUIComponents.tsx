import * as React from 'react';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface ComponentEntry {
  name: string;
  description: string;
  href: string;
}

/** The components this site documents: their guide, or their API page when they have no guide. */
const COMPONENTS: ComponentEntry[] = [
  { name: 'Button', description: 'Lets users take actions and make choices with a single tap.', href: '/material-ui/react-button' },
  { name: 'ButtonBase', description: 'The base on which buttons are built: focus, ripple, keyboard.', href: '/material-ui/api/button-base' },
  { name: 'IconButton', description: 'A button whose label is an icon.', href: '/material-ui/api/icon-button' },
];

/**
 * Upstream's `modules/components/MaterialUIComponents.js`, registered in the config's `embeds`
 * to this file: a list of the components with a filter, rendered on the server and interactive
 * once it hydrates.
 */
export default function MaterialUIComponents({ title = 'All components' }: { title?: string }) {
  const [filter, setFilter] = React.useState('');
  const shown = COMPONENTS.filter((component) => component.name.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <section aria-label={title}>
      <TextField size="small" label="Filter components" value={filter} onChange={(event) => setFilter(event.target.value)} />
      <List>
        {shown.map((component) => (
          <ListItem key={component.name} disableGutters>
            <Typography variant="body2">
              <Link href={component.href}>{component.name}</Link>: {component.description}
            </Typography>
          </ListItem>
        ))}
      </List>
      {shown.length === 0 && <Typography variant="body2">No component matches “{filter}”.</Typography>}
    </section>
  );
}
