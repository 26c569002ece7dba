import { openChatEvent } from '../core/rules/chat';

/** The window event a chat widget listens to (src/core/rules/chat.ts): every screen that offers the chat (Need more time?, Contact Us) dispatches it through openLiveChat. */
export { openChatEvent };

/** Asks the chat widget to open; `topic` says which screen asked. */
export function openLiveChat(topic: string): void {
  window.dispatchEvent(new CustomEvent(openChatEvent, { detail: { topic } }));
}
