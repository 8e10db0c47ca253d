/**
 * Sets the site's MUI X license key (the config's `licenseKeys.muiX`, written in by the
 * bundler). The island runtime imports it as `docs-site:license-keys` before anything else, so
 * the key is set before any island hydrates; `@mui/x-license` keeps it on `globalThis`, where
 * every copy of the package in the page's chunks finds it.
 */
import { LicenseInfo } from '@mui/x-license';

LicenseInfo.setLicenseKey(DOCS_SITE_MUI_X_LICENSE_KEY);
