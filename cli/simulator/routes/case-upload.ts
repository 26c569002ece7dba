import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { accountValidation } from '../../../src/core/messages/validation';
import { maxAttachmentBytes, validateAttachment } from '../../../src/core/validators/cases';
import { HttpError } from '../http/errors';
import { checkStoredLengths } from '../http/stored-text';
import type { Reply, Route, RouteContext } from '../http/route';
import type { FixtureStudent } from '../fixture/people';
import type { SimState, SimUploadInFlight } from '../fixture/state';
import { caseMutationRefused, checkRoom, requireOwnCase } from './cases-store';

/*
 * account §7 POST /rest-services/document/upload (multipart: file, caseId,
 * fileType, fileName, studentId). The body is parsed while it streams: the
 * 52428800-byte limit (account §5, §9, core's maxAttachmentBytes) is busboy's
 * `fileSize` (one byte over it), so at most that much of a file is ever held,
 * and the answer (413) goes out as soon as the limit is crossed, the rest of
 * the body being discarded unread.
 * Stored uploads are bounded (#13.23): past limits.uploadQuotaPerStudent
 * (one student's) or limits.uploadQuotaTotal (everyone's) an upload is
 * refused with 413 JSON naming the quota, before its body is read when the
 * quota is already full; deleting an attachment makes room again. The quota
 * holds while a file streams in (#29.13): what uploads in flight have
 * received counts with what is stored, checked at every chunk, so the 413
 * goes out as the quota is crossed and no more is held; and a student sends
 * at most limits.maxUploadsInFlightPerStudent at once (429 beyond). So are
 * their counts (#29.12): limits.maxAttachmentsPerCase on a case and
 * limits.maxUploads in all (413), and the stored name and type (255 characters).
 */

// Room for the text fields and part headers around the file.
const multipartOverheadBytes = 64 * 1024;
const fieldNames = ['caseId', 'fileType', 'fileName', 'studentId'] as const;
// Text parts are bounded too: a few more than the four expected, each at most 1 KiB.
const maxFields = 8;
const maxFieldBytes = 1024;

interface ParsedUpload {
  fields: Partial<Record<string, string>>;
  file: { filename: string; mimeType: string; bytes: Buffer } | undefined;
}

const tooLarge = () => new HttpError(413, accountValidation.attachmentTooLarge, { field: 'file', limit: maxAttachmentBytes });

/**
 * Streams a multipart body through busboy; rejects at the first refusal and drains the rest unread.
 * `onFileBytes` hears the file bytes received so far after each chunk; an HttpError it throws refuses
 * the upload there (#29.13: the quota, checked as the file streams in).
 */
function parseUpload(req: IncomingMessage, onFileBytes: (received: number) => void): Promise<ParsedUpload> {
  const declared = Number(req.headers['content-length'] ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxAttachmentBytes + multipartOverheadBytes) return Promise.reject(tooLarge());
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      // Browsers and undici send a part's filename as raw UTF-8; busboy reads it as latin1 unless told.
      defParamCharset: 'utf8',
      // busboy's `limit` fires once a file reaches `fileSize` bytes: one byte over the spec's limit, so
      // a file of exactly 52428800 bytes is stored, as the portal's validator lets it through (#29.11).
      limits: { fileSize: maxAttachmentBytes + 1, files: 1, fields: maxFields, fieldSize: maxFieldBytes, parts: maxFields + 1 },
    });
  } catch {
    return Promise.reject(new HttpError(400, 'The multipart body has no boundary', { field: 'content-type' }));
  }
  return new Promise((resolve, reject) => {
    const result: ParsedUpload = { fields: {}, file: undefined };
    let settled = false;
    const fail = (error: HttpError) => {
      if (settled) return;
      settled = true;
      result.file = undefined;
      // Stop feeding the parser (it is left to be collected, not destroyed from inside its own
      // callbacks) and discard the rest of the body as it arrives: nothing more is held.
      req.unpipe(parser);
      req.resume();
      reject(error);
    };
    parser.on('file', (name, stream, info) => {
      stream.on('error', () => fail(new HttpError(400, 'The multipart body is malformed')));
      if (name !== 'file') {
        stream.resume();
        fail(new HttpError(400, `${name}: unexpected file part`, { field: name }));
        return;
      }
      const filename = info.filename ?? '';
      // account §5: a blocked type is refused before its bytes are read.
      if (validateAttachment({ name: filename, size: 1 }) === accountValidation.attachmentBlocked) {
        stream.resume();
        fail(new HttpError(400, accountValidation.attachmentBlocked, { field: 'file' }));
        return;
      }
      const chunks: Buffer[] = [];
      let received = 0;
      stream.on('data', (chunk: Buffer) => {
        if (settled) return;
        received += chunk.length;
        try {
          onFileBytes(received);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          chunks.length = 0;
          stream.resume();
          fail(error);
          return;
        }
        chunks.push(chunk);
      });
      stream.on('limit', () => {
        chunks.length = 0;
        stream.resume();
        fail(tooLarge());
      });
      stream.on('end', () => {
        if (!settled) result.file = { filename, mimeType: info.mimeType, bytes: Buffer.concat(chunks) };
      });
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new HttpError(400, `${name}: value too long`, { field: name }));
      else result.fields[name] = value;
    });
    parser.on('filesLimit', () => fail(new HttpError(400, 'file: send one file', { field: 'file' })));
    parser.on('fieldsLimit', () => fail(new HttpError(400, `Send only ${fieldNames.join(', ')} and file`)));
    parser.on('partsLimit', () => fail(new HttpError(400, `Send only ${fieldNames.join(', ')} and file`)));
    parser.on('error', () => fail(new HttpError(400, 'The multipart body is malformed')));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      resolve(result);
    });
    req.on('error', () => fail(new HttpError(400, 'The upload was interrupted')));
    req.pipe(parser);
  });
}

/**
 * 413 when `adding` more bytes would pass the student's or everyone's upload quota, counting what is
 * stored and what the uploads in flight have received so far (#29.13).
 */
function checkQuota(state: SimState, studentId: string, adding: number): void {
  const { uploadQuotaPerStudent, uploadQuotaTotal } = state.limits;
  let mine = 0;
  let all = 0;
  for (const upload of state.uploads.values()) {
    all += upload.bytes.length;
    if (upload.studentId === studentId) mine += upload.bytes.length;
  }
  for (const flight of state.uploadsInFlight) {
    all += flight.bytes;
    if (flight.studentId === studentId) mine += flight.bytes;
  }
  if (mine + adding > uploadQuotaPerStudent) throw quotaFull(uploadQuotaPerStudent, 'this student');
  if (all + adding > uploadQuotaTotal) throw quotaFull(uploadQuotaTotal, 'all students together');
}

/** 429 when the student already sends `limits.maxUploadsInFlightPerStudent` uploads (#29.13). */
function checkInFlight(state: SimState, studentId: string): void {
  const limit = state.limits.maxUploadsInFlightPerStudent;
  let mine = 0;
  for (const flight of state.uploadsInFlight) if (flight.studentId === studentId) mine += 1;
  if (mine >= limit) {
    throw new HttpError(429, `The simulator takes at most ${limit} uploads of a student at once: wait for one to finish`, { field: 'file', limit });
  }
}

const quotaFull = (quota: number, whose: string) =>
  new HttpError(413, `The simulator keeps at most ${quota} bytes of attachments for ${whose}: delete one first`, { field: 'file', quota });

function requiredField(fields: ParsedUpload['fields'], name: string): string {
  const value = fields[name]?.trim();
  if (!value) throw new HttpError(400, `${name}: required`, { field: name });
  return value;
}

/** Reads the upload, refusing it as soon as it passes the quota, and stores it (the flight counts until then). */
async function receiveUpload(ctx: RouteContext, student: FixtureStudent, flight: SimUploadInFlight): Promise<Reply> {
  const { fields, file } = await parseUpload(ctx.req, (received) => {
    flight.bytes = received;
    checkQuota(ctx.state, student.studentId, 0);
  });
  if (!file) throw new HttpError(400, 'file: required', { field: 'file' });
  // #13.24: fileType becomes the download's Content-Type header; a control character
  // (CR/LF above all) there would make that answer fail as the socket drops.
  if (fields.fileType !== undefined && /[\u0000-\u001f\u007f]/.test(fields.fileType)) {
    throw new HttpError(400, 'fileType: must not hold control characters (CR, LF)', { field: 'fileType' });
  }
  const studentId = requiredField(fields, 'studentId');
  if (studentId !== student.studentId) throw new HttpError(403, 'You can only upload to your own cases', { field: 'studentId' });
  const supportCase = requireOwnCase(ctx.state, student, requiredField(fields, 'caseId'), 'caseId');
  const name = fields.fileName?.trim() || file.filename;
  // #29.12: the name and type are stored as sent; the name is the fileName field's or the part's.
  checkStoredLengths({ [fields.fileName?.trim() ? 'fileName' : 'file']: name, fileType: fields.fileType });
  const refused = validateAttachment({ name, size: file.bytes.length });
  if (refused) throw new HttpError(refused === accountValidation.attachmentTooLarge ? 413 : 400, refused, { field: 'file' });
  const closed = caseMutationRefused(ctx.state, supportCase);
  if (closed) return { json: closed };
  checkQuota(ctx.state, student.studentId, 0);
  checkRoom(supportCase.CaseAttachment.length, ctx.state.limits.maxAttachmentsPerCase, 'attachments on a case', 'file');
  checkRoom(ctx.state.uploads.size, ctx.state.limits.maxUploads, 'uploaded attachments', 'file');

  const id = ctx.state.nextId('ATT');
  const contentType = fields.fileType?.includes('/') ? fields.fileType : file.mimeType;
  ctx.state.uploads.set(id, { id, caseNumber: supportCase.caseNumber, studentId, name, contentType, bytes: file.bytes });
  supportCase.CaseAttachment.push({ id, name, lastModifiedDate: ctx.state.now().toISOString() });
  return { json: { status: 'success', caseId: supportCase.id, caseNumber: supportCase.caseNumber, attachmentId: id } };
}

/** The upload route. */
export const uploadRoutes: Route[] = [
  {
    method: 'POST',
    path: '/rest-services/document/upload',
    handler: async (ctx) => {
      const student = ctx.requireStudent();
      const type = (ctx.req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
      if (type !== 'multipart/form-data') {
        ctx.req.resume();
        throw new HttpError(415, 'Send the upload as multipart/form-data', { expected: 'multipart/form-data' });
      }
      const { state } = ctx;
      checkInFlight(state, student.studentId);
      // A full quota refuses before the body is read: there must be room for one byte.
      checkQuota(state, student.studentId, 1);
      checkRoom(state.uploads.size, state.limits.maxUploads, 'uploaded attachments', 'file');
      const flight: SimUploadInFlight = { studentId: student.studentId, bytes: 0 };
      state.uploadsInFlight.add(flight);
      try {
        return await receiveUpload(ctx, student, flight);
      } finally {
        state.uploadsInFlight.delete(flight);
      }
    },
  },
];
