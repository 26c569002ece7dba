import { useState } from 'react';
import { adeTutorialMedia } from '../../core/config/ade-tutorial';
import { tutorialTexts as t } from '../../core/messages/books';
import { tutorialSources } from '../../core/rules/digital-books';
import { paths, pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { Alert } from '../../ui/alert';
import { PortalLink } from '../../ui/portal-link';
import { Screen } from '../../ui/screen';

/**
 * account §2 /ade-tutorial (login): the walkthrough video, a native
 * `<video controls>` from the services' origin (no third-party player, so
 * the strict CSP of the examples holds), with its captions track when the
 * source has one. A video that cannot be played says so and points to the
 * written steps.
 */
export function AdeTutorialScreen() {
  const { client } = usePortal();
  const [failed, setFailed] = useState(false);
  const media = tutorialSources(client.bases.rest, adeTutorialMedia);
  return (
    <Screen heading={paths.adeTutorial.title} layout="wide">
      <p>{t.lead}</p>
      {failed ? (
        <Alert tone="error">{t.videoFailed}</Alert>
      ) : (
        <video className="sp-tutorial-video" controls preload="metadata" src={media.video} aria-label={t.videoLabel} onError={() => setFailed(true)}>
          {media.captions ? <track kind="captions" src={media.captions.src} srcLang={media.captions.lang} label={t.captions} default /> : null}
        </video>
      )}
      <p>
        <PortalLink href={pathTo('ade')}>{t.backToAde}</PortalLink>
      </p>
    </Screen>
  );
}
