import { useSyncExternalStore } from 'react';
import { openChatEvent } from '../core/rules/chat';
import { useChatEnabled } from './portal-services';

/** The window event a chat widget listens to (src/core/rules/chat.ts): every screen that offers the chat (Need more time?, Contact Us) dispatches it through openLiveChat. */
export { openChatEvent };

/** Asks the chat widget to open; `topic` says which screen asked. */
export function openLiveChat(topic: string): void {
  window.dispatchEvent(new CustomEvent(openChatEvent, { detail: { topic } }));
}

/** How the live-chat loader (src/features/shell/live-chat.ts) finds the widget scripts it adds to the document head (`data-student-portal-chat`). */
export const chatWidgetScript = 'script[data-student-portal-chat]';

function watchHead(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.head, { childList: true });
  return () => observer.disconnect();
}

const widgetOnPage = () => document.head.querySelector(chatWidgetScript) !== null;

/**
 * Whether a chat widget is on the page to answer `openLiveChat`: the loader
 * adds one only for a known student whose program has a chat (never for
 * visitors, GED or BAR, nor with `chat: false`). A screen offers the chat only
 * then, so its button never opens nothing. Re-renders when the widget comes or goes.
 */
export function useChatWidgetOnPage(): boolean {
  return useSyncExternalStore(watchHead, widgetOnPage, () => false);
}

/**
 * Whether a screen offers the live chat: the mount has it on (`chat` option)
 * and a widget is on the page to open, so the offer never opens nothing.
 */
export function useLiveChatOffered(): boolean {
  const enabled = useChatEnabled();
  const widget = useChatWidgetOnPage();
  return enabled && widget;
}
