import type { UserConfig } from '../model/config';

/**
 * Types `docs-site.config.ts`. It returns its argument unchanged: validation happens when the
 * config is loaded, so that mistakes are reported with their key path and line.
 *
 * @example
 * import { defineConfig } from 'docs-site';
 * export default defineConfig({
 *   title: 'MUI',
 *   host: 'https://mui.com',
 *   repository: { url: 'https://github.com/mui/material-ui', branch: 'master', directory: 'docs' },
 * });
 */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
