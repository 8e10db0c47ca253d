/** What the island runtime imports as `docs-site:license-keys` when the site's config has no license key. */
export {};
