import { createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
import * as compat from 'preact/compat';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../support/wait';

describe('react alias', () => {
  it('resolves react and react-dom/client to the Preact compat runtime that ships', async () => {
    expect(createElement).toBe(compat.createElement);
    expect(useState).toBe(compat.useState);
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    root.render(createElement('p', { className: 'x' }, 'rendered by preact'));
    const rendered = await waitFor(() => host.querySelector('p.x'), 'the rendered paragraph');
    expect(rendered.textContent).toBe('rendered by preact');
    root.unmount();
    expect(host.innerHTML).toBe('');
  });
});
