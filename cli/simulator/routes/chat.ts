import { enums, size, string, type } from 'superstruct';
import { maybe } from '../../../src/core/api/structs/common';
import type { ChatFamily } from '../../../src/core/config/brands';
import { openChatEvent } from '../../../src/core/rules/chat';
import { type StandInConfig, standInChat } from '../chat/stand-in';
import { HttpError } from '../http/errors';
import type { Route } from '../http/route';

/*
 * Issue #16: the stand-in for the brand's live chat. The portal loads
 * /chat/{family}.js?productLineId=… from the simulator's origin when it runs
 * against the simulator (chatScripts in src/core/config/environment.ts), so the
 * strict CSP example allows it; the widget posts to /chat/messages and shows
 * the canned reply. No session: a chat vendor does not see the portal's.
 */

export const chatMessagesPath = '/chat/messages';

const familyLabels: Record<ChatFamily, string> = {
  nursing: 'nursing',
  medical: 'medical',
  precollege: 'pre-college',
  graduate: 'graduate',
};
const families = Object.keys(familyLabels) as ChatFamily[];

const isFamily = (value: string): value is ChatFamily => (families as string[]).includes(value);

/** The widget's script: the stand-in function called with its configuration (JSON, `<` escaped so no `</script>` ever appears). */
export function standInScript(config: StandInConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `(${standInChat.toString()})(${json});\n`;
}

/** The canned reply of the stand-in. */
export const standInReply = (family: ChatFamily) => `Thanks for your message. A ${familyLabels[family]} advisor will reply here shortly.`;

const MessageBody = type({
  family: enums(families),
  productLineId: maybe(size(string(), 1, 60)),
  text: size(string(), 1, 2000),
});

export const routes: Route[] = [
  {
    method: 'GET',
    path: '/chat/:script',
    handler: (ctx) => {
      const family = /^([a-z]+)\.js$/.exec(ctx.params.script ?? '')?.[1] ?? '';
      if (!isFamily(family)) throw new HttpError(404, `No chat script ${ctx.params.script ?? ''}; the families are ${families.join(', ')}`);
      const productLineId = ctx.query.get('productLineId')?.trim().slice(0, 60) || null;
      return {
        text: standInScript({ family, productLineId, endpoint: chatMessagesPath, openEvent: openChatEvent }),
        headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' },
      };
    },
  },
  {
    method: 'POST',
    path: chatMessagesPath,
    handler: async (ctx) => {
      const body = await ctx.json(MessageBody);
      if (body.text.trim() === '') throw new HttpError(400, 'Type a message', { field: 'text' });
      const family = body.family as ChatFamily;
      return { json: { reply: standInReply(family), family, productLineId: body.productLineId ?? null } };
    },
  },
];
