import { describe, expect, it } from 'vitest';
import {
  addCaseComment,
  attachmentDownloadUrl,
  createCase,
  deleteCaseAttachment,
  getCases,
  uploadCaseAttachment,
} from '../../../src/core/api/cases';
import { accountErrors } from '../../../src/core/messages/errors';
import { startTestServer, testClient } from './test-server';

describe('getCases', () => {
  it('reads the cases of a student with comments and attachments', async () => {
    const server = await startTestServer();
    server.on('GET', '/rest-services/case/list', {
      json: [
        {
          id: 'a1',
          caseNumber: 1001,
          status: 'Closed',
          type: 'Refund',
          closedDate: '2025-01-02T10:00:00Z',
          caseComments: [{ body: 'Hello', isPublished: true, lastModifiedBy: { firstName: 'Sam', id: 7 } }],
          CaseAttachment: { id: 'att1', name: 'score.pdf' },
        },
      ],
    });
    const { client } = testClient(server.bases);

    const [supportCase] = await getCases(client, '42');

    expect(server.requests[0]?.query.get('studentId')).toBe('42');
    expect(supportCase).toMatchObject({
      caseNumber: '1001',
      closedDate: '2025-01-02T10:00:00Z',
      caseComments: [{ body: 'Hello', lastModifiedBy: { firstName: 'Sam', id: '7' } }],
      CaseAttachment: [{ id: 'att1', name: 'score.pdf' }],
    });
  });
});

describe('case mutations', () => {
  it('creates, comments and deletes with the account §3 inputs', async () => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/case/create', { json: { status: 'success', caseNumber: 1002 } });
    server.on('POST', '/rest-services/case/comment', { text: 'success' });
    server.on('POST', '/rest-services/case/attachment/delete', { json: 'success' });
    const { client } = testClient(server.bases);
    const newCase = { studentId: '42', enrollmentId: 'E1', type: 'Refund', typeDetail: 'Score', description: 'Please help' };

    await expect(createCase(client, newCase)).resolves.toMatchObject({ status: 'success', caseNumber: '1002' });
    await addCaseComment(client, { studentId: '42', caseNumber: '1002', comments: 'More detail' });
    await deleteCaseAttachment(client, { studentId: '42', caseNumber: '1002', attachmentId: 'att1' });

    expect(server.requests.map((r) => r.json())).toEqual([
      newCase,
      { studentId: '42', caseNumber: '1002', comments: 'More detail' },
      { studentId: '42', caseNumber: '1002', attachmentId: 'att1' },
    ]);
  });

  it.each([
    ['a failed result', { json: { status: 'failed' } }],
    ['an error status', { status: 500, text: 'boom' }],
  ])('shows the support phone text for %s', async (_label, reply) => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/case/comment', reply);
    const { client } = testClient(server.bases);

    await expect(addCaseComment(client, { studentId: '42', caseNumber: '1', comments: 'x' })).rejects.toMatchObject({
      code: 'case.failed',
      message: accountErrors.caseFailed,
    });
  });
});

describe('attachments', () => {
  it('uploads as multipart with file, caseId, fileType, fileName and studentId', async () => {
    const server = await startTestServer();
    server.on('POST', '/rest-services/document/upload', { json: { status: 'success', attachmentId: 'att9' } });
    const { client } = testClient(server.bases);
    const file = new Blob(['%PDF-1.4 score'], { type: 'application/pdf' });

    await uploadCaseAttachment(client, { file, caseId: 'a1', fileType: 'pdf', fileName: 'score.pdf', studentId: '42' });

    const received = server.requests[0];
    const contentType = String(received?.headers['content-type']);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    const bytes = Uint8Array.from(received?.body ?? []);
    const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
    expect([...form.keys()]).toEqual(['file', 'caseId', 'fileType', 'fileName', 'studentId']);
    expect(form.get('caseId')).toBe('a1');
    expect(form.get('studentId')).toBe('42');
    const uploaded = form.get('file');
    expect(uploaded).toBeInstanceOf(Blob);
    expect(uploaded instanceof File ? uploaded.name : '').toBe('score.pdf');
    expect(uploaded instanceof Blob ? await uploaded.text() : '').toBe('%PDF-1.4 score');
  });

  it('builds the download link on the REST base', () => {
    const { client } = testClient({
      rest: 'https://services.example.test/',
      api: '',
      identity: '',
      routing: '',
      content: '',
    });

    expect(attachmentDownloadUrl(client, 'att 1')).toBe(
      'https://services.example.test/rest-services/document/download?attachmentId=att+1',
    );
  });
});
