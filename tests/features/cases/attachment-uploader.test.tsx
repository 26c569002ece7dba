import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, onTestFinished } from 'vitest';
import { type UploadSendRequest, type UploadSender, fetchUploadSender } from '../../../src/core/api/cases';
import { createApiClient } from '../../../src/core/api/transport';
import { singleOriginBases } from '../../../src/core/config/environment';
import { attachmentTexts as t } from '../../../src/core/messages/attachments';
import { accountErrors } from '../../../src/core/messages/errors';
import { accountValidation } from '../../../src/core/messages/validation';
import { maxAttachmentBytes } from '../../../src/core/validators/cases';
import { PortalContext, type PortalServices } from '../../../src/lib/portal-services';
import {
  AttachmentUploader,
  type AttachmentUploaderProps,
  type ChosenAttachments,
  type ChosenOutcome,
  ChosenAttachmentsField,
  useChosenAttachments,
} from '../../../src/features/cases/attachment-uploader';
import { startTestSimulator } from '../../cli/simulator/harness';
import { signIn } from '../../cli/simulator/sign-in';
import { idle } from '../../support/page';
import { createTestClock } from '../../support/epoch';
import { createTestServices } from '../../support/services';
import { waitFor } from '../../support/wait';
import { alerts, button, field, hashRoute, renderSignedIn } from '../render-portal';
import { caseListTexts } from '../../../src/core/messages/case-list';

/*
 * Issue #17 Add Attachment: account §5's refusals before any byte is sent, the
 * picker and the drop zone, several files at once, a progress bar per upload
 * with its percentage and Cancel, failures, and the new-case mode (files only
 * chosen, uploaded once the case exists). A scripted sender stands in for the
 * network where the test steps the progress; one test uploads to the simulator.
 */

interface SentUpload {
  request: UploadSendRequest;
  fields: FormData;
  answer(status: number, body: string): void;
}

/** A sender the test drives: each upload waits until the test answers it; an abort rejects as the browser does. */
function scriptedSender() {
  const sent: SentUpload[] = [];
  const send: UploadSender = (request) =>
    new Promise((resolve, reject) => {
      request.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
      sent.push({ request, fields: request.body, answer: (status, body) => resolve({ status, body }) });
    });
  return { send, sent };
}

/** A File that says it holds `size` bytes without allocating them (validation reads only name and size). */
function sizedFile(name: string, size: number, type = 'application/pdf'): File {
  const file = new File([size > 0 ? 'x' : ''], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function render(node: (services: PortalServices) => ReactNode, services = createTestServices()) {
  const host = document.createElement('div');
  host.className = 'sp-root';
  document.body.append(host);
  const root = createRoot(host);
  root.render(<PortalContext.Provider value={services}>{node(services)}</PortalContext.Provider>);
  onTestFinished(() => {
    root.unmount();
    host.remove();
  });
  return host;
}

function renderUploader(props: Partial<AttachmentUploaderProps> = {}, services?: PortalServices) {
  const sender = scriptedSender();
  const uploaded: number[] = [];
  const host = render(
    () => (
      <AttachmentUploader caseId="500A0001" studentId="S1001" sender={sender.send} onUploaded={() => uploaded.push(1)} {...props} />
    ),
    services,
  );
  return { host, sender, uploaded };
}

/** Picks files with the labelled file input, as the native picker does. */
async function pick(host: HTMLElement, files: File[]) {
  const input = field(host, t.label);
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await idle();
}

async function drop(host: HTMLElement, files: File[], type = 'drop') {
  const zone = host.querySelector('[data-drop-zone]');
  if (!zone) throw new Error('no drop zone');
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', { value: { files, types: ['Files'], dropEffect: 'none' } });
  zone.dispatchEvent(event);
  await idle();
  return event;
}

const rows = (host: HTMLElement) => [...host.querySelectorAll<HTMLElement>('[data-upload]')];
const row = (host: HTMLElement, name: string) => {
  const found = rows(host).find((r) => r.getAttribute('data-upload') === name);
  if (!found) throw new Error(`no row for ${name}`);
  return found;
};
const bar = (element: HTMLElement) => element.querySelector('[role="progressbar"]');
const progress = async (sent: SentUpload, done: number, total: number) => {
  sent.request.onProgress(done, total);
  await idle();
};
const settle = async (sent: SentUpload, status: number, body: string) => {
  sent.answer(status, body);
  await idle();
};

describe('Add Attachment: account §5 refusals before any byte is sent', () => {
  it.each([
    ['an empty file', sizedFile('notes.txt', 0), accountValidation.attachmentEmpty],
    ...['setup.exe', 'SETUP.EXE', 'Run.Bat', 'script.js', 'macro.VBS', 'install.MsI', 'tool.cmd', 'a.ps1', 'x.Sh', 'app.jar', 'report.pdf:evil.exe', 'a.exe.']
      .map((name) => [`a blocked type (${name})`, sizedFile(name, 10), accountValidation.attachmentBlocked] as const),
    ['52428801 bytes', sizedFile('video.mp4', maxAttachmentBytes + 1), accountValidation.attachmentTooLarge],
  ] as const)('%s shows its text on the file and sends nothing', async (_label, file, message) => {
    const { host, sender } = renderUploader();

    await pick(host, [file]);
    await idle();

    expect(alerts(row(host, file.name))).toEqual([message]);
    expect(bar(row(host, file.name))).toBeNull();
    expect(sender.sent).toEqual([]);
  });

  it('52428800 bytes is allowed and starts uploading', async () => {
    const { host, sender } = renderUploader();

    await pick(host, [sizedFile('lecture.mp4', maxAttachmentBytes)]);
    await waitFor(() => sender.sent.length === 1, 'the upload');

    expect(alerts(host)).toEqual([]);
    expect(bar(row(host, 'lecture.mp4'))?.getAttribute('aria-valuenow')).toBe('0');
    const fields = sender.sent[0]?.fields;
    expect([fields?.get('caseId'), fields?.get('studentId'), fields?.get('fileName'), fields?.get('fileType')]).toEqual([
      '500A0001',
      'S1001',
      'lecture.mp4',
      'application/pdf',
    ]);
  });

  it('a refused file does not stop the good ones picked with it; Remove clears its message', async () => {
    const { host, sender } = renderUploader();

    await pick(host, [sizedFile('a.pdf', 5), sizedFile('b.exe', 5), sizedFile('c.png', 5, 'image/png')]);
    await waitFor(() => sender.sent.length === 2, 'two uploads');

    expect(sender.sent.map((s) => s.fields.get('fileName'))).toEqual(['a.pdf', 'c.png']);
    expect(alerts(host)).toEqual([accountValidation.attachmentBlocked]);
    button(row(host, 'b.exe'), t.remove).click();
    await idle();
    expect(rows(host).map((r) => r.getAttribute('data-upload'))).toEqual(['a.pdf', 'c.png']);
    expect(document.activeElement).toBe(field(host, t.label));
  });
});

describe('Add Attachment: picker and drop zone', () => {
  it('is a labelled native file input taking several files, with the hint tied to it', () => {
    const { host } = renderUploader();
    const input = field(host, t.label);

    expect(input.type).toBe('file');
    expect(input.multiple).toBe(true);
    expect(host.querySelector(`#${input.getAttribute('aria-describedby')}`)?.textContent).toBe(t.hint);
  });

  it('dropping files adds and uploads them; dragging over shows the drop text and accepts the drop', async () => {
    const { host, sender } = renderUploader();

    const over = await drop(host, [], 'dragover');
    expect(over.defaultPrevented).toBe(true);
    expect(host.querySelector('[data-drop-zone]')?.getAttribute('data-dragging')).toBe('true');
    expect(host.textContent).toContain(t.dropHere);
    const dropped = await drop(host, [sizedFile('one.pdf', 3), sizedFile('two.pdf', 4)]);
    await waitFor(() => sender.sent.length === 2, 'two uploads');

    expect(dropped.defaultPrevented).toBe(true);
    expect(host.querySelector('[data-drop-zone]')?.getAttribute('data-dragging')).toBeNull();
    expect(rows(host).map((r) => r.getAttribute('data-upload'))).toEqual(['one.pdf', 'two.pdf']);
  });

  it('when disabled (a read-only case) the input is disabled and a drop adds nothing', async () => {
    const { host, sender } = renderUploader({ disabled: true });

    expect(field(host, t.label).disabled).toBe(true);
    await drop(host, [sizedFile('one.pdf', 3)]);
    await idle();

    expect(rows(host)).toEqual([]);
    expect(sender.sent).toEqual([]);
  });
});

describe('Add Attachment: a progress bar per upload', () => {
  it('advances each bar with its own bytes sent and shows the percentage; success reports once all have settled', async () => {
    const { host, sender, uploaded } = renderUploader();
    await pick(host, [sizedFile('one.pdf', 100), sizedFile('two.pdf', 100)]);
    await waitFor(() => sender.sent.length === 2, 'two uploads');
    const [one, two] = sender.sent;
    if (!one || !two) throw new Error('two uploads expected');

    await progress(one, 25, 200);
    await progress(two, 150, 200);
    expect(bar(row(host, 'one.pdf'))?.getAttribute('aria-valuenow')).toBe('12');
    expect(bar(row(host, 'two.pdf'))?.getAttribute('aria-valuenow')).toBe('75');
    expect(row(host, 'two.pdf').textContent).toContain(t.percent(75));
    expect(bar(row(host, 'one.pdf'))?.getAttribute('aria-label')).toBe(t.progressLabel('one.pdf'));

    await progress(one, 200, 200);
    await settle(one, 200, JSON.stringify({ status: 'success', attachmentId: 'ATT1' }));
    expect(row(host, 'one.pdf').textContent).toContain(t.uploaded);
    expect(bar(row(host, 'one.pdf'))).toBeNull();
    expect(uploaded).toEqual([]);

    await settle(two, 200, 'success');
    expect(uploaded).toEqual([1]);
    expect(host.querySelector('[role="status"]')?.textContent).toBe(t.announceUploaded('two.pdf'));
  });

  it('Cancel aborts that upload only and says cancelled, without a failure', async () => {
    const { host, sender, uploaded } = renderUploader();
    await pick(host, [sizedFile('one.pdf', 100), sizedFile('two.pdf', 100)]);
    await waitFor(() => sender.sent.length === 2, 'two uploads');
    const [one, two] = sender.sent;
    if (!one || !two) throw new Error('two uploads expected');
    await progress(one, 50, 200);

    const cancel = button(row(host, 'one.pdf'), t.cancel);
    cancel.focus();
    expect(host.querySelector(`#${cancel.getAttribute('aria-describedby')}`)?.textContent).toBe('one.pdf');
    cancel.click();
    await idle();

    expect(one.request.signal?.aborted).toBe(true);
    expect(two.request.signal?.aborted).toBe(false);
    expect(document.activeElement).toBe(button(row(host, 'one.pdf'), t.retry));
    expect(row(host, 'one.pdf').textContent).toContain(t.cancelled);
    expect(bar(row(host, 'one.pdf'))).toBeNull();
    expect(alerts(host)).toEqual([]);
    await settle(two, 200, 'success');
    expect(uploaded).toEqual([1]);
  });

  it.each([
    ['a 500', 500, 'Internal Server Error'],
    ['a 413', 413, JSON.stringify({ message: accountValidation.attachmentTooLarge })],
    ['a 2xx that says failed', 200, JSON.stringify({ status: 'failed' })],
    ['a 2xx that is not a result', 200, JSON.stringify({ ok: true })],
    ['a 2xx with an empty body', 200, ''],
  ])('%s shows the case failure text on the file; Try again sends it again', async (_label, status, body) => {
    const { host, sender, uploaded } = renderUploader();
    await pick(host, [sizedFile('one.pdf', 100)]);
    await waitFor(() => sender.sent.length === 1, 'the upload');

    await settle(sender.sent[0] as SentUpload, status, body);
    expect(alerts(row(host, 'one.pdf'))).toEqual([accountErrors.caseFailed]);
    expect(uploaded).toEqual([]);

    button(row(host, 'one.pdf'), t.retry).click();
    await idle();
    await waitFor(() => sender.sent.length === 2, 'the second try');
    await settle(sender.sent[1] as SentUpload, 200, 'success');
    expect(alerts(host)).toEqual([]);
    expect(row(host, 'one.pdf').textContent).toContain(t.uploaded);
    expect(uploaded).toEqual([1]);
  });

  it('once the last byte is sent, an answer must come within the client’s timeout on the mount clock, else it failed', async () => {
    const clock = createTestClock();
    const services = createTestServices({ clock });
    const { host, sender } = renderUploader({}, services);
    await pick(host, [sizedFile('one.pdf', 100), sizedFile('two.pdf', 100)]);
    await waitFor(() => sender.sent.length === 2, 'two uploads');
    const [one, two] = sender.sent;
    if (!one || !two) throw new Error('two uploads expected');

    // Still sending: no deadline however long it takes.
    await progress(one, 100, 200);
    clock.advance(services.client.timeoutMs * 3);
    await idle();
    expect(one.request.signal?.aborted).toBe(false);

    await progress(one, 200, 200);
    await progress(two, 200, 200);
    await settle(two, 200, 'success');
    clock.advance(services.client.timeoutMs - 1);
    await idle();
    expect(one.request.signal?.aborted).toBe(false);
    clock.advance(1);
    await idle();

    expect(one.request.signal?.aborted).toBe(true);
    expect(alerts(row(host, 'one.pdf'))).toEqual([accountErrors.caseFailed]);
    expect(row(host, 'two.pdf').getAttribute('data-state')).toBe('uploaded');
    expect(clock.pending()).toBe(0);
  });

  it('a network failure shows the case failure text', async () => {
    const failing: UploadSender = () => Promise.reject(new TypeError('The upload could not reach the server'));
    const { host } = renderUploader({ sender: failing });

    await pick(host, [sizedFile('one.pdf', 100)]);

    await waitFor(() => alerts(host).length > 0, 'the failure');
    expect(alerts(row(host, 'one.pdf'))).toEqual([accountErrors.caseFailed]);
  });

  it('leaving the page aborts the uploads still going', async () => {
    const sender = scriptedSender();
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    root.render(
      <PortalContext.Provider value={createTestServices()}>
        <AttachmentUploader caseId="500A0001" studentId="S1001" sender={sender.send} onUploaded={() => {}} />
      </PortalContext.Provider>,
    );
    await pick(host, [sizedFile('one.pdf', 100)]);
    await waitFor(() => sender.sent.length === 1, 'the upload');

    root.unmount();
    host.remove();

    expect(sender.sent[0]?.request.signal?.aborted).toBe(true);
  });
});

describe('Add Attachment against the simulator', () => {
  it('uploads a picked file to the case and reports it uploaded', async () => {
    const sim = await startTestSimulator();
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${sim.url}/`);
    await signIn(sim.client);
    const services = createTestServices({
      client: createApiClient({ bases: singleOriginBases(sim.url), fetch, credentials: sim.jar, timeoutMs: 5000 }),
    });
    const uploaded: number[] = [];
    const host = render(
      () => (
        <AttachmentUploader caseId="500A0001" studentId="S1001" sender={fetchUploadSender(fetch)} onUploaded={() => uploaded.push(1)} />
      ),
      services,
    );

    await pick(host, [new File(['%PDF-1.4 official score report'], 'score-report.pdf', { type: 'application/pdf' })]);

    await waitFor(() => uploaded.length === 1, 'the upload');
    const stored = [...sim.simulator.state().uploads.values()];
    expect(stored.map((u) => [u.name, u.contentType, u.bytes.toString()])).toEqual([
      ['score-report.pdf', 'application/pdf', '%PDF-1.4 official score report'],
    ]);
    expect(row(host, 'score-report.pdf').textContent).toContain(t.uploaded);
  });
});

describe('New case: attachments are chosen, then uploaded once the case exists', () => {
  function renderChosen(texts: { label?: string; hint?: string } = {}) {
    const sender = scriptedSender();
    const handle: { chosen?: ChosenAttachments } = {};
    function Form() {
      const chosen = useChosenAttachments({ studentId: 'S1001', sender: sender.send });
      handle.chosen = chosen;
      return <ChosenAttachmentsField chosen={chosen} {...texts} />;
    }
    const host = render(() => <Form />);
    const chosen = () => {
      if (!handle.chosen) throw new Error('not rendered');
      return handle.chosen;
    };
    return { host, sender, chosen };
  }

  it('lists the chosen files, refuses the bad ones, sends nothing, and Remove takes one off', async () => {
    const { host, sender, chosen } = renderChosen();

    await pick(host, [sizedFile('a.pdf', 5), sizedFile('b.js', 5), sizedFile('c.png', 5), sizedFile('d.txt', 0)]);
    await idle();

    expect(rows(host).map((r) => r.getAttribute('data-upload'))).toEqual(['a.pdf', 'b.js', 'c.png', 'd.txt']);
    expect(row(host, 'a.pdf').textContent).toContain(t.waiting);
    expect(alerts(host)).toEqual([accountValidation.attachmentBlocked, accountValidation.attachmentEmpty]);
    expect(chosen().count).toBe(2);
    expect(chosen().names).toEqual(['a.pdf', 'c.png']);
    button(row(host, 'a.pdf'), t.remove).click();
    await idle();
    expect(chosen().count).toBe(1);
    expect(sender.sent).toEqual([]);
  });

  it('uploadChosen(caseId) uploads every valid chosen file to the new case, with progress, and tells how it went', async () => {
    const { host, sender, chosen } = renderChosen();
    await pick(host, [sizedFile('a.pdf', 5), sizedFile('b.exe', 5), sizedFile('c.png', 5)]);
    await idle();

    let outcome: ChosenOutcome | undefined;
    void chosen()
      .uploadChosen('500A0099')
      .then((o) => {
        outcome = o;
      });
    await waitFor(() => sender.sent.length === 2, 'two uploads');
    expect(sender.sent.map((s) => [s.fields.get('caseId'), s.fields.get('fileName')])).toEqual([
      ['500A0099', 'a.pdf'],
      ['500A0099', 'c.png'],
    ]);
    const [a, c] = sender.sent;
    if (!a || !c) throw new Error('two uploads expected');
    await progress(a, 40, 80);
    expect(bar(row(host, 'a.pdf'))?.getAttribute('aria-valuenow')).toBe('50');
    await settle(a, 200, 'success');
    await settle(c, 500, '');

    await waitFor(() => outcome, 'the outcome');
    expect(outcome).toEqual({ uploaded: 1, failed: 1, cancelled: 0, notUploaded: ['c.png'] });
    expect(alerts(row(host, 'c.png'))).toEqual([accountErrors.caseFailed]);
  });

  it('takes the form’s own label and hint for the picker', () => {
    const { host } = renderChosen({ label: 'Attachments (optional)', hint: 'Uploaded once your case is created.' });
    const input = field(host, 'Attachments (optional)');

    expect(input.multiple).toBe(true);
    expect(host.querySelector(`#${input.getAttribute('aria-describedby')}`)?.textContent).toBe('Uploaded once your case is created.');
  });

  it('with nothing chosen, uploadChosen resolves at once with nothing sent', async () => {
    const { sender, chosen } = renderChosen();

    await expect(chosen().uploadChosen('500A0099')).resolves.toEqual({ uploaded: 0, failed: 0, cancelled: 0, notUploaded: [] });
    expect(sender.sent).toEqual([]);
  });
});

describe('Add Attachment on the case detail (/pg/case/{id})', () => {
  it('uploads a picked file through the page’s XMLHttpRequest; the case reloads and lists it', async () => {
    const portal = await renderSignedIn('/pg/case/500A0001');
    const { host } = portal;
    await waitFor(() => host.querySelector('[data-drop-zone]'), 'Add Attachment');
    const names = () => [...host.querySelectorAll('.sp-case-attachment-name')].map((a) => a.textContent ?? '');
    expect(names().some((n) => n.includes('score-report.pdf'))).toBe(false);

    await pick(host, [new File(['%PDF-1.4 official score report'], 'score-report.pdf', { type: 'application/pdf' })]);

    await waitFor(() => names().some((n) => n.includes('score-report.pdf')), 'the reloaded case listing the upload');
    expect(row(host, 'score-report.pdf').getAttribute('data-state')).toBe('uploaded');
    const stored = [...portal.sim.simulator.state().uploads.values()];
    expect(stored.map((u) => [u.caseNumber, u.name, u.bytes.toString()])).toEqual([['00012001', 'score-report.pdf', '%PDF-1.4 official score report']]);
  });

  it('after a create (create=success) the banner shows until a successful upload clears the flag', async () => {
    const portal = await renderSignedIn('/pg/case/500A0001?create=success');
    const { host } = portal;
    const banner = () => host.querySelector('.sp-cases-banner[role="status"]')?.textContent ?? '';
    await waitFor(() => banner().includes(caseListTexts.created), 'the success banner');

    await pick(host, [new File(['%PDF-1.4 official score report'], 'score-report.pdf', { type: 'application/pdf' })]);

    await waitFor(() => row(host, 'score-report.pdf').getAttribute('data-state') === 'uploaded', 'the upload done');
    await waitFor(() => hashRoute() === '/pg/case/500A0001', 'the route without create=success');
    expect(banner()).toBe('');
  });

  it('is disabled on a case closed more than 3 days ago (read-only)', async () => {
    const { host } = await renderSignedIn('/pg/case/500A0004');
    await waitFor(() => host.querySelector('[data-drop-zone]'), 'Add Attachment');

    expect(field(host, t.label).disabled).toBe(true);
  });
});
