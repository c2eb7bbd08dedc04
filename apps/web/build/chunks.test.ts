import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { codeSplitting, signedInCore, signedInModules, staticClosure } from './chunks';

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

describe('the signed-in core', () => {
  const screenA = routes + 'a.tsx';
  const screenB = routes + 'b.tsx';
  const screenC = routes + 'c.tsx';
  const g = graph({
    [LAYOUT]: ['query', 'session'],
    query: [],
    [screenA]: ['dates', 'grid', 'only-a'],
    [screenB]: ['dates', 'grid'],
    [screenC]: ['dates', 'session', screenB],
    grid: ['grid-style'],
    'grid-style': [],
    dates: ['format'],
    format: [],
    'only-a': [],
    [SIGN_IN]: ['session', 'format'],
    session: [],
  });
  const core = signedInModules(g, [screenA, screenB, screenC]);

  it("holds the layout's imports and what two or more screens import, with what they import", () => {
    expect([...core].sort()).toEqual(['dates', 'grid', 'grid-style', 'query']);
  });

  it("leaves one screen's own code in that screen's file", () => {
    expect(core.has('only-a')).toBe(false);
  });

  it('never takes what the sign-in page imports, nor a route file (one screen importing another)', () => {
    expect(core.has('format')).toBe(false);
    expect(core.has('session')).toBe(false);
    expect(core.has(screenB)).toBe(false);
    expect(core.has(LAYOUT)).toBe(false);
  });

  it("counts the route files of app/screens.ts's table, one two addresses share once", () => {
    // The dashboard's route file is at /dashboard and /announcement.
    const dashboard = routes + 'dashboard.tsx';
    const messages = routes + 'messages.tsx';
    const edges = {
      [LAYOUT]: [],
      [dashboard]: ['only-dashboard'],
      [messages]: ['only-messages'],
      'only-dashboard': [],
      'only-messages': [],
      [SIGN_IN]: [],
    };
    const name = codeSplitting.groups[1]!.name as typeof signedInCore;
    expect(name('only-dashboard', graph(edges))).toBeNull();
    // Two screens importing it: shared.
    expect(name('only-dashboard', graph({ ...edges, [messages]: ['only-dashboard'] }))).toBe('signed-in');
  });
});
