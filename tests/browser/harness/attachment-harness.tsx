import { type ReactNode, useState } from 'react';
import { mountEdition } from '../../../embed/mount-edition';
import type { Edition } from '../../../src/app/edition';
import { AttachmentUploader } from '../../../src/features/cases/attachment-uploader';
import { attachmentUploaderCss } from '../../../src/features/cases/attachment-uploader-css';
import { portalCss } from '../../../src/ui/portal-css';

/*
 * A test page for Add Attachment in a real Chromium (issue #17) while the case
 * detail screen is not on main: the uploader inside a real mount (its API
 * client, browser cookies, the XMLHttpRequest sender) on the demo student's
 * case 500A0001. tests/browser/attachment-upload.test.ts bundles and serves it.
 */

function Frame({ children }: { children: ReactNode }) {
  return <main className="sp-screen">{children}</main>;
}

function Harness() {
  const [reloads, setReloads] = useState(0);
  return (
    <>
      <h1>Case 00012001</h1>
      <AttachmentUploader caseId="500A0001" studentId="S1001" onUploaded={() => setReloads((n) => n + 1)} />
      <p data-reloads={reloads}>Case reloads: {reloads}</p>
    </>
  );
}

const edition: Edition = { Routes: Harness, Frame, css: portalCss + attachmentUploaderCss, renders: () => true };
mountEdition(edition, '#app', { routing: 'memory' });
