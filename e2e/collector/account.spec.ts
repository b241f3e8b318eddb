import { expect, test } from '../support/test';
import { logIn, logOut } from '../support/session';

test('a collector registers, is signed in, logs out and logs back in', async ({ page }) => {
  const tag = Date.now().toString(36);
  await page.goto('/register');
  await page.getByLabel('First name').fill('Rene');
  await page.getByLabel('Last name').fill('Magritte');
  await page.getByLabel('Username').fill(`rene_${tag}`);
  await page.getByLabel('Email').fill(`rene-${tag}@example.test`);
  await page.getByLabel('Password').fill('ceci-nest-pas');
  // Exactly the two account types of the spec; artist is the default.
  const types = page.getByRole('radio');
  await expect(types).toHaveCount(2);
  await expect(page.getByRole('radio', { checked: true })).toContainText('sell artwork and take commissions');
  await page.getByRole('radio', { name: 'Collector' }).click();
  await expect(page.getByRole('radio', { name: 'Collector' })).toContainText(
    'Art Collectors: browse and purchase',
  );
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByText('Account created')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Rene' })).toBeVisible();

  await logOut(page, 'Rene');
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await logIn(page, `rene-${tag}@example.test`, 'ceci-nest-pas');
  await page.getByRole('button', { name: 'Rene' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Requests' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Artist Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
});

test('a duplicate email is refused with the spec message and the field named', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Casey');
  await page.getByLabel('Last name').fill('Again');
  await page.getByLabel('Username').fill(`casey_${Date.now().toString(36)}`);
  await page.getByLabel('Email').fill('collector@atelier.test');
  await page.getByLabel('Password').fill('demo12345');
  await page.getByRole('button', { name: 'Create account' }).click();
  // The toast shows the spec's 'Registration failed: Please check your information and try again' as title + text.
  await expect(page.getByText('Registration failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Please check your information and try again')).toBeVisible();
  await expect(page.getByText(/already exists/i)).toBeVisible();
});

test('a wrong password shows the spec message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('collector@atelier.test');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('guarded pages: signed out, wrong role, right role', async ({ page }) => {
  await page.goto('/artist-dashboard');
  await expect(page.getByText('Authentication Required')).toBeVisible();
  await expect(page.getByText('Please log in to access this page.')).toBeVisible();

  await logIn(page, 'collector@atelier.test');
  await page.goto('/admin');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText('collector@atelier.test')).toBeVisible();
  await logOut(page, 'Casey');

  // app_admin passes every guard, including the artist's.
  await logIn(page, 'admin@atelier.test');
  await expect(page.getByText('Admin', { exact: true }).first()).toBeVisible();
  await page.goto('/artist-dashboard');
  await expect(page.getByText('Access Denied')).toHaveCount(0);
  await expect(page.getByText('Authentication Required')).toHaveCount(0);
});

test('the login page shows the demo accounts and fills the form from them', async ({ page }) => {
  await page.goto('/login');
  for (const email of [
    'collector@atelier.test',
    'artist@atelier.test',
    'newartist@atelier.test',
    'admin@atelier.test',
  ]) {
    await expect(page.getByText(email, { exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: /^artist@atelier\.test/ }).click();
  await expect(page.getByLabel('Email')).toHaveValue('artist@atelier.test');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Welcome back')).toBeVisible();
  await page.getByRole('button', { name: 'Maya' }).click();
  await expect(page.getByRole('menuitem', { name: 'Artist Dashboard' })).toBeVisible();
});
