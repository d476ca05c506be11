import { t, type MessageId } from './i18n';

/**
 * A module's texts as an object whose every property reads the catalog when read, in the active language:
 * `texts.saveFailed` is the text 'prefix.saveFailed'. Keeps the modules' existing names while the words live in
 * the catalogs.
 */
export function catalogTexts<const Name extends string>(
  prefix: string,
  names: readonly Name[],
): Readonly<Record<Name, string>> {
  const texts = {} as Record<Name, string>;
  for (const name of names) {
    Object.defineProperty(texts, name, { get: () => t(`${prefix}.${name}` as MessageId), enumerable: true });
  }
  return texts;
}

/** One object with the (getter) texts of each of `parts`: spreading would read them once, in one language. */
export function combineTexts<A extends object, B extends object>(a: A, b: B): A & B {
  return Object.defineProperties(
    {},
    { ...Object.getOwnPropertyDescriptors(a), ...Object.getOwnPropertyDescriptors(b) },
  ) as A & B;
}
