// Lint rule: a text a person reads in the app comes from the catalogs (src/i18n/catalogs/, docs/i18n.md), never from
// a literal in a component. Flags JSX text with letters in it, and string literals or template literals with words in
// the attributes and options people read (aria-label, title, alt, placeholder, label, hint, …) and in <title>. Names that are
// never translated (the product's name) are allowed.

/** Attributes whose value a person reads or hears. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'title',
  'alt',
  'placeholder',
  'label',
  'hint',
  'summary',
  'description',
  'caption',
  'imageAlt',
  'confirmLabel',
  'message',
  'failedText',
]);

/** Words that stay as they are in every language. */
const UNTRANSLATED = new Set(['Meme Arena', 'Discord']);

/** Whether `text` reads as words: two letters in a row (not a symbol, a number, an address or a catalog key). */
const hasWords = (text) =>
  /\p{L}{2,}/u.test(text) &&
  !UNTRANSLATED.has(text.trim()) &&
  !/^https?:\/\//.test(text.trim()) &&
  !/^[\w-]+(\.[\w-]+)+$/.test(text);

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Texts people read come from the catalogs (docs/i18n.md).' },
    messages: {
      text: 'Text "{{text}}" is not from the catalogs: add it to src/i18n/catalogs/ and show it with t() (docs/i18n.md).',
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    /** A literal value people read: a string, or a template literal whose fixed parts have words. */
    const checkValue = (node) => {
      if (!node) return;
      if (node.type === 'Literal' && typeof node.value === 'string' && hasWords(node.value)) report(node, node.value);
      if (node.type === 'TemplateLiteral') {
        const fixed = node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
        if (hasWords(fixed)) report(node, fixed);
      }
      if (node.type === 'ConditionalExpression') {
        checkValue(node.consequent);
        checkValue(node.alternate);
      }
      if (node.type === 'LogicalExpression') checkValue(node.right);
      if (node.type === 'JSXExpressionContainer') checkValue(node.expression);
    };
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        if (node.name.type === 'JSXIdentifier' && READ_ATTRIBUTES.has(node.name.name)) checkValue(node.value);
      },
      // confirm({ title: 'Remove this meme' }), { label: 'Save' }: an option people read.
      Property(node) {
        const key = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (READ_ATTRIBUTES.has(key)) checkValue(node.value);
      },
      // {'text'} or {`text ${x}`} as a child of an element.
      'JSXElement > JSXExpressionContainer'(node) {
        checkValue(node.expression);
      },
      'JSXFragment > JSXExpressionContainer'(node) {
        checkValue(node.expression);
      },
    };
  },
};
