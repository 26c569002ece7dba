import { describe, expect, it } from 'vitest';
import { xhrUploadSender } from '../../src/lib/xhr-upload-sender';
import { setPageUrl } from '../support/page';
import { closedPortOrigin, startTestServer } from '../core/api/test-server';

/*
 * The browser upload transport (issue #17) on happy-dom's XMLHttpRequest
 * against a real server: every status is an answer, no answer is a
 * rejection, an abort rejects with an AbortError. Its upload progress needs a
 * real browser (happy-dom reports none): tests/browser/attachment-upload.test.ts.
 */

function form(): FormData {
  const body = new FormData();
  body.append('file', new Blob(['%PDF-1.4 score']), 'score.pdf');
  body.append('caseId', '500A0001');
  return body;
}

const request = (url: string, signal?: AbortSignal) => ({
  url,
  body: form(),
  headers: { accept: 'application/json, text/plain, */*', cookie: 'ignored=1' },
  withCredentials: true,
  signal,
  onProgress: () => {},
});

describe('xhrUploadSender', () => {
  it.each([
    [200, { status: 'success' }],
    [500, { message: 'boom' }],
  ])('answers a %i with its status and body, having posted the multipart form', async (status, json) => {
    const server = await startTestServer();
    setPageUrl(`${server.origin}/`);
    server.on('POST', '/upload', { status, json });

    const answer = await xhrUploadSender(request(`${server.origin}/upload`));

    expect(answer).toEqual({ status, body: JSON.stringify(json) });
    const received = server.requests[0];
    expect(String(received?.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    expect(received?.text).toContain('%PDF-1.4 score');
    expect(received?.headers.accept).toBe('application/json, text/plain, */*');
  });

  it('rejects with an AbortError when cancelled, before or during the upload', async () => {
    const server = await startTestServer();
    setPageUrl(`${server.origin}/`);
    server.on('POST', '/upload', 'hang');
    const during = new AbortController();

    const pending = xhrUploadSender(request(`${server.origin}/upload`, during.signal));
    during.abort();

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(xhrUploadSender(request(`${server.origin}/upload`, AbortSignal.abort()))).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects (no answer) when the server cannot be reached', async () => {
    const origin = await closedPortOrigin();
    setPageUrl(`${origin}/`);

    await expect(xhrUploadSender(request(`${origin}/upload`))).rejects.toBeInstanceOf(TypeError);
  });
});
