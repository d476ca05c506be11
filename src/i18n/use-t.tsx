import { i18n } from '@lingui/core';
import { cloneElement, Fragment, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { t, type MessageId, type MessageValues, type Translate } from './i18n';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const activeLocale = () => i18n.locale;

/**
 * The translation function for a component: `const t = useT()`, then `t('voting.saved')`. The component renders again
 * when the language changes, so every text it shows through this `t` follows a switch at once, without a reload.
 */
export function useT(): Translate {
  useSyncExternalStore(subscribe, activeLocale, activeLocale);
  return t;
}

/**
 * A text with elements inside it: the catalog marks them `<0>…</0>` (or `<0/>`), and `components[0]` is the element
 * that wraps that part ('Read <0>the rules</0> first.' with components={[<Link to="/rules" />]}).
 */
export function Trans({
  id,
  values,
  components,
}: {
  id: MessageId;
  values?: MessageValues;
  components: ReactElement<{ children?: ReactNode }>[];
}) {
  const text = useT()(id, values);
  const parts: ReactNode[] = [];
  const tag = /<(\d+)>(.*?)<\/\1>|<(\d+)\/>/g;
  let last = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = components[Number(match[1] ?? match[3])];
    if (element) parts.push(cloneElement(element, { key: match.index }, match[3] === undefined ? match[2] : undefined));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
