import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListSubheader from '@mui/material/ListSubheader';
import Link from '@mui/material/Link';
import type { NavItem } from '../../src/nav/types';

interface NavTreeProps {
  items: NavItem[];
  activePathname: string | null;
}

/** The product's navigation, every level open. */
export function NavTree({ items, activePathname }: NavTreeProps) {
  return (
    <List dense disablePadding>
      {items
        .filter((item) => item.inSideNav)
        .map((item) => {
          if (item.subheader || item.children.length) {
            return (
              <li key={item.pathname}>
                <ListSubheader component="div" sx={{ lineHeight: 2.5, position: 'static' }}>
                  {item.subheader ?? item.title}
                </ListSubheader>
                <NavTree items={item.children} activePathname={activePathname} />
              </li>
            );
          }
          const active = item.pathname === activePathname;
          return (
            <ListItem key={item.pathname} sx={{ py: 0.25 }}>
              <Link
                href={item.href}
                underline="hover"
                color={active ? 'primary' : 'text.secondary'}
                aria-current={active ? 'page' : undefined}
                sx={{ fontWeight: active ? 600 : 400 }}
                {...item.linkProps}
              >
                {item.title}
              </Link>
            </ListItem>
          );
        })}
    </List>
  );
}
