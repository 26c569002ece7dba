import { useState } from 'react';
import type { ResourceLink } from '../../core/api/structs/resource-links';
import { liveOnlineTexts } from '../../core/messages/resources';
import { outboundHref } from '../../core/rules/outbound-url';
import { shellTexts } from '../../core/messages/shell';
import { usePortalId } from '../../ui/use-portal-id';

/** account §3: assetType DIRECTORY makes a link a folder of its `child` entries. */
const isFolder = (link: ResourceLink) => link.assetType?.trim().toUpperCase() === 'DIRECTORY';

/** A folder: a disclosure button (aria-expanded) over its entries, closed at first. */
function Folder({ link }: { link: ResourceLink }) {
  const [open, setOpen] = useState(false);
  const id = usePortalId();
  return (
    <li>
      <button type="button" className="sp-live-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {link.name}
      </button>
      <div id={id} hidden={!open}>
        {link.child.length ? <ResourceLinks links={link.child} /> : <p className="sp-muted">{liveOnlineTexts.emptyFolder}</p>}
      </div>
    </li>
  );
}

/** One entry: a folder, a link opening in a new tab, or plain text when its URL is not a web URL. */
function Entry({ link }: { link: ResourceLink }) {
  if (isFolder(link)) return <Folder link={link} />;
  const url = outboundHref(link.url);
  return (
    <li>
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {link.name}
          <span className="sp-visually-hidden"> {shellTexts.opensInNewTab}</span>
        </a>
      ) : (
        <span>{link.name}</span>
      )}
    </li>
  );
}

/** account §3 Resource links as a nested list; entries without a name are left out. */
export function ResourceLinks({ links }: { links: readonly ResourceLink[] }) {
  return (
    <ul className="sp-live-links">
      {links
        .filter((link) => link.name.trim())
        .map((link, i) => (
          <Entry key={`${i}-${link.name}`} link={link} />
        ))}
    </ul>
  );
}
