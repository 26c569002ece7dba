import { describe, expect, it } from 'vitest';
import { type UploadSender, fetchUploadSender, uploadCaseAttachment } from '../../../src/core/api/cases';
import type { PortalError } from '../../../src/core/errors';
import { accountErrors } from '../../../src/core/messages/errors';
import { closedPortOrigin, portalRejection, startTestServer, testClient } from './test-server';

/*
 * Issue #17: the upload with progress. Core builds the call (URL, multipart
 * fields, headers) and reads the answer with the case-mutation rule; an
 * injected sender moves the bytes (XMLHttpRequest in the browser, fetch here).
 */

const uploadPath = '/rest-services/document/upload';
const upload = (file: Blob = new Blob(['%PDF-1.4 score'])) => ({
  file,
  caseId: '500A0001',
  fileType: 'application/pdf',
  fileName: 'score.pdf',
  studentId: 'S1001',
});

async function formOf(body: Buffer, contentType: string): Promise<FormData> {
  return new Response(Uint8Array.from(body), { headers: { 'content-type': contentType } }).formData();
}

describe('uploadCaseAttachment through a sender', () => {
  it('sends the account §3 multipart fields with the jar’s cookie and returns the result', async () => {
    const server = await startTestServer();
    server.on('POST', uploadPath, { json: { status: 'success', caseId: '500A0001', attachmentId: 'ATT1' } });
    const { client, jar } = testClient(server.bases);
    jar.setCookie('ktpa', 'session-1', { maxAgeSeconds: 60, url: `${server.origin}/` });

    const result = await uploadCaseAttachment(client, upload(), { send: fetchUploadSender(globalThis.fetch) });

    expect(result).toMatchObject({ status: 'success', attachmentId: 'ATT1' });
    const received = server.requests[0];
    expect(received?.headers.cookie).toBe('ktpa=session-1');
    const form = await formOf(received?.body ?? Buffer.alloc(0), String(received?.headers['content-type']));
    expect([...form.keys()]).toEqual(['file', 'caseId', 'fileType', 'fileName', 'studentId']);
    expect(form.get('fileName')).toBe('score.pdf');
    const file = form.get('file');
    expect(file instanceof Blob ? await file.text() : null).toBe('%PDF-1.4 score');
  });

  it('hands the sender the URL, headers, credentials mode and signal, and passes its progress on', async () => {
    const seen: Parameters<UploadSender>[0][] = [];
    const sender: UploadSender = async (request) => {
      seen.push(request);
      request.onProgress(10, 40);
      request.onProgress(40, 40);
      return { status: 200, body: 'success' };
    };
    const { client } = testClient({ rest: 'https://services.example.test/', api: '', identity: '', routing: '', content: '' });
    const progress: [number, number][] = [];
    const controller = new AbortController();

    const result = await uploadCaseAttachment(client, upload(), {
      send: sender,
      signal: controller.signal,
      onProgress: (sent, total) => progress.push([sent, total]),
    });

    expect(result.status).toBe('success');
    expect(progress).toEqual([
      [10, 40],
      [40, 40],
    ]);
    expect(seen[0]).toMatchObject({
      url: 'https://services.example.test/rest-services/document/upload',
      withCredentials: false,
      signal: controller.signal,
      headers: { accept: 'application/json, text/plain, */*' },
    });
    expect(seen[0]?.body).toBeInstanceOf(FormData);
  });

  it.each([
    ['a 2xx that says failed', { json: { status: 'failed', message: 'closed' } }, 'case.failed'],
    ['a 2xx that is not a mutation result', { json: { ok: true } }, 'upstream.shape'],
    ['a 2xx with an empty body', { text: '' }, 'upstream.shape'],
    ['a 500', { status: 500, text: 'boom' }, 'case.failed'],
    ['a 413', { status: 413, json: { message: 'too large' } }, 'case.failed'],
  ] as const)('%s is a failure (%s)', async (_label, reply, code) => {
    const server = await startTestServer();
    server.on('POST', uploadPath, reply);
    const { client } = testClient(server.bases);

    const error = await portalRejection(uploadCaseAttachment(client, upload(), { send: fetchUploadSender(globalThis.fetch) }));

    expect(error.code).toBe(code);
    if (code === 'case.failed') expect(error.message).toBe(accountErrors.caseFailed);
  });

  it('a 401 is "not logged in" and reaches the client’s failure hook (the session reacts)', async () => {
    const server = await startTestServer();
    server.on('POST', uploadPath, { status: 401, json: { message: 'Not logged in' } });
    const failures: PortalError[] = [];
    const { client } = testClient(server.bases, { onFailure: (e) => failures.push(e) });

    const error = await portalRejection(uploadCaseAttachment(client, upload(), { send: fetchUploadSender(globalThis.fetch) }));

    expect(error.code).toBe('auth.not-logged-in');
    expect(failures.map((f) => f.code)).toEqual(['auth.not-logged-in']);
  });

  it('a network failure is network.unavailable', async () => {
    const { client } = testClient({ rest: await closedPortOrigin(), api: '', identity: '', routing: '', content: '' });

    const error = await portalRejection(uploadCaseAttachment(client, upload(), { send: fetchUploadSender(globalThis.fetch) }));

    expect(error.code).toBe('network.unavailable');
  });

  it('cancelling rejects with the abort itself, not a failure, and the failure hook hears nothing', async () => {
    const server = await startTestServer();
    server.on('POST', uploadPath, 'hang');
    const failures: PortalError[] = [];
    const { client } = testClient(server.bases, { onFailure: (e) => failures.push(e) });
    const controller = new AbortController();

    const pending = uploadCaseAttachment(client, upload(), { send: fetchUploadSender(globalThis.fetch), signal: controller.signal });
    controller.abort();

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(failures).toEqual([]);
  });
});
