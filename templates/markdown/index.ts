import type { TemplatesModule } from '../../src/render/templates-api';
import { Callout } from './Callout';
import { CodeBlock } from './CodeBlock';
import { CodeTabs } from './CodeTabs';
import { Demo } from './Demo';
import { HeadingAnchor } from './HeadingAnchor';
import { Missing } from './Missing';

/** The components of the dialect's `docs-*` elements (props in src/render/templates-api.ts). */
export const markdownComponents = {
  'docs-callout': Callout,
  'docs-code': CodeBlock,
  'docs-code-tabs': CodeTabs,
  'docs-demo': Demo,
  'docs-missing': Missing,
  'docs-anchor': HeadingAnchor,
} as unknown as NonNullable<TemplatesModule['markdownComponents']>;
