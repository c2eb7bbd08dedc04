import { describe, expect, it } from 'vitest';
import { shortName } from './schema';

describe('shortName', () => {
  it.each([
    ['Apex Academy', 'Apex Academy'],
    ['Greenfield Public School', 'Greenfield'],
    ['Lernwerk Nachhilfe Berlin', 'Lernwerk'],
    ['Supercalifragilistic School', 'Supercalifra'],
    ['विद्या कोचिंग सेंटर', 'विद्या'],
  ])('%s → %s', (name, label) => {
    expect(shortName(name)).toBe(label);
    expect(shortName(name).length).toBeLessThanOrEqual(12);
  });
});
