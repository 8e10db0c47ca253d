import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every page of a built site, as URL paths, sorted, and the 404 page as a path nothing answers. */
export async function everyRoute(outDir: string): Promise<string[]> {
  const files = await readdir(outDir, { recursive: true });
  const routes = files
    .filter((file) => file === 'index.html' || file.endsWith(`${path.sep}index.html`))
    .map((file) => `/${path.dirname(file).split(path.sep).join('/')}`.replace(/\/\.$/, '/'))
    .sort();
  return [...routes, '/no/such/page'];
}
