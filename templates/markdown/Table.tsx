import type { ComponentProps } from 'react';

/**
 * A markdown table. The theme lets a table wider than the column scroll sideways (MarkdownBody.tsx),
 * so it takes keyboard focus, as a code block does: a reader without a mouse scrolls it with the
 * arrow keys (axe's scrollable-region-focusable).
 */
export function Table(props: ComponentProps<'table'>) {
  return <table {...props} tabIndex={0} />;
}
