// The server's refusals in the person's language (docs/architecture.md#server-messages): each refusal carries the
// code of its message (its key in pb_hooks/contract/rules.json's messages) and its parameters; the catalogs hold
// each code's text as 'server.<code>'. The app's own checks of the same rules show the same entries.
import { limits, messages } from '../../pb_hooks/contract/rules.json';
import { t, type MessageId } from '@/i18n/i18n';

export type ServerMessageCode = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

/** Each message's parameters as the server sends them: every {limit} placeholder by its last part, with its value. */
export const MESSAGE_PARAMS = Object.fromEntries(
  Object.entries(messages).map(([code, text]) => [
    code,
    Object.fromEntries(
      [...text.matchAll(/\{([\w.]+)\}/g)].map(([, path]) => [
        path!.split('.').pop()!,
        path!.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], limits) as number,
      ]),
    ),
  ]),
) as Record<ServerMessageCode, MessageParams>;

export function isServerMessageCode(code: unknown): code is ServerMessageCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(messages, code);
}

/** The text of a server message in the active language, with the server's parameters (or the contract's). */
export function serverMessage(code: ServerMessageCode, params: MessageParams = MESSAGE_PARAMS[code]): string {
  return t(`server.${code}` as MessageId, params);
}

/** Server messages under the names a module uses, each read in the active language when read. */
export function serverTexts<const Name extends string>(
  codes: Record<Name, ServerMessageCode>,
): Readonly<Record<Name, string>> {
  const texts = {} as Record<Name, string>;
  for (const [name, code] of Object.entries(codes) as [Name, ServerMessageCode][]) {
    Object.defineProperty(texts, name, { get: () => serverMessage(code), enumerable: true });
  }
  return texts;
}
