import { useRef, useState } from 'react';
import type { CaseComment } from '../../core/api/structs/cases';
import { caseDetailTexts as t } from '../../core/messages/case-detail';
import { accountErrors } from '../../core/messages/errors';
import { parseInstant } from '../../core/time/instant';
import { maxCaseCommentLength, validateCaseComment } from '../../core/validators/cases';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Form } from '../../ui/form';
import { TextArea } from '../../ui/text-area';
import { usePortalId } from '../../ui/use-portal-id';
import { useSubmission } from '../../ui/use-submission';
import { formatCaseDateTime } from './case-detail-dates';

/**
 * account §2: the comments a student sees are the published ones, oldest
 * first (by their time; one without a readable time goes last, keeping the
 * order it came in).
 */
export function publishedComments(comments: readonly CaseComment[]): CaseComment[] {
  const at = (c: CaseComment) => parseInstant(c.lastModifiedDate)?.getTime() ?? Number.POSITIVE_INFINITY;
  return comments
    .filter((c) => c.isPublished === true)
    .map((comment, index) => ({ comment, index, time: at(comment) }))
    .sort((a, b) => (a.time === b.time ? a.index - b.index : a.time < b.time ? -1 : 1))
    .map((entry) => entry.comment);
}

export interface CaseCommentsProps {
  comments: readonly CaseComment[];
  /** account §4: a case closed more than 3 days ago takes no comment. */
  readOnly: boolean;
  /** Sends the comment (and reloads the case); throws when it failed. */
  onAdd: (text: string) => Promise<void>;
}

/**
 * The case's published comments (author's first name and time) and the Add
 * Comment form: non-empty text of at most 4000 characters (validateCaseComment), one request at a time,
 * account §8's case failure text with the text kept, cleared once added.
 */
export function CaseComments({ comments, readOnly, onAdd }: CaseCommentsProps) {
  const headingId = usePortalId();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [added, setAdded] = useState(false);
  const submission = useSubmission();
  const box = useRef<HTMLTextAreaElement>(null);
  const shown = publishedComments(comments);
  const problem = validateCaseComment(text);

  async function submit() {
    if (readOnly) return;
    setTried(true);
    setAdded(false);
    if (problem) return box.current?.focus();
    const result = await submission.run(() => onAdd(text));
    if (result.state === 'skipped') return;
    if (result.state === 'done') {
      setText('');
      setTried(false);
      setAdded(true);
    }
    // The pending button was disabled, which drops focus: it goes back to the box (the text kept after a failure).
    box.current?.focus();
  }

  return (
    <section className="sp-stack sp-case-comments" aria-labelledby={`${headingId}-comments`}>
      <h2 id={`${headingId}-comments`}>{t.commentsHeading}</h2>
      {shown.length ? (
        <ol className="sp-case-comment-list">
          {shown.map((comment, index) => (
            <li key={index} className="sp-case-comment">
              <p className="sp-case-comment-by">
                {t.commentBy(comment.lastModifiedBy?.firstName?.trim() ?? '', formatCaseDateTime(comment.lastModifiedDate) ?? '')}
              </p>
              <p className="sp-case-comment-body">{comment.body ?? ''}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="sp-muted">{t.noComments}</p>
      )}
      <Form onSubmit={submit}>
        <TextArea
          name="case-comment"
          label={t.commentLabel}
          value={text}
          onChange={(value) => {
            setText(value);
            setAdded(false);
          }}
          error={tried ? problem : null}
          disabled={readOnly}
          required
          maxLength={maxCaseCommentLength}
          inputRef={box}
        />
        {submission.error ? <Alert tone="error">{accountErrors.caseFailed}</Alert> : null}
        {added ? <Alert tone="success">{t.commentAdded}</Alert> : null}
        <div className="sp-row">
          <Button type="submit" disabled={readOnly} pending={submission.pending}>
            {t.addComment}
          </Button>
        </div>
      </Form>
    </section>
  );
}
