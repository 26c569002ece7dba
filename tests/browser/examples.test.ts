import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const examplesDir = join(root, 'examples');
const pages = readdirSync(examplesDir).filter((name) => name.endsWith('.html')).sort();
const read = (name: string) => readFileSync(join(examplesDir, name), 'utf8');

describe('example pages', () => {
  it('has a page for every scenario of issues #5 and #6', () => {
    expect(pages).toEqual(
      expect.arrayContaining([
        'index.html',
        'second-brand.html',
        'marketing-careless-css.html',
        'marketing-careless-css-shadow.html',
        'marketing-important.html',
        'two-mounts.html',
        'strict-csp.html',
        'marketing-signup.html',
        'host-hash-router.html',
        'path-routing.html',
        'custom-element.html',
        'languages.html',
      ]),
    );
  });

  it.each(pages)('%s needs no unsafe-inline: no inline script, style or handler', (name) => {
    const html = read(name);
    for (const [, tag, body] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
      expect(tag, `${name}: ${tag}`).toMatch(/\ssrc="[^"]+"/);
      expect(body?.trim(), `${name}: inline script`).toBe('');
    }
    expect(html).not.toMatch(/<style\b/i);
    expect(html).not.toMatch(/\sstyle\s*=/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  });

  it.each(pages)('%s says in two lines what it shows and loads the bundle', (name) => {
    const html = read(name);
    const note = /<header class="example-note">([\s\S]*?)<\/header>/.exec(html)?.[1] ?? '';
    expect(note.match(/<p>/g)).toHaveLength(2);
    expect(html).toMatch(/<script src="\/dist\/student-portal(-signup|-element)?\.js" defer><\/script>/);
  });

  it.each(pages)('%s is listed in examples/README.md and README.md', (name) => {
    expect(readFileSync(join(examplesDir, 'README.md'), 'utf8')).toContain(name);
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain(name);
  });
});
