import * as csstree from 'css-tree';

// Properties that can run code or bind behaviour in some browsers.
const FORBIDDEN_PROPERTIES = /^(behavior|-moz-binding|-ms-behavior)$/i;
const SAFE_DATA_URL = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;

// A stand-in origin: a url() is kept only if the browser's URL parser resolves it to this same origin.
const SAME_ORIGIN = 'https://same-origin.invalid';

/** Pure. The text with CSS escapes (\\2f, \\/ ...) undone, as the browser reads it. */
function unescapeCss(value: string): string {
  return value.replace(
    /\\([0-9a-f]{1,6})[ \t\n\r\f]?|\\([^\n0-9a-f])/gi,
    (_, hex?: string, char?: string) => {
      if (char !== undefined) return char;
      const code = parseInt(hex!, 16);
      return code === 0 || code > 0x10ffff ? '\ufffd' : String.fromCodePoint(code);
    },
  );
}

/**
 * Pure. Whether a url() value stays on the page's own origin: decided on the value as the WHATWG URL parser (the
 * browser's) resolves it, so that `/\\evil.com`, `//evil.com`, tabs or newlines inside the scheme and escaped
 * slashes all count as the other host they reach. data: images stay. The value is unescaped already (css-tree
 * decodes Url and String values as the browser's tokenizer does; unescaping again would misread `\\e`).
 */
function isSafeUrl(value: string): boolean {
  const url = value.trim();
  if (SAFE_DATA_URL.test(url)) return true;
  let resolved: URL;
  try {
    resolved = new URL(url, `${SAME_ORIGIN}/api/Theme/css/`);
  } catch {
    return false;
  }
  return resolved.origin === SAME_ORIGIN;
}

// functions whose arguments a browser fetches (with or without a vendor prefix)
const FETCHING_FUNCTIONS = /^(-[a-z]+-)?(url|image-set|image|cross-fade|src|element)$/i;

/**
 * Pure. Makes an organization's custom CSS safe to put into a <style> element: drops @import and
 * @namespace, url()s that reach other origins or use schemes, expression() and binding properties,
 * and escapes "<" so that the text can never close its style element.
 */
export function sanitizeCss(input: string): string {
  if (!input.trim()) return '';
  const ast = csstree.parse(input, { parseValue: true, onParseError: () => undefined });
  csstree.walk(ast, {
    visit: 'Atrule',
    enter(node, item, list) {
      if (list && /^(import|namespace|charset)$/i.test(node.name)) list.remove(item);
    },
  });
  csstree.walk(ast, {
    visit: 'Declaration',
    enter(node, item, list) {
      if (!list) return;
      let unsafe = FORBIDDEN_PROPERTIES.test(unescapeCss(node.property));
      csstree.walk(node, (child) => {
        if (child.type === 'Url' && !isSafeUrl(child.value)) unsafe = true;
        if (child.type === 'Function') {
          const name = unescapeCss(child.name);
          // old IE expression(); url() written as a function with a string argument, image-set("...")
          if (/^expression$/i.test(name)) unsafe = true;
          if (FETCHING_FUNCTIONS.test(name))
            csstree.walk(child, (arg) => {
              if (arg.type === 'String' && !isSafeUrl(arg.value)) unsafe = true;
            });
        }
        // a value css-tree could not parse: refused if, unescaped, it names a fetch or script
        if (
          child.type === 'Raw' &&
          /(javascript:|expression\s*\(|url\s*\(|image-set|\/\/|\\)/i.test(unescapeCss(child.value))
        )
          unsafe = true;
      });
      if (unsafe) list.remove(item);
    },
  });
  return csstree.generate(ast).replace(/</g, '\\3c ');
}
