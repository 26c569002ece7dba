import { createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
import * as compat from 'preact/compat';
import { describe, expect, it } from 'vitest';

describe('react alias', () => {
  it('resolves react and react-dom/client to the Preact compat runtime that ships', async () => {
    expect(createElement).toBe(compat.createElement);
    expect(useState).toBe(compat.useState);
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    root.render(createElement('p', { className: 'x' }, 'rendered by preact'));
    await new Promise((r) => setTimeout(r, 0));
    expect(host.querySelector('p.x')?.textContent).toBe('rendered by preact');
    root.unmount();
    expect(host.innerHTML).toBe('');
  });
});
