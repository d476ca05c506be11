// The docs a clone can follow: no tracked file cites a document that lives outside the repository, the README stays a
// ten-minute read, and every relative link in the README, CONTRIBUTING.md and docs/ reaches a file and a heading.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file !== '' && existsSync(join(root, file)));

// Spelled in pieces so that this file does not cite them itself.
const outsideDocuments = [
  ['SPEC', '.md'],
  ['ARCHITECTURE', '.md'],
  ['../', 'shared'],
  ['architecture', ' guide'],
].map((parts) => parts.join(''));

const markdownPages = tracked.filter(
  (file) => file === 'README.md' || file === 'CONTRIBUTING.md' || (file.startsWith('docs/') && file.endsWith('.md')),
);

/** A heading's anchor as GitHub makes it: lowercased, punctuation dropped, spaces to dashes, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutCodeBlocks(markdown).split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const text = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

function withoutCodeBlocks(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '');
}

/** The relative link targets of a page, leaving out code blocks and code spans. */
function relativeLinks(markdown: string): string[] {
  const prose = withoutCodeBlocks(markdown).replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe('repository docs', () => {
  it('cite no document outside the repository', () => {
    const citing = tracked.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          outsideDocuments.some((name) => line.includes(name)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(citing).toEqual([]);
  });

  it('keep the README at most 260 lines', () => {
    const lines = readFileSync(join(root, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(260);
  });

  it('link only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const page of markdownPages) {
      for (const target of relativeLinks(readFileSync(join(root, page), 'utf8'))) {
        const [path = '', anchor] = target.split('#', 2);
        const file = path === '' ? join(root, page) : join(root, dirname(page), decodeURIComponent(path));
        const shown = `${page} → ${target}`;
        if (!existsSync(file) || relative(root, file).startsWith('..')) {
          broken.push(`${shown} (no such file)`);
        } else if (anchor !== undefined && statSync(file).isFile() && file.endsWith('.md')) {
          if (!anchorsOf(readFileSync(file, 'utf8')).has(anchor)) broken.push(`${shown} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('keep only the screenshots a page shows', () => {
    // A picture of how a change looked before and after belongs in its commit; docs/screenshots holds what the docs
    // show of the product as it is.
    const pages = markdownPages.map((page) => readFileSync(join(root, page), 'utf8')).join('\n');
    const unshown = tracked.filter(
      (file) => file.startsWith('docs/screenshots/') && !pages.includes(file.slice('docs/'.length)),
    );
    expect(unshown).toEqual([]);
  });
});
