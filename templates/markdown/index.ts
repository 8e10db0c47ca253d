import type { TemplatesModule } from '../../src/node/model/templates-api';
import { AdSlot } from '../ads/AdSlot';
import { Callout } from './Callout';
import { CodeBlock } from './CodeBlock';
import { CodeTabs } from './CodeTabs';
import { Demo, DemoStylings } from './Demo';
import { HeadingAnchor } from './HeadingAnchor';
import { Missing } from './Missing';
import { PageTabs } from './PageTabs';
import { PlanBadge } from '../shell/PlanBadge';
import { Table } from './Table';

/**
 * The components of the dialect's `docs-*` elements (props in src/node/model/templates-api.ts);
 * `docs-ad` is the sponsor slot; `table` replaces the plain element.
 */
export const markdownComponents = {
  table: Table,
  'docs-callout': Callout,
  'docs-code': CodeBlock,
  'docs-code-tabs': CodeTabs,
  'docs-demo': Demo,
  'docs-demo-stylings': DemoStylings,
  'docs-missing': Missing,
  'docs-anchor': HeadingAnchor,
  'docs-ad': AdSlot,
  'docs-plan': PlanBadge,
  'docs-page-tabs': PageTabs,
} as unknown as NonNullable<TemplatesModule['markdownComponents']>;
