// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { headerMenu, socials } from '@/placeholder/site';
import { Header } from '@/layout/Header';
import { breakpoints } from '@/theme/breakpoints';
import { setViewport } from '../../support/dom';

/** The open menu, by its role and name. */
const menu = () => screen.getByRole('dialog', { name: 'Menu' });
/** Whether the menu dialog is open (closed, it has no role to be found by). */
const menuOpen = () => (document.getElementById('mobile-menu') as HTMLDialogElement).open;
const burger = () => screen.getByRole('button', { name: 'Open menu' });

async function openMenu() {
  const user = userEvent.setup();
  render(<Header />);
  await user.click(burger());
  return user;
}

describe('the mobile menu', () => {
  beforeEach(() => setViewport(breakpoints.header - 1));

  it('opens from the burger as a modal dialog holding every menu item and the socials, and locks the page', async () => {
    await openMenu();
    expect(menuOpen()).toBe(true);
    expect(burger().getAttribute('aria-expanded')).toBe('true');
    const links = within(menu())
      .getAllByRole('link')
      .map((link) => link.textContent);
    for (const item of headerMenu) expect(links).toContain(item.title);
    for (const social of socials.filter((link) => link.href !== '')) {
      const link = within(menu()).getByRole('link', { name: (name) => name.startsWith(social.label) });
      expect(link.getAttribute('href')).toBe(social.href);
    }
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
  });

  it('closes from its close button and unlocks the page', async () => {
    const user = await openMenu();
    await user.click(within(menu()).getByRole('button', { name: 'Close menu' }));
    expect(menuOpen()).toBe(false);
    expect(burger().getAttribute('aria-expanded')).toBe('false');
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
  });

  it('closes when a menu link is followed', async () => {
    const user = await openMenu();
    const last = headerMenu.at(-1)!;
    await user.click(within(menu()).getByRole('link', { name: last.title }));
    expect(menuOpen()).toBe(false);
  });

  it('closes on a click on the overlay around its content, not on a click inside it', async () => {
    const user = await openMenu();
    await user.click(within(menu()).getByRole('navigation', { name: 'Main' }));
    expect(menuOpen(), 'a click inside the menu keeps it open').toBe(true);
    await user.click(menu());
    expect(menuOpen()).toBe(false);
  });
});

describe('the burger at desktop width', () => {
  it('does not leave a modal menu open over the desktop header', async () => {
    setViewport(breakpoints.header + 200);
    await openMenu();
    expect(menuOpen()).toBe(false);
    expect(burger().getAttribute('aria-expanded')).toBe('false');
  });
});
