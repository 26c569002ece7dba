import { portalScreens } from '../core/messages/shell';
import { Alert } from './alert';
import { Button } from './button';

/** A load that failed: its text, announced, and a Try again that asks again (every upstream failure leaves retry possible). */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <>
      <Alert tone="error">{message}</Alert>
      <Button variant="secondary" block onClick={onRetry}>
        {portalScreens.tryAgain}
      </Button>
    </>
  );
}
