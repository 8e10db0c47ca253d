/** The dialog's and the /search page's CSS: the theme's variables, both schemes, logical properties for RTL. */
export const SEARCH_CSS = `
.docs-search{width:min(640px,calc(100vw - 32px));max-height:min(640px,calc(100vh - 64px));margin:8vh auto auto;padding:0;border:1px solid var(--mui-palette-divider);border-radius:12px;background:var(--mui-palette-background-paper);color:var(--mui-palette-text-primary);box-shadow:0 12px 32px rgba(0,0,0,.25);font:inherit;overflow:hidden}
.docs-search[open]{display:flex;flex-direction:column}
.docs-search::backdrop{background:rgba(11,13,14,.5)}
.docs-search-bar{display:flex;align-items:center;gap:8px;padding:8px 12px;border-block-end:1px solid var(--mui-palette-divider)}
.docs-search-bar svg{width:22px;height:22px;flex:none;fill:currentColor;color:var(--mui-palette-primary-main)}
.docs-search-input{flex:1;min-width:0;height:40px;border:0;outline:0;background:transparent;color:inherit;font:inherit;font-size:1rem}
.docs-search-close,.docs-search-scope button{border:1px solid var(--mui-palette-divider);border-radius:8px;background:transparent;color:var(--mui-palette-text-secondary);font:inherit;font-size:.75rem;font-weight:600;padding:2px 8px;cursor:pointer}
.docs-search-scope{display:flex;gap:6px;padding:8px 12px 0}
.docs-search-scope button[aria-pressed="true"]{border-color:var(--mui-palette-primary-main);color:var(--mui-palette-primary-main)}
.docs-search :focus-visible{outline:2px solid var(--mui-palette-primary-main);outline-offset:2px}
.docs-search-status{padding:6px 12px;font-size:.8125rem;color:var(--mui-palette-text-secondary)}
.docs-search-results{overflow-y:auto;padding:0 8px 8px;overscroll-behavior:contain}
.docs-search-group{margin:0 0 8px;padding:0;list-style:none}
.docs-search-group ul{margin:0;padding:0;list-style:none}
.docs-search-page{margin:8px 4px 4px;font-size:.8125rem;font-weight:700;color:var(--mui-palette-text-primary)}
.docs-search-product{margin-inline-start:6px;font-weight:500;color:var(--mui-palette-text-secondary)}
.docs-search-product::before{content:"· "}
.docs-search-option{display:block;padding:8px 10px;border:1px solid transparent;border-radius:8px;color:inherit;text-decoration:none}
.docs-search-option:hover,.docs-search-option[aria-selected="true"]{border-color:var(--mui-palette-primary-main);background:var(--mui-palette-action-hover)}
.docs-search-heading{display:block;font-weight:600}
.docs-search-excerpt{display:block;font-size:.8125rem;color:var(--mui-palette-text-secondary);overflow-wrap:anywhere}
.docs-search mark,.docs-search-list mark{background:#fff3c2;color:#3d2e00;border-radius:2px}
html[data-mui-color-scheme="dark"] .docs-search mark,html[data-mui-color-scheme="dark"] .docs-search-list mark{background:#5c4700;color:#fff8e1}
.docs-search-footer{padding:6px 12px;border-block-start:1px solid var(--mui-palette-divider);font-size:.75rem;color:var(--mui-palette-text-secondary)}
.docs-search-list{margin:16px 0;padding:0;list-style:none}
`;
