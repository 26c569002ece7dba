import { describe, expect, it } from 'vitest';
import { openChatEvent } from '../../../src/core/rules/chat';
import { startTestSimulator } from './harness';
import { postJson } from './requests';

/*
 * Issue #16: the simulator stands in for the brand's live chat, so `npm start`
 * shows it under the strict CSP: a same-origin script per program family
 * (GET /chat/{family}.js) and the endpoint it posts to (POST /chat/messages).
 */

const messagesPath = '/chat/messages';

describe('simulator live-chat stand-in: the script', () => {
  it.each(['nursing', 'medical', 'precollege', 'graduate'])('serves %s.js as JavaScript, with no eval and no inline style', async (family) => {
    const sim = await startTestSimulator();
    const response = await sim.fetch(`/chat/${family}.js?productLineId=PL50`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const script = await response.text();
    // It parses (compiled here, never run) and carries its family, ProductLineId, endpoint and the portal's open event.
    expect(() => new Function(script)).not.toThrow();
    for (const part of [JSON.stringify(family), '"PL50"', JSON.stringify(messagesPath), JSON.stringify(openChatEvent)]) expect(script).toContain(part);
    // `script-src 'self'` / `style-src 'self'`: nothing the strict CSP blocks.
    for (const banned of ['eval(', 'new Function', "setAttribute('style'", 'setAttribute("style"', 'innerHTML', 'cssText']) expect(script).not.toContain(banned);
  });

  it('leaves the ProductLineId out when the script is loaded without one, and never lets it break the script', async () => {
    const sim = await startTestSimulator();
    const without = await (await sim.fetch('/chat/graduate.js')).text();
    expect(without).toContain('"productLineId":null');
    const hostile = await (await sim.fetch(`/chat/graduate.js?productLineId=${encodeURIComponent('</script>"});alert(1);//')}`)).text();
    expect(() => new Function(hostile)).not.toThrow();
    expect(hostile).not.toContain('</script>');
  });

  it.each(['/chat/ged.js', '/chat/nursing', '/chat/nursing.css', '/chat/..%2Fpackage.json'])('answers %s with a 404 JSON', async (path) => {
    const sim = await startTestSimulator();
    const response = await sim.fetch(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('simulator live-chat stand-in: POST /chat/messages', () => {
  it('answers a message with a canned reply of the family, no session needed', async () => {
    const sim = await startTestSimulator();
    const response = await postJson(sim, messagesPath, { family: 'nursing', productLineId: 'PL50', text: 'Can I add live classes?' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      reply: 'Thanks for your message. A nursing advisor will reply here shortly.',
      family: 'nursing',
      productLineId: 'PL50',
    });
  });

  it('takes a message without a ProductLineId', async () => {
    const sim = await startTestSimulator();
    const response = await postJson(sim, messagesPath, { family: 'precollege', text: 'Hello' });
    expect(await response.json()).toMatchObject({ reply: 'Thanks for your message. A pre-college advisor will reply here shortly.', productLineId: null });
  });

  it.each([
    { what: 'an empty message', body: { family: 'graduate', text: '   ' }, field: 'text' },
    { what: 'a message over 2000 characters', body: { family: 'graduate', text: 'x'.repeat(2001) }, field: 'text' },
    { what: 'no message', body: { family: 'graduate' }, field: 'text' },
    { what: 'an unknown family', body: { family: 'ged', text: 'Hi' }, field: 'family' },
    { what: 'a ProductLineId that is no id', body: { family: 'graduate', text: 'Hi', productLineId: { a: 1 } }, field: 'productLineId' },
  ])('refuses $what with a 400 JSON naming $field', async ({ body, field }) => {
    const sim = await startTestSimulator();
    const response = await postJson(sim, messagesPath, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'bad_request', field });
  });

  it('refuses a body that is not JSON with a 415; GET is no script (404)', async () => {
    const sim = await startTestSimulator();
    const text = await sim.fetch(messagesPath, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' });
    expect(text.status).toBe(415);
    expect((await sim.fetch(messagesPath)).status).toBe(404);
  });
});
