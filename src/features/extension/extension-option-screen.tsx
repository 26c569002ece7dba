import { useEffect } from 'react';
import { getEnrollments } from '../../core/api/enrollment-queries';
import { accountScreens } from '../../core/messages/account';
import { extensionTexts } from '../../core/messages/extension';
import { openChatEvent } from '../../core/rules/chat';
import { openLiveChat, useLiveChatOffered } from '../../lib/open-chat';
import { enrollmentBusinessUnit, goesStraightToPaidExtension } from '../../core/rules/extension';
import { paths, pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { useQuery } from '../../lib/use-query';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Loaded } from '../../ui/loaded';
import { PortalLink } from '../../ui/portal-link';
import { Screen } from '../../ui/screen';
import { missing, useLoad } from '../../ui/use-load';
import { BackToResources } from '../../ui/back-to-resources';

/** The window event a chat widget listens to (src/core/rules/chat.ts), exported here too for the screens' tests. */
export { openChatEvent };

/**
 * "Ask about live instruction": opens the live chat when this mount has it on
 * and a widget is on the page to open, else Contact Us (our fallback): never a
 * button that opens nothing.
 */
function AskLiveInstruction() {
  if (!useLiveChatOffered()) {
    return (
      <>
        <PortalLink href={pathTo('contactUs')} className="sp-button" variant="secondary">
          {accountScreens.askLiveInstruction}
        </PortalLink>
        <p className="sp-muted">{extensionTexts.chatUnavailable}</p>
      </>
    );
  }
  return (
    <Button variant="secondary" onClick={() => openLiveChat('live-instruction')}>
      {accountScreens.askLiveInstruction}
    </Button>
  );
}

/** Graduate programs choose; every other program goes straight to the paid extension (account §4). */
function ExtensionChoice({ enrollmentId }: { enrollmentId: string }) {
  const { client, openRoute } = usePortal();
  const load = useLoad(enrollmentId, async (id) => {
    const [enrollment] = await getEnrollments(client, [id]);
    return enrollment ? enrollmentBusinessUnit(enrollment) ?? '' : missing;
  });
  const paid = pathTo('paidExtension', { enrollmentId });
  const straight = load.state.kind === 'ready' && goesStraightToPaidExtension(load.state.value);
  useEffect(() => {
    if (straight) openRoute(paid, { replace: true });
  }, [straight, paid, openRoute]);

  return (
    <Loaded load={load} missing={extensionTexts.missingEnrollment}>
      {() =>
        straight ? null : (
          <>
            <p>{extensionTexts.lead}</p>
            <p className="sp-row">
              <PortalLink href={paid} className="sp-button" variant="primary">
                {accountScreens.extendOnlineAccess}
              </PortalLink>
            </p>
            <AskLiveInstruction />
          </>
        )
      }
    </Loaded>
  );
}

/** account §2 "Need more time?" (`/pg/extensionoption?enrollmentId=…`). */
export function ExtensionOptionScreen() {
  const enrollmentId = useQuery().get('enrollmentId')?.trim();
  return (
    <Screen heading={paths.extensionOption.title}>
      {enrollmentId ? <ExtensionChoice enrollmentId={enrollmentId} /> : <Alert tone="error">{extensionTexts.missingEnrollment}</Alert>}
      <BackToResources />
    </Screen>
  );
}
