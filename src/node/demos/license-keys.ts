import path from 'node:path';
import type { ResolvedConfig } from '../model/config';
import { error, warning, type Diagnostic } from '../diagnostics/diagnostic';
import { esbuildDiagnostics } from '../util/esbuild-diagnostics';
import { compileSiteModule } from './bundle-server';
import { describeImportFailure } from './explain-failure';
import { importSiteModule } from '../util/shared-packages';

/**
 * The license keys of commercial packages, set in every thread that renders demos before any
 * demo renders (the browser's side is the island runtime's, see src/node/bundle/bundle-client.ts).
 * Plain data: it travels to the render worker threads. The keys are never written to disk on
 * the server; the compiled module only imports the site's `@mui/x-license`.
 */
export interface ServerLicenseKeys {
  /** The compiled module exporting the site's `LicenseInfo` (it resolves as a demo's import would). */
  module: string;
  /** The MUI X license key. */
  muiX: string;
}

/** The packages of MUI X's Pro and Premium plans, whose components check the MUI X license key. */
const COMMERCIAL_MUI_X = /^@mui\/x-[a-z0-9-]+-(?:pro|premium)$/;

/** The package that holds the MUI X license key. */
const MUI_X_LICENSE = '@mui/x-license';

/** The config file, relative to the site's root, as diagnostics name it. */
const configFile = (config: ResolvedConfig) => path.relative(config.root, config.configFile).split(path.sep).join('/');

/**
 * The site's `@mui/x-license`, compiled so that any thread can import it, when the config has
 * an MUI X key; a site that has the key and not the package gets an error, not a grid that
 * shows "Missing license key" to every reader.
 */
export async function loadLicenseKeys(config: ResolvedConfig): Promise<{ licenseKeys: ServerLicenseKeys | null; diagnostics: Diagnostic[] }> {
  const key = config.licenseKeys.muiX;
  if (key === null) return { licenseKeys: null, diagnostics: [] };
  let module: string;
  try {
    module = await compileSiteModule('mui-x-license', `export { LicenseInfo } from '${MUI_X_LICENSE}';`, config.root, config.alias);
  } catch (caught) {
    const [first] = esbuildDiagnostics(caught, 'demos/license-package', config.root) ?? [];
    if (!first) throw caught;
    return { licenseKeys: null, diagnostics: [licensePackageError(config, first.message)] };
  }
  try {
    const imported = await importSiteModule<{ LicenseInfo?: { setLicenseKey?: unknown } }>(module);
    if (typeof imported.LicenseInfo?.setLicenseKey !== 'function') {
      return { licenseKeys: null, diagnostics: [licensePackageError(config, `${MUI_X_LICENSE} exports no LicenseInfo.setLicenseKey`)] };
    }
  } catch (caught) {
    return { licenseKeys: null, diagnostics: [licensePackageError(config, describeImportFailure(caught).message)] };
  }
  return { licenseKeys: { module, muiX: key }, diagnostics: [] };
}

function licensePackageError(config: ResolvedConfig, reason: string): Diagnostic {
  return error({
    code: 'demos/license-package',
    message: `licenseKeys.muiX is set, but ${MUI_X_LICENSE} cannot be loaded to set it (${reason})`,
    file: configFile(config),
    hint: `install ${MUI_X_LICENSE} in the site's folder (npm install ${MUI_X_LICENSE}), at the version of its other @mui/x-* packages`,
  });
}

/** Sets the license keys in this thread: `LicenseInfo.setLicenseKey` of the site's `@mui/x-license`. */
export async function applyLicenseKeys(licenseKeys: ServerLicenseKeys | null): Promise<void> {
  if (!licenseKeys) return;
  const { LicenseInfo } = await importSiteModule<{ LicenseInfo: { setLicenseKey(key: string): void } }>(licenseKeys.module);
  LicenseInfo.setLicenseKey(licenseKeys.muiX);
}

/**
 * One warning for the whole build when demos import commercial MUI X packages and the config
 * has no key for them, naming the packages, the files that import them and the config field:
 * their components would show a watermark and log a license error on every page.
 */
export function checkLicenseKeys(config: ResolvedConfig, packages: Readonly<Record<string, readonly string[]>>): Diagnostic[] {
  if (config.licenseKeys.muiX !== null) return [];
  const commercial = Object.keys(packages).filter((name) => COMMERCIAL_MUI_X.test(name));
  if (commercial.length === 0) return [];
  const files = [...new Set(commercial.flatMap((name) => packages[name] ?? []))].sort();
  const named = commercial.length === 1 ? `${commercial[0]}, a commercial MUI X package` : `${commercial.join(', ')}, commercial MUI X packages`;
  return [
    warning({
      code: 'demos/license-key',
      message: `Demos import ${named}, and the config sets no licenseKeys.muiX: ${commercial.length === 1 ? 'its' : 'their'} components show a "Missing license key" watermark and log a license error (${files.join(', ')})`,
      file: configFile(config),
      hint: "set `licenseKeys: { muiX: process.env.MUI_X_LICENSE_KEY }` in the config, and the variable in the build's environment",
    }),
  ];
}
