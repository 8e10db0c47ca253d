/**
 * Token colours of highlighted code, as CSS variables: the highlighter writes class names only
 * (`token keyword`). Code blocks are dark in both colour schemes, as on the original site (the
 * page's prose styles give every `<pre>` a dark background), so there is one palette, made to
 * contrast with a dark background.
 */
const palette = {
  bg: '#0C1017',
  border: '#1F262E',
  fg: '#E5EAF2',
  comment: '#8796A5',
  punctuation: '#B0B8C4',
  keyword: '#C792EA',
  string: '#A5E844',
  number: '#F78C6C',
  function: '#82AAFF',
  tag: '#FF7A86',
  attr: '#FFCB6B',
  className: '#FFCB6B',
  property: '#80CBC4',
  deleted: '#FF7A86',
  inserted: '#A5E844',
};

const variables = (scheme: typeof palette) => Object.fromEntries(Object.entries(scheme).map(([name, value]) => [`--code-${name}`, value]));

/** Styles for a root holding `<pre><code>` with Prism tokens. */
export const codeColors = {
  ...variables(palette),
  color: 'var(--code-fg)',
  '& .token.comment, & .token.prolog, & .token.doctype, & .token.cdata': { color: 'var(--code-comment)', fontStyle: 'italic' },
  '& .token.punctuation, & .token.operator': { color: 'var(--code-punctuation)' },
  '& .token.keyword, & .token.atrule, & .token.important, & .token.builtin': { color: 'var(--code-keyword)' },
  '& .token.string, & .token.char, & .token.regex, & .token.url, & .token.attr-value': { color: 'var(--code-string)' },
  '& .token.number, & .token.boolean, & .token.constant, & .token.symbol': { color: 'var(--code-number)' },
  '& .token.function, & .token.selector': { color: 'var(--code-function)' },
  '& .token.tag, & .token.tag .token.punctuation': { color: 'var(--code-tag)' },
  '& .token.attr-name': { color: 'var(--code-attr)' },
  '& .token.class-name, & .token.maybe-class-name': { color: 'var(--code-className)' },
  '& .token.property, & .token.variable': { color: 'var(--code-property)' },
  '& .token.deleted': { color: 'var(--code-deleted)' },
  '& .token.inserted': { color: 'var(--code-inserted)' },
} as const;
