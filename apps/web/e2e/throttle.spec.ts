import { expect, test } from './fixtures';
import { fillLogin } from './support';

// Runs after every other browser test: it locks this address out for 15 minutes.
test('the 11th failed sign-in within 15 minutes is refused with a clear message', async ({ page }) => {
  await page.goto('/');
  await fillLogin(page, 'riya.nobody@greenfield.test', 'wrong-password');
  const login = page.getByRole('button', { name: 'Login' });
  for (let attempt = 1; attempt <= 10; attempt++) {
    const answer = page.waitForResponse((r) => r.url().includes('/api/v2/user/v3/login'));
    await login.click();
    expect((await answer).status()).toBe(401);
  }
  const answer = page.waitForResponse((r) => r.url().includes('/api/v2/user/v3/login'));
  await login.click();
  const response = await answer;
  expect(response.status()).toBe(429);
  expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
  await expect(page.getByText(/Too many failed sign-in attempts/)).toBeVisible();
});
