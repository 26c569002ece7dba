/*
 * The simulator's stand-in for the brand's live-chat widget (issue #16), run
 * in the browser. The simulator serves it as `(standInChat)(config);` from
 * /chat/{family}.js, so this function must stay self-contained: no imports,
 * nothing from the module's scope. It works under the strict CSP of
 * examples/strict-csp.html: a same-origin script file, no eval, no inline
 * style (a constructed stylesheet in its own shadow root), and it only talks
 * to its own origin (POST /chat/messages).
 */

/** What the simulator writes into the script it serves. */
export interface StandInConfig {
  family: string;
  productLineId: string | null;
  /** The messages endpoint, a path on the script's origin. */
  endpoint: string;
  /** The window event that opens the panel (the portal's "Ask about live instruction"). */
  openEvent: string;
}

/**
 * A "Chat with us" launcher (fixed at the bottom right) and a non-modal
 * panel: a message log (`role="log"`, announced politely), a labelled text
 * box and Send, Close and Escape returning focus to the launcher. One widget
 * per page; it removes itself, listeners included, when the portal removes
 * its script (the student logs out, the portal unmounts).
 */
export function standInChat(config: StandInConfig): void {
  const doc = document;
  const script = doc.currentScript;
  if (doc.querySelector('[data-chat-stand-in]')) return;
  const base = script instanceof HTMLScriptElement && script.src ? script.src : doc.baseURI;
  const endpoint = new URL(config.endpoint, base).href;

  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = ''): HTMLElementTagNameMap[K] => {
    const node = doc.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  };

  const host = make('div', '');
  host.dataset.chatStandIn = config.family;
  const root = host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`
    .chat { position: fixed; right: 1rem; bottom: 1rem; z-index: 2147483000; display: flex; flex-direction: column;
      align-items: flex-end; gap: 0.5rem; font: 16px/1.4 system-ui, sans-serif; color: #1a1a1a; }
    button, input { font: inherit; }
    button { cursor: pointer; min-height: 44px; }
    button:focus-visible, input:focus-visible, .log:focus-visible { outline: 3px solid #1a1a1a; outline-offset: 2px; }
    .launcher { padding: 0.5rem 1.1rem; border: 2px solid #fff; border-radius: 999px; background: #0b5cad; color: #fff;
      font-weight: 600; box-shadow: 0 2px 8px rgba(0, 0, 0, 0.3); }
    .panel { width: min(22rem, calc(100vw - 2rem)); max-height: min(28rem, calc(100vh - 6rem)); display: flex;
      flex-direction: column; background: #fff; border: 1px solid #767676; border-radius: 0.5rem;
      box-shadow: 0 4px 16px rgba(0, 0, 0, 0.3); overflow: hidden; }
    .panel[hidden] { display: none; }
    .head { display: flex; justify-content: space-between; align-items: center; gap: 0.5rem; padding: 0.25rem 0.5rem 0.25rem 0.75rem;
      background: #0b5cad; color: #fff; }
    h2 { margin: 0; font-size: 1rem; }
    .close { padding: 0 0.75rem; background: transparent; color: #fff; border: 1px solid #fff; border-radius: 0.25rem; }
    .note { margin: 0; padding: 0.5rem 0.75rem 0; font-size: 0.875rem; color: #4a4a4a; }
    .log { flex: 1; overflow-y: auto; min-height: 5rem; padding: 0.5rem 0.75rem; }
    .log p { margin: 0.25rem 0; padding: 0.4rem 0.6rem; border-radius: 0.5rem; background: #eef3f8; overflow-wrap: anywhere; }
    .log p.mine { margin-left: 2rem; background: #e6f4ea; }
    .who { font-weight: 600; }
    form { display: flex; flex-wrap: wrap; gap: 0.5rem; padding: 0.5rem 0.75rem 0.75rem; border-top: 1px solid #d0d0d0; }
    label { flex-basis: 100%; font-size: 0.875rem; font-weight: 600; }
    input { flex: 1; min-width: 0; min-height: 44px; padding: 0.25rem 0.5rem; border: 1px solid #767676; border-radius: 0.25rem; }
    .send { padding: 0 1rem; border: 0; border-radius: 0.25rem; background: #0b5cad; color: #fff; font-weight: 600; }
    .status { flex-basis: 100%; margin: 0; font-size: 0.875rem; color: #b00020; }
    .status:empty { display: none; }
  `);
  root.adoptedStyleSheets = [sheet];

  const aside = make('aside', 'chat');
  aside.setAttribute('aria-label', 'Live chat');
  const panel = make('section', 'panel');
  panel.id = 'chat-panel';
  panel.hidden = true;
  panel.setAttribute('aria-labelledby', 'chat-title');
  const head = make('div', 'head');
  const title = make('h2', '', 'Chat with an advisor');
  title.id = 'chat-title';
  const close = make('button', 'close', 'Close');
  close.type = 'button';
  close.setAttribute('aria-label', 'Close chat');
  head.append(title, close);
  const note = make('p', 'note', 'Simulator stand-in: the replies are canned.');
  const log = make('div', 'log');
  log.setAttribute('role', 'log');
  log.setAttribute('aria-label', 'Messages');
  log.tabIndex = 0;
  const form = make('form', '');
  const label = make('label', '', 'Your message');
  label.htmlFor = 'chat-text';
  const input = make('input', '');
  input.id = 'chat-text';
  input.type = 'text';
  input.maxLength = 2000;
  input.autocomplete = 'off';
  const send = make('button', 'send', 'Send');
  send.type = 'submit';
  const status = make('p', 'status');
  status.setAttribute('role', 'status');
  form.append(label, input, send, status);
  panel.append(head, note, log, form);
  const launcher = make('button', 'launcher', 'Chat with us');
  launcher.type = 'button';
  launcher.setAttribute('aria-expanded', 'false');
  launcher.setAttribute('aria-controls', 'chat-panel');
  aside.append(panel, launcher);
  root.append(aside);

  const open = () => {
    panel.hidden = false;
    launcher.setAttribute('aria-expanded', 'true');
    input.focus();
  };
  const shut = () => {
    panel.hidden = true;
    launcher.setAttribute('aria-expanded', 'false');
    launcher.focus();
  };
  const say = (who: string, text: string, mine: boolean) => {
    const line = make('p', mine ? 'mine' : '');
    line.append(make('span', 'who', `${who}: `), text);
    log.append(line);
    log.scrollTop = log.scrollHeight;
  };

  // One message at a time (Send stays enabled, so focus never drops to the page).
  let busy = false;
  launcher.addEventListener('click', () => (panel.hidden ? open() : shut()));
  close.addEventListener('click', shut);
  input.addEventListener('input', () => {
    status.textContent = '';
  });
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') shut();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) {
      status.textContent = 'Type a message first.';
      input.focus();
      return;
    }
    if (busy) return;
    status.textContent = '';
    say('You', text, true);
    input.value = '';
    busy = true;
    fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ family: config.family, productLineId: config.productLineId, text }),
    })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((answer: unknown) => {
        const reply = typeof answer === 'object' && answer !== null && 'reply' in answer ? answer.reply : null;
        if (typeof reply !== 'string') throw new Error('no reply');
        say('Advisor', reply, false);
      })
      .catch(() => {
        status.textContent = 'The chat is not available right now. Please try again.';
      })
      .finally(() => {
        busy = false;
      });
  });
  const onOpen = () => open();
  window.addEventListener(config.openEvent, onOpen);
  doc.body.append(host);

  // The portal removes its script when the student leaves: the widget goes with it.
  const parent = script?.parentNode;
  if (script && parent) {
    const watch = new MutationObserver(() => {
      if (script.isConnected) return;
      watch.disconnect();
      window.removeEventListener(config.openEvent, onOpen);
      host.remove();
    });
    watch.observe(parent, { childList: true });
  }
}
