/**
 * The window event a chat widget listens to (our choice: the spec only says
 * a link "opens a live chat"). Here, below the features, so every screen
 * that offers the chat (Need more time?, Contact Us) dispatches the same one.
 */
export const openChatEvent = 'student-portal:open-chat';

/** Asks the chat widget to open; `topic` says which screen asked. */
export function openLiveChat(topic: string): void {
  window.dispatchEvent(new CustomEvent(openChatEvent, { detail: { topic } }));
}
