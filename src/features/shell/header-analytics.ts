import type { PortalEvent } from '../../lib/portal-services';

/**
 * issue #5 analytics: header interactions go to window.dataLayer and the
 * handle as `analyticsEvent`, with the category/action/label triple tag
 * managers expect.
 */
export function headerEvent(action: 'search' | 'tab', label: string, extra: Record<string, string> = {}): PortalEvent {
  return { type: 'analyticsEvent', eventCategory: 'header', eventAction: action, eventLabel: label, ...extra };
}
