import { useQuery } from '../../lib/use-query';
import { getResourceLinks } from '../../core/api/resource-links';
import { isPortalError } from '../../core/errors';
import { liveOnlineTexts } from '../../core/messages/resources';
import { paths } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { Alert } from '../../ui/alert';
import { Loaded } from '../../ui/loaded';
import { Screen } from '../../ui/screen';
import { useLoad } from '../../ui/use-load';
import { BackToResources } from '../../ui/back-to-resources';
import { ResourceLinks } from './live-online-links';

/** The links of one course access: loading, failure with Try again, empty, or the list. */
function LiveOnlineLinks({ courseAccessId }: { courseAccessId: string }) {
  const { client } = usePortal();
  const links = useLoad(courseAccessId, () => getResourceLinks(client, courseAccessId));
  return (
    <Loaded
      load={links}
      loading={liveOnlineTexts.loading}
      // Another student's or an unknown course access answers 404: say so rather than "try again later".
      failure={(error, message) => (isPortalError(error) && error.status === 404 ? liveOnlineTexts.notFound : message)}
    >
      {(value) => (value.length ? <ResourceLinks links={value} /> : <p className="sp-muted">{liveOnlineTexts.empty}</p>)}
    </Loaded>
  );
}

/**
 * account §2 live online resources page (`/myaccount/live-online`, query
 * courseAccessId and productTitle): the course's resource links (account §3),
 * folders as expandable groups, links opening in a new tab.
 */
export function LiveOnlineScreen() {
  const query = useQuery();
  const courseAccessId = query.get('courseAccessId')?.trim();
  const title = query.get('productTitle')?.trim() || paths.liveOnline.title;
  return (
    <Screen heading={title} layout="wide">
      {courseAccessId ? <LiveOnlineLinks courseAccessId={courseAccessId} /> : <Alert tone="error">{liveOnlineTexts.notFound}</Alert>}
      <BackToResources />
    </Screen>
  );
}
