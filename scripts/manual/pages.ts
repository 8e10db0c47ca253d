import { commandReference } from './command-reference';
import { configReference } from './config-reference';
import { diagnosticReference } from './diagnostic-reference';
import type { GeneratedPage } from './page';
import { performancePage } from './performance';

/** Every generated page of the manual. */
export const generatedPages = (): GeneratedPage[] => [configReference(), commandReference(), diagnosticReference(), performancePage()];
