// The reference pages of docs/ are found from two entry points, README.md and docs/architecture.md (its
// "Reference pages" index), and every `docs/<page>.md` the repository cites exists. Pure functions over
// texts, so docs-links.test.mjs can show each check failing on made-up input as well as passing on the repo.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

// Files whose text may cite a docs page: sources, docs, SQL migrations, configuration.
const CITING = /\.(ts|tsx|js|mjs|cjs|md|sql|conf|ya?ml|sh)$|(^|\/)run$/;
// `docs/<page>.md` not preceded by a path character, so `apps/web/docs/x.md` or `../docs/x.md` are not it.
const DOC_PATH = /(?<![\w./-])docs\/([\w.-]+\.md)\b/g;
// A Markdown link whose target is a relative .md file, with an optional #anchor.
const MD_LINK = /\]\((?!\w+:)([^)\s#]+\.md)(#[^)\s]*)?\)/g;

export const ENTRY_POINTS = ['README.md', 'docs/architecture.md'];

/** The pages of docs/, as repository paths (`docs/<page>.md`). */
export function docPages(root) {
  return readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`)
    .sort();
}

/** Repository paths of the .md files that a Markdown text at `file` links to. */
export function markdownLinks(file, text) {
  return [...text.matchAll(MD_LINK)].map((match) => normalize(join(dirname(file), match[1])));
}

/** Pages no entry point links to. `texts` maps an entry point's path to its text. */
export function unreachablePages(pages, texts) {
  const linked = new Set(Object.entries(texts).flatMap(([file, text]) => markdownLinks(file, text)));
  return pages.filter((page) => !ENTRY_POINTS.includes(page) && !linked.has(page));
}

/**
 * Citations of docs pages that do not exist: `docs/<page>.md` anywhere, and relative Markdown links in a docs
 * page. `files` maps a repository path to its text; answers `path:line: docs/<page>.md`.
 */
export function missingCitations(files, exists) {
  const missing = [];
  for (const [file, text] of Object.entries(files)) {
    text.split('\n').forEach((line, i) => {
      const cited = [...line.matchAll(DOC_PATH)].map((match) => `docs/${match[1]}`);
      if (file.startsWith('docs/') && file.endsWith('.md')) {
        cited.push(...markdownLinks(file, line).filter((path) => path.startsWith('docs/')));
      }
      for (const path of cited) if (!exists(path)) missing.push(`${file}:${i + 1}: ${path}`);
    });
  }
  return missing;
}

/** The tracked files that may cite a docs page, with their texts. */
export function citingFiles(root) {
  const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
  const files = {};
  for (const file of tracked.filter((path) => CITING.test(path))) {
    const path = join(root, file);
    try {
      if (statSync(path).size < 2_000_000) files[relative(root, path)] = readFileSync(path, 'utf8');
    } catch {
      // listed by git but deleted in the work tree: nothing to cite from
    }
  }
  return files;
}
