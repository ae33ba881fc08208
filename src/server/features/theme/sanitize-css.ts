import * as csstree from 'css-tree';

// Properties that can run code or bind behaviour in some browsers.
const FORBIDDEN_PROPERTIES = /^(behavior|-moz-binding|-ms-behavior)$/i;
const SAFE_DATA_URL = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;

function isSafeUrl(value: string): boolean {
  const url = value.trim();
  if (SAFE_DATA_URL.test(url)) return true;
  // Same-origin paths only: no scheme (http:, javascript:, ...) and no protocol-relative //host.
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//') || url.startsWith('\\')) return false;
  return true;
}

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
      let unsafe = FORBIDDEN_PROPERTIES.test(node.property);
      csstree.walk(node, (child) => {
        if (child.type === 'Url' && !isSafeUrl(child.value)) unsafe = true;
        if (
          child.type === 'Function' &&
          /^(expression|url|image-set|image|cross-fade|src)$/i.test(child.name)
        ) {
          // url() written as a function with a string argument, or old IE expression()
          if (child.name.toLowerCase() === 'expression') unsafe = true;
          csstree.walk(child, (arg) => {
            if (arg.type === 'String' && !isSafeUrl(arg.value)) unsafe = true;
          });
        }
        if (child.type === 'Raw' && /(javascript:|expression\s*\(|url\s*\()/i.test(child.value))
          unsafe = true;
      });
      if (unsafe) list.remove(item);
    },
  });
  return csstree.generate(ast).replace(/</g, '\\3c ');
}
