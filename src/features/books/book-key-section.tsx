import { useRef, useState } from 'react';
import { getMyAccount } from '../../core/api/account';
import { checkBookKey } from '../../core/api/books';
import type { Book } from '../../core/api/structs/books';
import { bookKeyTexts as t } from '../../core/messages/books';
import { vsPostTarget } from '../../core/rules/digital-books';
import { usePortal } from '../../lib/portal-services';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Form } from '../../ui/form';
import { Loaded } from '../../ui/loaded';
import { type SelectOption, SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useLoad } from '../../ui/use-load';
import { usePortalId } from '../../ui/use-portal-id';
import { useSubmission } from '../../ui/use-submission';

/** The books a matching key opens: a link when the access link is https, else the name alone. */
function OnlineBooks({ books }: { books: readonly Book[] }) {
  return (
    <Alert tone="success">
      <p>{books.length ? t.confirmed : `${t.confirmed} ${t.noBooks}`}</p>
      {books.length ? (
        <ul className="sp-ade-list">
          {books.map((book, index) => {
            const url = vsPostTarget(book.accessUrl);
            const name = book.displayName?.trim() || url;
            return <li key={index}>{url ? <a href={url}>{name}</a> : name}</li>;
          })}
        </ul>
      ) : null}
    </Alert>
  );
}

function BookKeyForm({ classes }: { classes: readonly SelectOption[] }) {
  const { client } = usePortal();
  const [classId, setClassId] = useState(classes[0]?.value ?? '');
  const [key, setKey] = useState('');
  const [books, setBooks] = useState<Book[] | null>(null);
  const { pending, error, run, clearError } = useSubmission();
  const input = useRef<HTMLInputElement>(null);
  const edit = (apply: () => void) => {
    apply();
    setBooks(null);
    clearError();
  };
  async function submit() {
    if (!key.trim()) return input.current?.focus();
    setBooks(null);
    const result = await run(async () => setBooks(await checkBookKey(client, classId, key)));
    // The key stays as typed: a retry is one press away.
    if (result.state === 'failed') input.current?.focus();
  }
  return (
    <Form onSubmit={submit}>
      <p>{t.lead}</p>
      <SelectField name="classId" label={t.course} value={classId} options={classes} onChange={(v) => edit(() => setClassId(v))} />
      <TextField name="bookKey" label={t.key} value={key} autoComplete="off" inputRef={input} onChange={(v) => edit(() => setKey(v))} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="sp-row">
        <Button type="submit" pending={pending} disabled={!key.trim()}>
          {t.check}
        </Button>
      </div>
      {books ? <OnlineBooks books={books} /> : null}
    </Form>
  );
}

/**
 * access §5 / account §7 (issue #20.4): on /ade, the online-book key check for one
 * of the student's active courses (its classId; myaccount lists them). Shown only
 * when a course has a classId; its own load, so a failure here leaves the steps.
 */
export function BookKeySection() {
  const { client } = usePortal();
  const headingId = usePortalId();
  const load = useLoad('book-key', async (): Promise<SelectOption[]> => {
    const { nonExpiredCoursListArray } = await getMyAccount(client);
    const seen = new Set<string>();
    return nonExpiredCoursListArray.flatMap((course) => {
      const value = course.classId ?? '';
      if (!value || seen.has(value)) return [];
      seen.add(value);
      return [{ value, label: course.displayName?.trim() || course.productTitle?.trim() || value }];
    });
  });
  if (load.state.kind === 'ready' && !load.state.value.length) return null;
  return (
    <section className="sp-stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.heading}</h2>
      <Loaded load={load}>{(classes) => <BookKeyForm classes={classes} />}</Loaded>
    </section>
  );
}
