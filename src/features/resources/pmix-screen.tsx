import { useEffect } from 'react';
import { useQuery } from '../../lib/use-query';
import { getPmix } from '../../core/api/resource-links';
import { isPortalError } from '../../core/errors';
import { liveOnlineTexts } from '../../core/messages/resources';
import { outboundHref } from '../../core/rules/outbound-url';
import { paths } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { Alert } from '../../ui/alert';
import { LoadFailure } from '../../ui/load-failure';
import { Screen } from '../../ui/screen';
import { useLoad } from '../../ui/use-load';
import { BackToResources } from '../../ui/back-to-resources';

/** Asks for the partner launch URL and leaves for it; any other outcome says why and offers Try again. */
function PmixLaunch({ courseAccessId }: { courseAccessId: string }) {
  const { client, leave } = usePortal();
  const { state, retry } = useLoad(courseAccessId, async () => outboundHref((await getPmix(client, courseAccessId)).redirectUrl), {
    isMissing: (error) => isPortalError(error) && error.status === 404,
  });
  const target = state.kind === 'ready' ? state.value : null;
  useEffect(() => {
    if (target) leave(target);
  }, [target, leave]);

  if (state.kind === 'loading' || state.kind === 'idle' || target) {
    return (
      <p className="sp-row sp-live-status" role="status">
        <span className="sp-spinner" aria-hidden="true" />
        {liveOnlineTexts.pmixOpening}
      </p>
    );
  }
  // No URL, or one that is not an absolute http(s) URL, is never followed.
  if (state.kind === 'ready') return <LoadFailure message={liveOnlineTexts.pmixUnavailable} onRetry={retry} />;
  return <LoadFailure message={state.kind === 'missing' ? liveOnlineTexts.pmixNotFound : state.message} onRetry={retry} />;
}

/** account §2 partner resource launch (`/myaccount/pmix?courseAccessId=…`, account §7 pmix). */
export function PmixScreen() {
  const courseAccessId = useQuery().get('courseAccessId')?.trim();
  return (
    <Screen heading={paths.pmix.title}>
      {courseAccessId ? <PmixLaunch courseAccessId={courseAccessId} /> : <Alert tone="error">{liveOnlineTexts.pmixNotFound}</Alert>}
      <BackToResources />
    </Screen>
  );
}
