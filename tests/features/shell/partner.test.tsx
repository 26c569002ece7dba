import { describe, expect, it } from 'vitest';
import { shellTexts } from '../../../src/core/messages/shell';
import { waitFor } from '../../support/wait';
import { idle } from '../../support/page';
import { renderShell } from './shell-harness';

const tools = (host: HTMLElement) => ({
  search: host.querySelector('form[role="search"]') !== null,
  cart: host.querySelector('.sp-cart') !== null,
  tabs: host.querySelectorAll('.sp-header-nav a').length,
  menu: host.querySelector('.sp-account-button') !== null,
});

/** Waits for the header's tabs, then for every effect to run, so tools still missing are not merely late. */
async function headerShown(host: HTMLElement) {
  await waitFor(() => host.querySelector('.sp-header-nav a'), 'the header tabs');
  await idle();
}

describe('partner users (access §6)', () => {
  it.each(['chegg', 'gedapiuser', 'hide_nursing', 'actapiuser', 'CHEGG'])(
    'hides the header tools for a student of client %s, keeping tabs and the account menu',
    async (client) => {
      const { host } = renderShell({ viewer: { courses: [{ programCode: 'SAT', client }] } });
      await headerShown(host);
      expect(tools(host)).toEqual({ search: false, cart: false, tabs: 4, menu: true });
    },
  );

  it('keeps the tools for other clients and for visitors', async () => {
    const student = renderShell({ viewer: { courses: [{ programCode: 'SAT', client: 'summit' }] } });
    const visitor = renderShell({ viewer: null });
    await waitFor(() => tools(student.host).search && tools(visitor.host).search, 'both search boxes');
    expect(tools(student.host)).toMatchObject({ search: true, cart: true });
    expect(tools(visitor.host)).toMatchObject({ search: true, cart: true });
  });

  it('reads the partner client from expired courses when none is active', async () => {
    const { host } = renderShell({ viewer: { expiredCourses: [{ programCode: 'GED', client: 'gedapiuser' }] } });
    await headerShown(host);
    expect(tools(host)).toMatchObject({ search: false, cart: false });
  });

  it('hides them too when the student record itself carries a partner client', async () => {
    const { host } = renderShell({ viewer: { studentClient: 'chegg' } });
    await headerShown(host);
    expect(tools(host)).toMatchObject({ search: false, cart: false });
  });

  it('shows the medical logo variant for a partner student of a medical program', async () => {
    const { host } = renderShell({ viewer: { courses: [{ programCode: 'USMLE-STEP1', client: 'hide_nursing' }] } });
    const logo = await waitFor(() => host.querySelector('.sp-logo'), 'the logo');
    expect(logo.getAttribute('data-variant')).toBe('medical-partner');
    expect(logo.textContent).toBe(`Summit Prep${shellTexts.medicalLogoTag}`);
  });

  it.each([
    ['a partner student of a non-medical program', { programCode: 'ACT', client: 'actapiuser' }],
    ['a medical student who is no partner', { programCode: 'USMLE', client: null }],
  ])('keeps the standard logo for %s', async (_, course) => {
    const { host } = renderShell({ viewer: { courses: [course] } });
    await headerShown(host);
    expect(host.querySelector('.sp-logo')?.getAttribute('data-variant')).toBe('standard');
    expect(host.querySelector('.sp-logo-tag')).toBeNull();
  });
});
