import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../lib/i18n';
import { renderSignIn, renderSignInPages } from './prerender';

/*
 * The sign-in page the build draws for the server to send in `/` (issue 15, "fast everywhere"):
 * the page's own components, in each institute language, and a form that index.html's inline
 * script holds until the portal's script has taken over.
 */

interface AuthTexts {
  heading: string;
  submit: string;
  forgotPassword: string;
  login: { label: string };
  password: { label: string };
}
const texts = async (language: string): Promise<AuthTexts> =>
  ((await import(`../locales/${language}/auth.json`)) as { default: AuthTexts }).default;
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

describe('renderSignIn', () => {
  for (const language of LANGUAGES) {
    it(`${language}: the heading, labelled fields and buttons in the language`, async () => {
      const html = await renderSignIn(language);
      const auth = await texts(language);
      expect(html).toMatch(/^<main class="signin">/);
      expect(html).toContain(`<h1 class="signin__heading">${escaped(auth.heading)}</h1>`);
      for (const label of [auth.login.label, auth.password.label]) {
        const id = new RegExp(`<label for="([^"]+)" class="field__label">${escaped(label)}</label>`).exec(
          html,
        );
        expect(id, label).not.toBeNull();
        expect(html).toContain(`<input id="${id![1]}"`);
      }
      expect(html).toContain(`<span>${escaped(auth.submit)}</span>`);
      expect(html).toContain(`>${escaped(auth.forgotPassword)}</button>`);
      // Empty fields, no institute yet (its logo and name follow from the page's own call).
      expect(html).toContain('name="username" value=""');
      expect(html).toContain('name="password" value=""');
      expect(html).toContain('<div class="signin__institute"></div>');
    });
  }

  it('a POST form the inline script holds (data-early): a Login before the script sends nothing', async () => {
    const html = await renderSignIn('en');
    expect(html).toContain('<form method="post" data-early="" class="signin-form"');
    expect(html.match(/<form/g)).toHaveLength(1);
    expect(html).toContain('<button type="submit"');
  });

  it('all four languages, each its own', async () => {
    const pages = await renderSignInPages();
    expect(Object.keys(pages).sort()).toEqual([...LANGUAGES].sort());
    expect(new Set(Object.values(pages)).size).toBe(LANGUAGES.length);
  });
});
