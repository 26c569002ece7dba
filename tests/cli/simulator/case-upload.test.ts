import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { attachmentDownloadUrl, getCases, uploadCaseAttachment } from '../../../src/core/api/cases';
import { PortalError } from '../../../src/core/errors';
import { accountValidation } from '../../../src/core/messages/validation';
import { maxAttachmentBytes, validateAttachment } from '../../../src/core/validators/cases';
import { type TestSimulator, startTestSimulator } from './harness';
import { sessionHeaders, signIn } from './sign-in';
import { waitFor } from '../../support/wait';

const uploadPath = '/rest-services/document/upload';
const boundary = 'sim-test-boundary-7f3a';

function form(fields: Record<string, string>, file: { name: string; bytes: Uint8Array<ArrayBuffer> }): FormData {
  const body = new FormData();
  body.append('file', new Blob([file.bytes]), file.name);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

const fields = { caseId: '500A0001', fileType: 'application/pdf', fileName: 'score-report.pdf', studentId: 'S1001' };

/**
 * A multipart body whose file part is `fileBytes` zeros, generated as it is read; `pulled()` counts what was read.
 * With `holdAt`, the body stops after that many file bytes (the request stays open) until `release()`.
 */
function streamedUpload(fileBytes: number, holdAt = Number.POSITIVE_INFINITY) {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `\r\n--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}`)
      .join('') + `\r\n--${boundary}--\r\n`,
  );
  const chunk = Buffer.alloc(64 * 1024);
  let sent = 0;
  let headSent = false;
  let tailSent = false;
  let held = false;
  const pump = () => {
    if (sent >= holdAt) {
      // Held: nothing is pushed, so the stream waits (a read pending) until release() pumps again.
      held = true;
      return;
    }
    if (!headSent) {
      headSent = true;
      stream.push(head);
    } else if (sent < fileBytes) {
      const size = Math.min(chunk.length, fileBytes - sent);
      sent += size;
      stream.push(size === chunk.length ? chunk : chunk.subarray(0, size));
    } else if (!tailSent) {
      tailSent = true;
      stream.push(tail);
    } else {
      stream.push(null);
    }
  };
  const stream = new Readable({ read: pump });
  return {
    stream,
    pulled: () => sent,
    release: () => {
      holdAt = Number.POSITIVE_INFINITY;
      if (held) pump();
    },
  };
}

async function uploadFailure(sim: TestSimulator, body: FormData): Promise<{ status: number; body: unknown }> {
  const response = await sim.fetch(uploadPath, { method: 'POST', body, headers: sessionHeaders(sim) });
  return { status: response.status, body: await response.json() };
}

describe('simulator attachment upload and download (account §5, §7)', () => {
  it('accepts a file, lists it on the case and streams it back with content-disposition', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);
    const bytes = new TextEncoder().encode('%PDF-1.4 official score report');

    const result = await uploadCaseAttachment(sim.client, { ...fields, file: new Blob([bytes]) });

    expect(result.status).toBe('success');
    const listed = (await getCases(sim.client, 'S1001')).find((c) => c.caseNumber === '00012001')?.CaseAttachment;
    expect(listed?.map((a) => a.name)).toEqual(['loading-screen.png', 'score-report.pdf']);
    const download = await fetch(attachmentDownloadUrl(sim.client, result.attachmentId ?? ''), { headers: sessionHeaders(sim) });
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="score-report.pdf"; filename*=UTF-8''score-report.pdf`);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
  });

  it('refuses an empty file and a blocked type with the spec texts, and keeps nothing', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);

    const empty = await uploadFailure(sim, form(fields, { name: 'empty.pdf', bytes: new Uint8Array(0) }));
    const blocked = await uploadFailure(sim, form({ ...fields, fileName: 'setup.exe' }, { name: 'setup.exe', bytes: new Uint8Array([77, 90]) }));
    const renamed = await uploadFailure(sim, form({ ...fields, fileName: 'notes.js' }, { name: 'notes.txt', bytes: new Uint8Array([1]) }));

    expect(empty).toEqual({ status: 400, body: expect.objectContaining({ field: 'file', message: accountValidation.attachmentEmpty }) });
    expect(blocked).toEqual({ status: 400, body: expect.objectContaining({ message: accountValidation.attachmentBlocked }) });
    expect(renamed).toEqual({ status: 400, body: expect.objectContaining({ message: accountValidation.attachmentBlocked }) });
    expect(sim.simulator.state().uploads.size).toBe(0);
  });

  // The one limit (core's maxAttachmentBytes) at its boundary, the same as the portal's validator (#29.11).
  it.each([
    [maxAttachmentBytes, 200, 'stores'],
    [maxAttachmentBytes + 1, 413, 'refuses'],
  ])('answers a %i-byte file with %i (%s it), as the portal’s validator does', async (size, status) => {
    const sim = await startTestSimulator();
    await signIn(sim.client);
    const upload = streamedUpload(size);

    const response = await sim.fetch(uploadPath, {
      method: 'POST',
      body: Readable.toWeb(upload.stream) as ReadableStream<Uint8Array>,
      duplex: 'half',
      headers: sessionHeaders(sim, { 'content-type': `multipart/form-data; boundary=${boundary}` }),
    } as RequestInit);

    expect(response.status).toBe(status);
    expect(validateAttachment({ name: 'big.pdf', size }) === null).toBe(status === 200);
    if (status === 413) {
      expect(await response.json()).toMatchObject({ field: 'file', message: accountValidation.attachmentTooLarge });
      expect(sim.simulator.state().uploads.size).toBe(0);
    } else {
      expect(await response.json()).toMatchObject({ status: 'success' });
      expect([...sim.simulator.state().uploads.values()].map((u) => u.bytes.length)).toEqual([maxAttachmentBytes]);
    }
  });

  it('answers 413 as soon as the limit is crossed, long before a huge body has been sent', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);
    const total = 8 * maxAttachmentBytes;
    const upload = streamedUpload(total);
    const url = new URL(uploadPath, sim.url);

    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(url, {
        method: 'POST',
        headers: sessionHeaders(sim, { 'content-type': `multipart/form-data; boundary=${boundary}` }),
      });
      req.on('response', (res) => {
        res.resume();
        upload.stream.unpipe(req);
        req.destroy();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      upload.stream.pipe(req);
    });

    expect(status).toBe(413);
    expect(upload.pulled()).toBeGreaterThan(maxAttachmentBytes);
    expect(upload.pulled()).toBeLessThan(2 * maxAttachmentBytes);
  });

  it('reads an upload as it arrives: 45 MB are taken in while the body is still open, then it is stored whole (#17 progress)', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);
    const total = 48 * 1024 * 1024;
    const holdAt = 45 * 1024 * 1024;
    const upload = streamedUpload(total, holdAt);
    let answered = false;

    const req = httpRequest(new URL(uploadPath, sim.url), {
      method: 'POST',
      headers: sessionHeaders(sim, { 'content-type': `multipart/form-data; boundary=${boundary}` }),
    });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('response', (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      });
      req.on('error', reject);
    });
    upload.stream.pipe(req);

    // Socket buffers hold a few MB at most: 45 MB only leave the client if the simulator reads them as they come.
    await waitFor(() => upload.pulled() >= holdAt, 'the first 45 MB taken in', 10000);
    expect(answered).toBe(false);
    expect(sim.simulator.state().uploads.size).toBe(0);
    upload.release();

    const { status, body } = await response;
    expect(status).toBe(200);
    expect(JSON.parse(body)).toMatchObject({ status: 'success' });
    expect([...sim.simulator.state().uploads.values()].map((u) => u.bytes.length)).toEqual([total]);
  });

  it('refuses a body that is not multipart with 415, and an upload without a session with 401', async () => {
    const sim = await startTestSimulator();
    const anonymous = await uploadCaseAttachment(sim.client, { ...fields, file: new Blob(['x']) }).catch((e: unknown) => e);
    await signIn(sim.client);

    const json = await sim.fetch(uploadPath, { method: 'POST', body: JSON.stringify(fields), headers: sessionHeaders(sim, { 'content-type': 'application/json' }) });

    expect((anonymous as PortalError).code).toBe('auth.not-logged-in');
    expect(json.status).toBe(415);
  });

  it("refuses an upload to another student's case (404), to a case closed 5 days ago (failed) and without caseId (400)", async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);
    const file = { name: 'a.pdf', bytes: new Uint8Array([1, 2, 3]) };

    const foreign = await uploadFailure(sim, form({ ...fields, caseId: '500B0001' }, file));
    const closed = await sim.fetch(uploadPath, { method: 'POST', body: form({ ...fields, caseId: '500A0004' }, file), headers: sessionHeaders(sim) });
    const { caseId: _caseId, ...withoutCase } = fields;
    const missing = await uploadFailure(sim, form(withoutCase, file));

    expect(foreign.status).toBe(404);
    expect(await closed.json()).toEqual({ status: 'failed', message: accountValidation.caseClosed });
    expect(missing).toEqual({ status: 400, body: expect.objectContaining({ field: 'caseId' }) });
  });

  it.each(['application/pdf\r\nX-Injected: 1', 'text/plain\n', 'image/png\r'])(
    'refuses a fileType holding CR or LF (%j) with 400 naming fileType, and keeps nothing (#13.24)',
    async (fileType) => {
      const sim = await startTestSimulator();
      await signIn(sim.client);
      const refused = await uploadFailure(sim, form({ ...fields, fileType }, { name: 'a.pdf', bytes: new Uint8Array([1]) }));
      expect(refused).toEqual({ status: 400, body: expect.objectContaining({ error: 'bad_request', field: 'fileType' }) });
      expect(sim.simulator.state().uploads.size).toBe(0);
    },
  );

  it.each(['x.js::$DATA', 'x.js.', 'x.js ', 'x.JS. ', 'report.pdf:evil.exe'])(
    'refuses the blocked name %j as fileName and as the part filename (#13.24)',
    async (name) => {
      const sim = await startTestSimulator();
      await signIn(sim.client);
      const file = { name: 'a.pdf', bytes: new Uint8Array([1]) };
      const asField = await uploadFailure(sim, form({ ...fields, fileName: name }, file));
      const { fileName: _fileName, ...withoutName } = fields;
      const asPart = await uploadFailure(sim, form(withoutName, { ...file, name }));
      for (const refused of [asField, asPart]) {
        expect(refused).toEqual({ status: 400, body: expect.objectContaining({ message: accountValidation.attachmentBlocked }) });
      }
      expect(sim.simulator.state().uploads.size).toBe(0);
    },
  );

  it('keeps a non-ASCII file name sent without fileName as it was, in the case list the portal reads', async () => {
    const sim = await startTestSimulator();
    await signIn(sim.client);
    const { fileName: _fileName, ...withoutName } = fields;

    const response = await sim.fetch(uploadPath, { method: 'POST', body: form(withoutName, { name: 'résumé-日本.pdf', bytes: new Uint8Array([1]) }), headers: sessionHeaders(sim) });

    expect(response.status).toBe(200);
    const listed = (await getCases(sim.client, 'S1001')).find((c) => c.caseNumber === '00012001')?.CaseAttachment;
    expect(listed?.map((a) => a.name)).toEqual(['loading-screen.png', 'résumé-日本.pdf']);
  });
});

/** Starts a raw upload of `upload`'s body for the session in `cookie`; resolves with the answer. */
function sendUpload(sim: TestSimulator, upload: ReturnType<typeof streamedUpload>, cookie = sessionHeaders(sim)) {
  const req = httpRequest(new URL(uploadPath, sim.url), {
    method: 'POST',
    headers: { ...cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  const answer = new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    let answered = false;
    req.on('response', (res) => {
      // An early refusal: the rest of the body is not sent (the simulator may close the connection).
      answered = true;
      upload.stream.unpipe(req);
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown> });
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
  });
  upload.stream.pipe(req);
  return answer;
}

describe('simulator uploads held to the quota while they stream (#29.13)', () => {
  const mib = 1024 * 1024;

  it('refuses an upload as soon as it crosses the student’s quota, long before its end, and stores nothing of it', async () => {
    const sim = await startTestSimulator({ limits: { uploadQuotaPerStudent: 4 * mib } });
    await signIn(sim.client);
    const upload = streamedUpload(40 * mib);

    const { status, body } = await sendUpload(sim, upload);

    expect(status).toBe(413);
    expect(body).toMatchObject({ error: 'payload_too_large', field: 'file', quota: 4 * mib });
    expect(upload.pulled()).toBeLessThan(16 * mib);
    expect(sim.simulator.state().uploads.size).toBe(0);
  });

  it('counts the uploads still streaming toward the quota: a second one that would pass it with the first is refused', async () => {
    const sim = await startTestSimulator({ limits: { uploadQuotaPerStudent: 12 * mib } });
    await signIn(sim.client);
    const first = streamedUpload(10 * mib, 8 * mib);
    const firstAnswer = sendUpload(sim, first);
    await waitFor(() => first.pulled() >= 8 * mib, 'the first 8 MB taken in', 10000);

    const second = await sendUpload(sim, streamedUpload(10 * mib));
    first.release();

    expect(second.status).toBe(413);
    expect(second.body).toMatchObject({ field: 'file', quota: 12 * mib });
    expect((await firstAnswer).status).toBe(200);
    expect([...sim.simulator.state().uploads.values()].map((u) => u.bytes.length)).toEqual([10 * mib]);
  });

  it('takes at most maxUploadsInFlightPerStudent uploads of a student at once: the next gets 429 JSON, another student’s goes on', async () => {
    const sim = await startTestSimulator();
    expect(sim.simulator.state().limits.maxUploadsInFlightPerStudent).toBe(2);
    await signIn(sim.client);
    const held = [streamedUpload(10 * mib, 8 * mib), streamedUpload(10 * mib, 8 * mib)];
    const answers = held.map((upload) => sendUpload(sim, upload));
    await waitFor(() => held.every((upload) => upload.pulled() >= 8 * mib), 'both uploads 8 MB in', 10000);

    const third = await sendUpload(sim, streamedUpload(1000));
    const other = sim.newClient();
    await signIn(other.client, 'precollege@student-portal.test');
    const otherForm = form({ ...fields, caseId: '500B0001', studentId: 'S1002' }, { name: 'theirs.pdf', bytes: new Uint8Array([1]) });
    const theirs = await sim.fetch(uploadPath, { method: 'POST', body: otherForm, headers: { cookie: other.jar.cookieHeader(`${sim.url}/`) ?? '' } });
    for (const upload of held) upload.release();

    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ error: 'too_many_requests', field: 'file', limit: 2 });
    expect(theirs.status).toBe(200);
    expect((await Promise.all(answers)).map((a) => a.status)).toEqual([200, 200]);
    // The slots are free again once the uploads are answered.
    expect((await sendUpload(sim, streamedUpload(1000))).status).toBe(200);
  });
});

