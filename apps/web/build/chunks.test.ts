import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { codeSplitting, signedInCore, staticClosure } from './chunks';

const routes = fileURLToPath(new URL('../src/app/routes/', import.meta.url));
const LAYOUT = routes + 'signed-in-layout.tsx';
const SIGN_IN = routes + 'sign-in.tsx';

/** A module graph as the bundler hands it to a group's name function. */
function graph(edges: Record<string, string[]>) {
  return { getModuleInfo: (id: string) => (id in edges ? { importedIds: edges[id]! } : null) };
}

describe('code splitting groups', () => {
  it("puts the entry's static imports in the entry's file, then the signed-in core in one shared file", () => {
    expect(codeSplitting.groups[0]).toEqual({ name: 'index', tags: ['$initial'] });
    expect(codeSplitting.groups[1]).toMatchObject({ includeDependenciesRecursively: false });
  });

  it('follows static imports to the end, once each, through cycles', () => {
    const g = graph({ a: ['b', 'c'], b: ['c', 'a'], c: ['d'], d: [] });
    expect([...staticClosure('a', g)].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect([...staticClosure('c', g)].sort()).toEqual(['c', 'd']);
  });

  it("groups what only the signed-in layout needs, never what the sign-in page imports, nor the layout's own file", () => {
    const g = graph({
      [LAYOUT]: ['query', 'header', 'session'],
      header: ['avatar', 'i18n'],
      query: [],
      avatar: [],
      [SIGN_IN]: ['form', 'i18n', 'session'],
      form: ['session'],
      i18n: [],
      session: [],
      elsewhere: [],
    });
    const name = codeSplitting.groups[1]!.name as typeof signedInCore;
    expect(name('query', g)).toBe('signed-in');
    expect(name('header', g)).toBe('signed-in');
    expect(name('avatar', g)).toBe('signed-in');
    expect(name('i18n', g)).toBeNull();
    expect(name('session', g)).toBeNull();
    expect(name('form', g)).toBeNull();
    expect(name(LAYOUT, g)).toBeNull();
    expect(name('elsewhere', g)).toBeNull();
  });
});
