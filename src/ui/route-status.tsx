import { portalScreens } from '../core/messages/shell';
import { LoadFailure } from './load-failure';

/** A route waiting for what it needs first (the session check, a hand-over, the account area's chunk): announced politely. */
export function RouteLoading() {
  return (
    <p className="sp-center" role="status">
      {portalScreens.loading}
    </p>
  );
}

/** A route that could not get what it needs first: the failure's text and a Try again, in a card. */
export function RouteLoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="sp-card sp-stack">
      <LoadFailure message={message} onRetry={onRetry} />
    </div>
  );
}
