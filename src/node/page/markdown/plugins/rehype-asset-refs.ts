import type { Element, Root } from 'hast';
import type { Transformer } from 'unified';
import { walk } from '../common/walk';
import type { AssetRef } from '../../../model/markdown';
import { cutAt } from '../../../util/trim';

/** The attributes through which a page shows a file: images, video and audio sources, posters. */
const SOURCES: Record<string, readonly string[]> = {
  img: ['src'],
  source: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
};

/**
 * The files a page shows by an absolute path of the site (`/static/logo.png`), with their lines,
 * for the assets check: an image that no public or generated file answers is a broken image
 * that no link check sees.
 */
export default function rehypeAssetRefs(): Transformer<Root, Root> {
  return (tree, file) => {
    const assets: AssetRef[] = [];
    walk(tree, 'element', (node: Element) => {
      for (const attribute of SOURCES[node.tagName] ?? []) {
        const value = node.properties[attribute];
        if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) continue;
        assets.push({ path: cutAt(value, '?#'), line: node.position?.start.line ?? null, column: node.position?.start.column ?? null });
      }
    });
    file.data.assets = assets;
  };
}
