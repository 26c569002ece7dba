import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { getQuestion, validateQuestionAnswer } from '../../core/api/registration';
import { isPortalError } from '../../core/errors';
import { accessScreens } from '../../core/messages/access';
import { accessErrors } from '../../core/messages/errors';
import { registrationDetailTexts } from '../../core/messages/registration';
import { validateQuestionAnswer as checkAnswer } from '../../core/validators/access-forms';
import { pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Form } from '../../ui/form';
import { Screen } from '../../ui/screen';
import { usePortalId } from '../../ui/use-portal-id';
import { useSubmission } from '../../ui/use-submission';
import { useClassIdParam } from './use-class-details';
import { LoadFailure } from '../../ui/load-failure';
import { useLoad } from '../../ui/use-load';

/** Loads the class's security question; no id or an unknown class (404) is accessErrors.noEvent. */
function useQuestion(classId: string | null) {
  const { client } = usePortal();
  return useLoad(classId, (id) => getQuestion(client, id), {
    whenNoKey: 'missing',
    isMissing: (error) => isPortalError(error) && (error.status === 404 || error.code === 'event.not-found'),
  });
}

/**
 * access §2 question gate (`/pg/questkey?clid=`): the class's security
 * question and a case-sensitive answer box; Continue is disabled while the
 * answer is empty (access §5), Enter submits. A right answer goes to
 * /pg/signup?classId=…; a wrong one shows the server's text in red (access §8),
 * keeps the answer and puts focus back on it.
 */
export function QuestionGateScreen() {
  const classId = useClassIdParam();
  const { state, retry } = useQuestion(classId);
  return (
    <Screen heading={registrationDetailTexts.questionHeading} lead={state.kind === 'ready' ? registrationDetailTexts.questionLead : undefined}>
      {state.kind === 'loading' ? (
        <p className="sp-center sp-muted" role="status">
          {registrationDetailTexts.loadingQuestion}
        </p>
      ) : state.kind === 'missing' || !classId ? (
        <Alert tone="error">{accessErrors.noEvent}</Alert>
      ) : state.kind === 'failed' ? (
        <LoadFailure message={state.message} onRetry={retry} />
      ) : (
        <QuestionForm classId={classId} question={state.value} />
      )}
    </Screen>
  );
}

function QuestionForm({ classId, question }: { classId: string; question: string }) {
  const { client, answeredQuestions } = usePortal();
  const [, navigate] = useLocation();
  const [answer, setAnswer] = useState('');
  const submission = useSubmission();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = usePortalId();
  const questionId = `${id}-question`;
  const errorId = `${id}-error`;
  const empty = checkAnswer(answer) !== null;

  // Set as an attribute when the input mounts: Preact drops a false `spellcheck` where the DOM lacks the property.
  const attachInput = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    element?.setAttribute('spellcheck', 'false');
  };

  async function submit() {
    if (empty) return inputRef.current?.focus();
    const result = await submission.run(() => validateQuestionAnswer(client, { classId, answer }));
    if (result.state === 'done') {
      answeredQuestions.add(classId);
      navigate(pathTo('signup', { classId }));
    }
    if (result.state === 'failed') inputRef.current?.focus();
  }

  return (
    <Form onSubmit={submit}>
      <p className="sp-question" id={questionId}>
        {question}
      </p>
      {submission.error ? (
        <Alert tone="error" id={errorId}>
          {submission.error}
        </Alert>
      ) : null}
      <div className="sp-field">
        <label className="sp-label" htmlFor={`${id}-answer`}>
          {registrationDetailTexts.answerLabel}
        </label>
        {/* access §2: the answer is case-sensitive, so the browser must not change it. */}
        <input
          ref={attachInput}
          id={`${id}-answer`}
          name="answer"
          type="text"
          className="sp-input"
          value={answer}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          required
          aria-invalid={submission.error ? 'true' : undefined}
          aria-describedby={[questionId, submission.error ? errorId : null].filter(Boolean).join(' ')}
          onChange={(event: { currentTarget: HTMLInputElement }) => setAnswer(event.currentTarget.value)}
        />
      </div>
      <Button type="submit" block pending={submission.pending} disabled={empty}>
        {accessScreens.continue}
      </Button>
    </Form>
  );
}
