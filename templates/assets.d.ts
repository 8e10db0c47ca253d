// Files the templates import are copied into the output under /assets/ with a content hash in
// their name; the import gives their URL (see src/node/theme/load-templates.ts).
declare module '*.woff2' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
