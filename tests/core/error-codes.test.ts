import { describe, expect, it } from 'vitest';
import { statusError } from '../../src/core/api/answer';
import { type UploadSender, uploadCaseAttachment } from '../../src/core/api/cases';
import { PortalError, type PortalErrorCode, codeForStatus, listedCodes, messageForCode } from '../../src/core/errors';
import { accessErrors, accountErrors, transportErrors } from '../../src/core/messages/errors';
import { portalRejection, testClient } from './api/test-server';

/*
 * Issue #20.6: access §8 lists error codes 431, 430, 401, 301, 330, 429, 150 and the upload's
 * 000, 301, 330, 331, 407 without their meaning. Each reads as the closest catalogue text
 * (docs/decisions.md lists the mapping), never as the bare number.
 */

const general: [code: string, portal: PortalErrorCode, text: string][] = [
  ['431', 'upstream.status', transportErrors.upstreamFailed],
  ['430', 'upstream.status', transportErrors.upstreamFailed],
  ['401', 'auth.not-logged-in', accessErrors.notLoggedIn],
  ['301', 'upstream.status', transportErrors.upstreamFailed],
  ['330', 'upstream.malformed', transportErrors.upstreamFailed],
  ['429', 'upstream.status', transportErrors.upstreamFailed],
  ['150', 'upstream.status', transportErrors.upstreamFailed],
];

const upload: [code: string, portal: PortalErrorCode, text: string][] = [
  ['000', 'network.unavailable', transportErrors.networkUnavailable],
  ['301', 'case.failed', accountErrors.caseFailed],
  ['330', 'case.failed', accountErrors.caseFailed],
  ['331', 'case.failed', accountErrors.caseFailed],
  ['407', 'case.failed', accountErrors.caseFailed],
];

describe('access §8 error codes (issue #20.6)', () => {
  it('maps exactly the listed codes', () => {
    expect(Object.keys(listedCodes).sort()).toEqual(general.map(([code]) => code).sort());
  });

  it.each(general)('%s maps to %s: "%s"', (code, portal, text) => {
    expect(listedCodes[code]).toBe(portal);
    expect(messageForCode(portal)).toBe(text);
  });

  it.each(general)('%s as the status of a call without its own rule shows the same text', (code, _portal, text) => {
    const error = statusError('default', Number(code), '', 'getMyAccount');
    expect(error.message).toBe(text);
    expect(messageForCode(codeForStatus('default', Number(code)))).toBe(text);
  });

  it.each(general)('%s as the whole server text of a call that shows its server text reads as its catalogue text', (code, _portal, text) => {
    for (const body of [JSON.stringify({ Error: code }), JSON.stringify({ message: ` ${code} ` })]) {
      expect(statusError('updatePassword', 400, body, 'updatePassword').message).toBe(text);
      expect(statusError('agreement', 409, body, 'acceptAgreement').message).toBe(text);
    }
    expect(new PortalError('question.wrong-answer', { status: 400, serverText: ` ${code}\n` }).message).toBe(text);
  });

  it('keeps a server sentence that merely contains a number', () => {
    expect(new PortalError('auth.password-update-failed', { serverText: 'Error 431: the password is too old.' }).message).toBe(
      'Error 431: the password is too old.',
    );
  });

  it('never shows an unlisted bare code either: the call’s own text', () => {
    expect(new PortalError('upstream.rejected', { status: 400, serverText: '999' }).message).toBe(transportErrors.upstreamFailed);
  });

  it.each(upload)('upload %s reads as %s: "%s"', async (code, portal, text) => {
    const send: UploadSender = async () => ({ status: Number(code), body: code });
    const { client } = testClient({ rest: 'https://services.example.test/', api: '', identity: '', routing: '', content: '' });
    const file = new Blob(['%PDF-1.4']);
    const error = await portalRejection(
      uploadCaseAttachment(client, { file, caseId: '500A', fileType: 'application/pdf', fileName: 'a.pdf', studentId: 'S1' }, { send }),
    );
    expect([error.code, error.message]).toEqual([portal, text]);
    expect(error.message).not.toContain(code);
  });

  it('an upload that got no answer at all (000) is the same unreachable text', async () => {
    const send: UploadSender = async () => {
      throw new TypeError('The upload could not reach the server');
    };
    const { client } = testClient({ rest: 'https://services.example.test/', api: '', identity: '', routing: '', content: '' });
    const error = await portalRejection(
      uploadCaseAttachment(client, { file: new Blob(['x']), caseId: '500A', fileType: 'application/pdf', fileName: 'a.pdf', studentId: 'S1' }, { send }),
    );
    expect(error.message).toBe(transportErrors.networkUnavailable);
  });
});
